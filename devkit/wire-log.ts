// Bytes on the wire for one page, from CDP Network events of the page target: the service
// worker's own fetches (the precache) belong to the worker target and are not counted here.
import type { CDPSession } from 'playwright-core';

export type WireEntry = { url: string; bytes: number; fromServiceWorker: boolean };

export type WireLog = {
  entries: WireEntry[];
  total(): number;
  /** Resolves once no request has been in flight for `quietMs` (or after `maxMs`). */
  settle(quietMs?: number, maxMs?: number): Promise<void>;
};

export function logWire(cdp: CDPSession): WireLog {
  const urls = new Map<string, string>();
  const fromSw = new Set<string>();
  const inFlight = new Set<string>();
  const entries: WireEntry[] = [];
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', (e) => {
    urls.set(e.requestId, e.request.url);
    inFlight.add(e.requestId);
    lastActivity = Date.now();
  });
  cdp.on('Network.responseReceived', (e) => {
    if (e.response.fromServiceWorker) fromSw.add(e.requestId);
  });
  const done = (requestId: string, bytes: number) => {
    inFlight.delete(requestId);
    lastActivity = Date.now();
    const url = urls.get(requestId) ?? '?';
    entries.push({ url, bytes, fromServiceWorker: fromSw.has(requestId) });
  };
  cdp.on('Network.loadingFinished', (e) => done(e.requestId, e.encodedDataLength));
  cdp.on('Network.loadingFailed', (e) => done(e.requestId, 0));
  return {
    entries,
    total: () => entries.reduce((sum, e) => sum + e.bytes, 0),
    async settle(quietMs = 3000, maxMs = 90_000) {
      const started = Date.now();
      while (Date.now() - started < maxMs) {
        // An open event stream (/api/events) never finishes; it does not hold the page busy.
        const busy = [...inFlight].some((id) => !(urls.get(id) ?? '').includes('/api/events'));
        if (!busy && Date.now() - lastActivity >= quietMs) return;
        await new Promise((r) => setTimeout(r, 200));
      }
    },
  };
}
