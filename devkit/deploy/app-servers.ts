// App servers as docs/deploy.md runs them (`node --import tsx server/index.ts`, the same
// DATABASE_URL, their own PORT, TRUST_PROXY=1 behind one HAProxy), started and restarted by
// the runs of the recipe on one machine (npm run test:deploy, npm run bench:pollday). Each
// writes its JSON log and its standard error to files in `dir`.
import { join } from 'node:path';
import { Failure } from './context.ts';
import { waitFor } from './haproxy.ts';
import { run, tail } from './processes.ts';
import type { Proc } from './processes.ts';

export type AppServer = { name: string; port: number; proc?: Proc };

export type AppServerSettings = {
  databaseUrl: string;
  /** Where the logs go (`<name>.log`, `<name>.stderr`). */
  dir: string;
  /** More environment, e.g. LOG=off. */
  env?: NodeJS.ProcessEnv;
  /** Node options before the entry, e.g. --inspect=127.0.0.1:9229 for a memory reading. */
  nodeArgs?: string[];
};

export const appLogFile = (dir: string, s: AppServer) => join(dir, `${s.name}.log`);
const stderrFile = (dir: string, s: AppServer) => join(dir, `${s.name}.stderr`);

/** Start (or start again) one server; its process is also kept in `s.proc`. */
export function startAppServer(s: AppServer, settings: AppServerSettings): Proc {
  s.proc = run(
    s.name,
    process.execPath,
    [...(settings.nodeArgs ?? []), '--import', 'tsx', 'server/index.ts'],
    {
      ...process.env,
      DATABASE_URL: settings.databaseUrl,
      PORT: String(s.port),
      HOST: '127.0.0.1',
      TRUST_PROXY: '1',
      LOG: 'on',
      DATA_DIR: join(settings.dir, 'unused-data'),
      ...settings.env,
    },
    appLogFile(settings.dir, s),
    stderrFile(settings.dir, s),
  );
  return s.proc;
}

/** Resolves when the server answers /api/ready with 200; fails when it exits first. */
export function waitAppReady(s: AppServer, dir: string): Promise<void> {
  return Promise.race([
    waitFor(`${s.name} /api/ready`, async () => {
      const res = await fetch(`http://127.0.0.1:${s.port}/api/ready`);
      await res.body?.cancel();
      return res.status === 200;
    }),
    s.proc!.exited.then((code) => {
      throw new Failure(`${s.name} exited (${code}) while starting:\n${tail(stderrFile(dir, s))}`);
    }),
  ]);
}
