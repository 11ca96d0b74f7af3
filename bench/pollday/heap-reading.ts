// A memory reading that a garbage collection in the middle cannot spoil: the process runs with
// --inspect on a loopback port, and through the inspector (Chrome DevTools Protocol over a
// WebSocket; Node 20 needs --experimental-websocket, see package.json) it collects garbage,
// then says its JavaScript heap; the resident size is read from /proc right after.
import { residentMb } from './cpu-meter.ts';

export type HeapReading = { heapMb: number; rssMb: number };

type Target = { webSocketDebuggerUrl: string };

async function inspect(port: number, methods: string[]): Promise<unknown[]> {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as Target[];
  const socket = new WebSocket(targets[0]!.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  try {
    const results: unknown[] = [];
    for (const [i, method] of methods.entries()) {
      results.push(
        await new Promise((resolve, reject) => {
          const onMessage = (e: MessageEvent) => {
            const m = JSON.parse(String(e.data)) as {
              id?: number;
              result?: unknown;
              error?: unknown;
            };
            if (m.id !== i + 1) return;
            socket.removeEventListener('message', onMessage);
            if (m.error) reject(new Error(`${method}: ${JSON.stringify(m.error)}`));
            else resolve(m.result);
          };
          socket.addEventListener('message', onMessage);
          socket.send(JSON.stringify({ id: i + 1, method }));
        }),
      );
    }
    return results;
  } finally {
    socket.close();
  }
}

/** Collect garbage in the process behind `inspectPort`, then read its heap and resident size. */
export async function heapReading(pid: number, inspectPort: number): Promise<HeapReading> {
  const [, , usage] = await inspect(inspectPort, [
    'HeapProfiler.collectGarbage',
    'HeapProfiler.collectGarbage',
    'Runtime.getHeapUsage',
  ]);
  const used = (usage as { usedSize: number }).usedSize;
  return { heapMb: Math.round((used / 1048576) * 10) / 10, rssMb: residentMb(pid) };
}
