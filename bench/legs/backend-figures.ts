// The figures of the push and pull legs, with the notes a reader needs to trust them.
import type { Figure } from '../lib/report.ts';
import type { PullResult } from '../node/pull-bench.ts';
import type { PushResult } from '../node/push-bench.ts';
import type { Plan } from './leg-context.ts';

type NewFigure = Omit<Figure, 'ratio' | 'met'>;
export type Backend = 'pglite' | 'postgres';
export const BACKEND_NAMES: Record<Backend, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

export function pushFigure(
  backend: Backend,
  push: PushResult,
  load: string,
  plan: Plan,
): NewFigure {
  return {
    id: `push-${backend}`,
    label: `Push ${BACKEND_NAMES[backend]} (${plan.clients} clients, HTTP)`,
    unit: 'records/s',
    value: push.push.perSecond,
    baseline: { label: 'bare multi-row INSERT', value: push.floor.perSecond },
    target:
      backend === 'pglite'
        ? { kind: 'min', value: 5000 }
        : { kind: 'above', figureId: 'push-pglite' },
    notes: [
      `${push.push.records} records in ${push.push.ms} ms over ${push.requests} requests of ${plan.batchSize}; slowest request ${push.slowestRequestMs} ms; refused mutations ${push.errors}; ${load}`,
      `server process CPU: push ${push.serverCpuSeconds.push} s, floor ${push.serverCpuSeconds.floor} s${backend === 'pglite' ? '; PGlite runs inside it' : '; PostgreSQL backends not included'}`,
    ],
  };
}

export function pullFigure(
  backend: Backend,
  pull: PullResult,
  load: string,
  diagnostic = false,
): NewFigure {
  const m = pull.serverMemory;
  return {
    id: `pull-${backend}${diagnostic ? '-analyzed' : ''}`,
    label: diagnostic
      ? `Pull ${BACKEND_NAMES[backend]} after ANALYZE records (diagnostic; the server never runs it)`
      : `Pull ${BACKEND_NAMES[backend]} (coordinator, pages of ${pull.pageSize}, HTTP)`,
    unit: 'records/s',
    value: pull.pull.perSecond,
    baseline: { label: 'bare keyset-paged SELECT', value: pull.floor.perSecond },
    notes: [
      `${pull.pull.records} records in ${pull.pull.ms} ms, ${pull.pages} pages, out of order ${pull.outOfOrder}; ${load}`,
      `server memory while paging: RSS ${m.first.rssMb} → peak ${m.peak.rssMb} → last ${m.last.rssMb} MB, heapUsed ${m.first.heapUsedMb} → peak ${m.peak.heapUsedMb} → last ${m.last.heapUsedMb} MB (${m.samples} samples)`,
      `mid-table page plan: ${planSummary(pull.plan)}`,
    ],
  };
}

/** The plan's top node, its access path and its execution time, on one line. */
export function planSummary(plan: string[]): string {
  const nodes = plan
    .filter((l) => /(Scan|Sort|Limit|BitmapOr)/.test(l) && !l.includes('Method'))
    .map((l) =>
      l
        .trim()
        .replace(/^->\s*/, '')
        .replace(/\s*\(cost=.*$/, ''),
    );
  const time = plan.find((l) => l.startsWith('Execution Time'));
  return `${nodes.join(' › ')}; ${time ?? ''}`;
}
