// CPU seconds used by a process tree, read from /proc (Linux). The machine is shared, so
// wall-clock figures move with other people's load; CPU time of our own processes does not,
// and is reported next to them as the steadier comparison.
import { readFileSync, readdirSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

type Proc = { pid: number; ppid: number; comm: string; cpuTicks: number };

function readProcs(): Proc[] {
  const procs: Proc[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // comm may contain spaces and parentheses: the fields start after the last ')'.
      const close = stat.lastIndexOf(')');
      const fields = stat.slice(close + 2).split(' ');
      procs.push({
        pid: Number(entry),
        ppid: Number(fields[1]),
        comm: stat.slice(stat.indexOf('(') + 1, close),
        cpuTicks: Number(fields[11]) + Number(fields[12]),
      });
    } catch {
      // The process ended between listing and reading: it has nothing left to count.
    }
  }
  return procs;
}

/** CPU seconds (user + system) of live processes below `rootPid` whose name matches. */
export function descendantCpuSeconds(rootPid: number, name: RegExp): number {
  const procs = readProcs();
  const children = new Map<number, Proc[]>();
  for (const p of procs) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p]);
  let ticks = 0;
  const stack = [...(children.get(rootPid) ?? [])];
  while (stack.length) {
    const p = stack.pop()!;
    if (name.test(p.comm)) ticks += p.cpuTicks;
    stack.push(...(children.get(p.pid) ?? []));
  }
  return ticks / TICKS_PER_SECOND;
}

/** True where /proc exists, so callers can leave the CPU readings out elsewhere. */
export function canReadProc(): boolean {
  try {
    readdirSync('/proc/self');
    return true;
  } catch {
    return false;
  }
}
