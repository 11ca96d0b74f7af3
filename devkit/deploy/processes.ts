// The processes a run of the district recipe starts (app servers, HAProxy: npm run test:deploy
// and npm run bench:pollday) and the cleanup that stops them and undoes the rest, even when the
// run fails.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { Server } from 'node:net';
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

/**
 * `count` distinct free ports. The listeners are held open until all of them are bound: a port
 * just closed can be handed out again at once, so ports taken one after another could repeat
 * (an app server and a later one's inspector on the same port: EADDRINUSE at start).
 */
export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<Server>((resolve, reject) => {
          const srv = createServer();
          srv.once('error', reject);
          srv.listen(0, '127.0.0.1', () => resolve(srv));
        }),
    ),
  );
  const ports = servers.map((srv) => (srv.address() as { port: number }).port);
  await Promise.all(servers.map((srv) => new Promise((resolve) => srv.close(resolve))));
  return ports;
}
