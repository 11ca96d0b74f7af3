// The benchmark's own child processes: the stream holder (stream-holder.ts), asked over IPC and
// answered in order, and the bare SSE servers of the baseline (bare-sse-server.ts). All are
// forked with tsx and registered with the run's cleanup, so a failed run leaves none behind.
import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { processes } from '../../devkit/deploy/processes.ts';
import type { HolderAnswer, HolderCommand } from './stream-holder.ts';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

function forked(name: string, file: string, args: string[], nodeArgs: string[] = []): ChildProcess {
  const child = fork(here(file), args, {
    execArgv: [...nodeArgs, '--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
  const proc = { name, child, exited };
  processes.add(proc);
  void exited.then(() => processes.delete(proc));
  return child;
}

export type Holder = {
  pid: number;
  ask<T extends HolderAnswer['type']>(
    command: HolderCommand,
    answer: T,
  ): Promise<Extract<HolderAnswer, { type: T }>>;
  tell(command: HolderCommand): void;
  stop(): void;
};

export function startHolder(): Holder {
  const child = forked('stream-holder', './stream-holder.ts', []);
  const waiting: { type: string; resolve(a: HolderAnswer): void }[] = [];
  child.on('message', (m: HolderAnswer) => {
    const i = waiting.findIndex((w) => w.type === m.type);
    if (i >= 0) waiting.splice(i, 1)[0]!.resolve(m);
  });
  return {
    pid: child.pid ?? 0,
    ask: (command, type) =>
      new Promise((resolve) => {
        waiting.push({ type, resolve: resolve as (a: HolderAnswer) => void });
        child.send(command);
      }),
    tell: (command) => child.send(command),
    stop: () => child.kill('SIGTERM'),
  };
}

/** A bare SSE server on `port` (its inspector on `inspectPort`); resolves once it listens. */
export function startBareSseServer(
  name: string,
  port: number,
  inspectPort: number,
): Promise<ChildProcess> {
  const child = forked(
    name,
    './bare-sse-server.ts',
    [String(port)],
    [`--inspect=127.0.0.1:${inspectPort}`],
  );
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`${name} exited (${code}) while starting`)));
  });
}
