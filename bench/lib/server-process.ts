// Starts the real server (buildApp) in a child process and talks to it over IPC.
import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { CommandName, Commands, Ready, Reply } from '../server/rpc.ts';

const ENTRY = fileURLToPath(new URL('../server/bench-server.ts', import.meta.url));

export type ServerOptions = {
  /** 'pglite' (on disk, in a temporary folder) or a postgres:// URL. */
  database: 'pglite' | string;
  staticDir?: string;
};

export type ServerProcess = {
  url: string;
  dbKind: string;
  pid: number;
  call<K extends CommandName>(cmd: K, args: Commands[K]['args']): Promise<Commands[K]['result']>;
  stop(): Promise<void>;
};

export async function startServer(opts: ServerOptions): Promise<ServerProcess> {
  const child: ChildProcess = fork(ENTRY, [], {
    // BENCH_SERVER_PROFILE=<dir> writes a CPU profile of the server process there (finding
    // out where a missed target's time goes); --expose-gc lets memory readings start clean.
    execArgv: [
      '--import',
      'tsx',
      '--expose-gc',
      ...(process.env.BENCH_SERVER_PROFILE
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_SERVER_PROFILE}`]
        : []),
    ],
    env: {
      ...process.env,
      BENCH_DATABASE: opts.database,
      BENCH_STATIC_DIR: opts.staticDir ?? '',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let nextId = 1;

  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`bench server exited early (${code})`)));
    child.once('message', (m) => resolve(m as Ready));
  });
  child.removeAllListeners('exit');
  child.on('exit', (code) => {
    for (const p of pending.values()) p.reject(new Error(`bench server exited (${code})`));
    pending.clear();
  });
  child.on('message', (m) => {
    const reply = m as Reply;
    const p = pending.get(reply.id);
    if (!p) return;
    pending.delete(reply.id);
    if (reply.ok) p.resolve(reply.result);
    else p.reject(new Error(reply.error));
  });

  return {
    url: ready.url,
    dbKind: ready.dbKind,
    pid: child.pid ?? 0,
    call: <K extends CommandName>(cmd: K, args: Commands[K]['args']) =>
      new Promise<Commands[K]['result']>((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve: (v) => resolve(v as Commands[K]['result']), reject });
        child.send({ id, cmd, args });
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        // SIGTERM lets the server close the database cleanly (PGlite flushes to disk).
        child.kill('SIGTERM');
      }),
  };
}
