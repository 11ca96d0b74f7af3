// The idle watchers: a child process of the benchmark (its own event loop and memory, so the
// streams cost the load generator nothing) that opens thousands of event streams through the
// balancer, one connection each as EventSource holds it, and reports over IPC when they are all
// open, how many it lost, and for a wave (one mark that pokes them all) when each stream had
// its poke. Commands: open {urls}, wave (start listening for the next poke), report {sentAt},
// close.
import { openEventStream } from './http-client.ts';
import type { EventStream } from './http-client.ts';

export type HolderCommand =
  | { cmd: 'open'; urls: string[]; concurrency: number }
  | { cmd: 'wave' }
  | { cmd: 'report'; sentAt: number }
  | { cmd: 'close' };

export type HolderAnswer =
  | { type: 'opened'; open: number; failed: number; ms: number; errors: string[] }
  | { type: 'report'; streams: number; received: number; p50: number; p95: number; max: number }
  | { type: 'closed'; lost: number };

type Held = { stream?: EventStream; ready: boolean; pokedAt?: number };

const held: Held[] = [];
let lost = 0;
let closing = false;
let waveOpen = false;
const send = (answer: HolderAnswer) => process.send?.(answer);

async function open(urls: string[], concurrency: number): Promise<void> {
  const started = performance.now();
  const errors: string[] = [];
  let failed = 0;
  let next = 0;
  const one = (url: string) =>
    new Promise<void>((resolve) => {
      const h: Held = { ready: false };
      h.stream = openEventStream(
        url,
        (name, at) => {
          if (name === 'ready') {
            h.ready = true;
            resolve();
          }
          if (name === 'poke' && waveOpen && h.pokedAt === undefined) h.pokedAt = at;
        },
        (why) => {
          if (closing) return;
          if (h.ready) lost += 1;
          else failed += 1;
          if (errors.length < 5) errors.push(why);
          resolve();
        },
      );
      held.push(h);
    });
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < urls.length) await one(urls[next++]!);
    }),
  );
  send({
    type: 'opened',
    open: held.filter((h) => h.stream?.open).length,
    failed,
    ms: performance.now() - started,
    errors,
  });
}

function report(sentAt: number): void {
  const times = held
    .filter((h) => h.pokedAt !== undefined)
    .map((h) => h.pokedAt! - sentAt)
    .sort((a, b) => a - b);
  const at = (p: number) =>
    times[Math.min(times.length - 1, Math.ceil(times.length * p) - 1)] ?? NaN;
  send({
    type: 'report',
    streams: held.filter((h) => h.stream?.open).length,
    received: times.length,
    p50: at(0.5),
    p95: at(0.95),
    max: times.at(-1) ?? NaN,
  });
}

process.on('message', (m: HolderCommand) => {
  if (m.cmd === 'open') void open(m.urls, m.concurrency);
  if (m.cmd === 'wave') {
    for (const h of held) h.pokedAt = undefined;
    waveOpen = true;
  }
  if (m.cmd === 'report') report(m.sentAt);
  if (m.cmd === 'close') {
    closing = true;
    for (const h of held.splice(0)) h.stream?.close();
    closing = false;
    send({ type: 'closed', lost });
  }
});
process.on('disconnect', () => process.exit(0));
