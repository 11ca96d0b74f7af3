// The real server (`server/index.ts`) as a child process, as an operator runs it: signals,
// exit codes and a data directory that outlives the process. Used by the shutdown and crash
// tests and their benchmarks.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const ENTRY = fileURLToPath(new URL('../server/index.ts', import.meta.url));

export type ServerProcessOptions = {
  /** Embedded PGlite folder; ignored when `databaseUrl` is set. */
  dataDir?: string;
  databaseUrl?: string;
  port?: number;
  env?: Record<string, string>;
};

export type ServerProcess = {
  url: string;
  port: number;
  child: ChildProcess;
  /** Resolves with the exit code (or the signal's name) when the process has ended. */
  exited: Promise<number | string>;
  /** Output so far, for failure messages. */
  output(): string;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Start the server and wait until `/api/ready` answers 200. */
export async function startServerProcess(opts: ServerProcessOptions): Promise<ServerProcess> {
  const port = opts.port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG: 'off',
      ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : { DATABASE_URL: '' }),
      ...(opts.dataDir ? { DATA_DIR: opts.dataDir } : {}),
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server exited while starting:\n${log}`);
    if (Date.now() - started > 60_000) {
      child.kill('SIGKILL');
      throw new Error(`server not ready after 60 s:\n${log}`);
    }
    const ok = await fetch(`${url}/api/ready`)
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, port, child, exited, output: () => log };
}
