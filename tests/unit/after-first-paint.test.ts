// What waits for the first painted frame (the sync engine, the home's figures) runs after a
// frame's callbacks, and still runs in a page that paints no frame (a tab opened hidden).
import { afterEach, describe, expect, it, vi } from 'vitest';

const load = async () => {
  vi.resetModules();
  return import('../../src/components/after-first-paint.ts');
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('afterFirstPaint', () => {
  it('runs after the first frame, and at once from then on', async () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    const { afterFirstPaint } = await load();
    const ran: string[] = [];
    afterFirstPaint(() => ran.push('engine'));
    afterFirstPaint(() => ran.push('figures'));
    expect(frames).toHaveLength(1);
    frames[0]!(0);
    expect(ran).toEqual([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(ran).toEqual(['engine', 'figures']);
    afterFirstPaint(() => ran.push('badge'));
    expect(ran).toEqual(['engine', 'figures', 'badge']);
    await vi.advanceTimersByTimeAsync(2000);
    expect(ran).toHaveLength(3);
  });

  it('runs after a second in a page that paints no frame', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const { afterFirstPaint } = await load();
    const ran: string[] = [];
    afterFirstPaint(() => ran.push('engine'));
    await vi.advanceTimersByTimeAsync(999);
    expect(ran).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(ran).toEqual(['engine']);
  });
});
