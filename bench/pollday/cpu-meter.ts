// Where the CPU of a measurement went, per part of the deployment: each app server, HAProxy,
// PostgreSQL's backends serving this run's database (found in pg_stat_activity, read from
// /proc/<pid>/stat every second, so one that exits loses at most its last second), PostgreSQL's
// shared background processes (WAL writer, checkpointer, …: server-wide, so anyone else's
// writes land there too), the load generator (this process) and the stream holder. All on the
// same cores: the machine's load average is kept beside every window.
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import type pg from 'pg';

const TICKS_PER_SECOND = 100;

export type CpuSeconds = {
  app1: number;
  app2: number;
  haproxy: number;
  /** Backends (and autovacuum workers) of this run's database. */
  postgres: number;
  /** WAL writer, checkpointer, background writer, …: shared by every database on the server. */
  postgresBackground: number;
  loadGenerator: number;
  streamHolder: number;
};

export type CpuWindow = {
  seconds: number;
  cpu: CpuSeconds;
  /** 1-minute load average at the start and the end. */
  load: [number, number];
  cores: number;
};

export type MeteredPids = { app1: number; app2: number; haproxy: number; streamHolder?: number };

/** utime + stime of a process (all its threads), in ticks; 0 when it is gone. */
export function processTicks(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** Resident memory of a process, in MiB (0 when it is gone). */
export function residentMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return Math.round((kb / 1024) * 10) / 10;
  } catch {
    return 0;
  }
}

const BACKGROUND = new Set([
  'walwriter',
  'checkpointer',
  'background writer',
  'autovacuum launcher',
  'logical replication launcher',
]);

type Tracked = { ours: boolean; base: number; last: number };

export class CpuMeter {
  constructor(
    private readonly monitor: pg.Client,
    private readonly dbName: string,
    private readonly pids: () => MeteredPids,
  ) {}

  /** Start a window; `end()` closes it and gives its CPU seconds per part. */
  async begin(): Promise<{ end(): Promise<CpuWindow> }> {
    const started = performance.now();
    const load0 = loadavg()[0]!;
    const pids = this.pids();
    const fixed = {
      app1: processTicks(pids.app1),
      app2: processTicks(pids.app2),
      haproxy: processTicks(pids.haproxy),
      streamHolder: pids.streamHolder ? processTicks(pids.streamHolder) : 0,
    };
    const self = process.cpuUsage();
    const tracked = new Map<number, Tracked>();
    const scan = async (first: boolean) => {
      const { rows } = await this.monitor.query<{
        pid: number;
        datname: string | null;
        backend_type: string;
      }>('SELECT pid, datname, backend_type FROM pg_stat_activity');
      for (const r of rows) {
        const ours =
          r.datname === this.dbName &&
          (r.backend_type === 'client backend' || r.backend_type === 'autovacuum worker');
        if (!ours && !BACKGROUND.has(r.backend_type)) continue;
        const ticks = processTicks(r.pid);
        const known = tracked.get(r.pid);
        if (known) known.last = Math.max(known.last, ticks);
        // A backend first seen after the window opened started inside it: all its time counts.
        else tracked.set(r.pid, { ours, base: first ? ticks : 0, last: ticks });
      }
    };
    await scan(true);
    const timer = setInterval(() => void scan(false).catch(() => undefined), 1_000);
    return {
      end: async () => {
        clearInterval(timer);
        await scan(false);
        const pg = { ours: 0, background: 0 };
        for (const t of tracked.values()) pg[t.ours ? 'ours' : 'background'] += t.last - t.base;
        const used = process.cpuUsage(self);
        const now = this.pids();
        const ticks = (pid: number | undefined, base: number) =>
          pid ? (processTicks(pid) - base) / TICKS_PER_SECOND : 0;
        return {
          seconds: (performance.now() - started) / 1000,
          cpu: {
            app1: ticks(now.app1, fixed.app1),
            app2: ticks(now.app2, fixed.app2),
            haproxy: ticks(now.haproxy, fixed.haproxy),
            postgres: pg.ours / TICKS_PER_SECOND,
            postgresBackground: pg.background / TICKS_PER_SECOND,
            loadGenerator: (used.user + used.system) / 1e6,
            streamHolder: ticks(now.streamHolder, fixed.streamHolder),
          },
          load: [load0, loadavg()[0]!],
          cores: cpus().length,
        };
      },
    };
  }
}
