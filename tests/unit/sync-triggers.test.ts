import { afterEach, describe, expect, test, vi } from 'vitest';
import { connectEvents } from '../../src/sync/events.ts';
import { attachBrowserTriggers } from '../../src/sync/triggers.ts';
import { FakeSyncServer } from '../utils/unit/sync-fake-server.ts';
import { alice, freshDb, testEngine, testSession } from '../utils/unit/sync-helpers.ts';

/** Stands in for the browser's EventSource (jsdom has none). */
class FakeEventSource extends EventTarget {
  static CLOSED = 2;
  static last: FakeEventSource | null = null;
  readyState = 1;
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.last = this;
  }
  close() {
    this.closed = true;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('browser triggers', () => {
  test('online, sign-in, tab visible and the service worker’s SYNC_WAKE start a sync; stop detaches', () => {
    const worker = new EventTarget();
    Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
    const engine = testEngine(freshDb(), new FakeSyncServer(), testSession(alice.userId));
    const syncNow = vi.spyOn(engine, 'syncNow').mockResolvedValue('synced');
    const requestSync = vi.spyOn(engine, 'requestSync').mockImplementation(() => undefined);
    const onSessionChange = vi.fn();
    attachBrowserTriggers(engine, { baseUrl: '/api', getToken: () => 't', onSessionChange });

    window.dispatchEvent(new Event('online'));
    expect(requestSync).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('booth-session'));
    expect(onSessionChange).toHaveBeenCalledTimes(1);
    expect(syncNow).toHaveBeenCalledTimes(1);
    worker.dispatchEvent(new MessageEvent('message', { data: { type: 'SYNC_WAKE' } }));
    worker.dispatchEvent(new MessageEvent('message', { data: { type: 'SKIP_WAITING' } }));
    expect(syncNow).toHaveBeenCalledTimes(2);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(requestSync).toHaveBeenCalledTimes(2);

    engine.stop();
    window.dispatchEvent(new Event('online'));
    worker.dispatchEvent(new MessageEvent('message', { data: { type: 'SYNC_WAKE' } }));
    expect(requestSync).toHaveBeenCalledTimes(2);
    expect(syncNow).toHaveBeenCalledTimes(2);
  });

  test('a server poke over SSE asks for a sync; the token rides in the URL', () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const onPoke = vi.fn();
    const stream = connectEvents('/api', () => 'tok en', onPoke);
    const source = FakeEventSource.last!;
    expect(source.url).toBe('/api/events?token=tok%20en');
    source.dispatchEvent(new Event('poke'));
    expect(onPoke).toHaveBeenCalledTimes(1);
    stream.reconnect();
    expect(source.closed).toBe(true);
    expect(FakeEventSource.last).not.toBe(source);
    stream.close();
    expect(FakeEventSource.last!.closed).toBe(true);
  });

  test('without a token no stream is opened', () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    FakeEventSource.last = null;
    connectEvents('/api', () => null, vi.fn());
    expect(FakeEventSource.last).toBeNull();
  });
});
