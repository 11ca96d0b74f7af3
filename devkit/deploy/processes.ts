// The processes a run of the district recipe starts (app servers, HAProxy: npm run test:deploy
// and npm run bench:pollday) and the cleanup that stops them and undoes the rest, even when the
// run fails.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { ROOT } from './context.ts';

export type Proc = { name: string; child: ChildProcess; exited: Promise<number | null> };
export const processes = new Set<Proc>();
export const cleanups: (() => Promise<void> | void)[] = [];

export function run(
  name: string,
  cmd: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  stdoutFile: string,
  stderrFile: string,
): Proc {
  const out = openSync(stdoutFile, 'a');
  const err = openSync(stderrFile, 'a');
  const child = spawn(cmd, args, { cwd: ROOT, env, stdio: ['ignore', out, err] });
  closeSync(out);
  closeSync(err);
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? (signal ? -1 : null)));
    child.once('error', () => resolve(-2));
  });
  const proc = { name, child, exited };
  processes.add(proc);
  void exited.then(() => processes.delete(proc));
  return proc;
}

export async function stopAll(): Promise<void> {
  for (const p of [...processes]) p.child.kill('SIGKILL');
  await Promise.all([...processes].map((p) => p.exited));
}

let cleaning: Promise<void> | undefined;
/** Kill what we started, then undo the rest newest first; once, however often it is called. */
export function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    await stopAll();
    for (const fn of cleanups.reverse()) {
      try {
        await fn();
      } catch (err) {
        console.error(`cleanup: ${(err as Error).message}`);
      }
    }
  })();
  return cleaning;
}

export function tail(file: string, lines = 15): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no output)';
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}
