// The district's phones and coordinators in the load generator: one phone per booth and every
// coordinator, each with its own connection and its event stream held through the balancer;
// resolves once every stream has said `ready`. A stream that ends is counted as an error of
// the step it ended in.
import { waitFor } from '../../devkit/deploy/haproxy.ts';
import { BoothPhone } from './booth-phone.ts';
import type { RequestCounts } from './booth-phone.ts';
import { Coordinator } from './coordinator.ts';
import type { District } from './district-seed.ts';
import { SMOKE } from '../lib/smoke.ts';
import { MarkLedger } from './mark-ledger.ts';

export type PollDayClients = {
  phones: BoothPhone[];
  coordinators: Coordinator[];
  ledger: MarkLedger;
  counts: RequestCounts;
  lostStreams: string[];
  /** Resolves once every phone and coordinator is idle (a backlog worked off), or after a minute. */
  quiesce(): Promise<void>;
  stop(): Promise<void>;
};

export async function startClients(base: string, district: District): Promise<PollDayClients> {
  const ledger = new MarkLedger();
  const counts: RequestCounts = { pushes: 0, pulls: 0, summaries: 0 };
  const lostStreams: string[] = [];
  const phones = district.booths.map(
    (b) => new BoothPhone(b, base, ledger, counts, district.watchersPerMark),
  );
  const coordinators = district.watchers.map((w) => new Coordinator(w, base, ledger, counts));
  for (const c of [...phones, ...coordinators])
    c.openStream((why) => {
      lostStreams.push(why);
      ledger.error(c.step, `event stream lost: ${why}`);
    });
  await waitFor(
    'every phone and coordinator to hold its event stream',
    async () => [...phones, ...coordinators].every((c) => c.ready),
    60_000,
  );
  return {
    phones,
    coordinators,
    ledger,
    counts,
    lostStreams,
    quiesce: async () => {
      const all = [...phones, ...coordinators];
      for (const until = Date.now() + 60_000; Date.now() < until;) {
        if (all.every((c) => c.idle)) break;
        await new Promise((r) => setTimeout(r, 250));
      }
      await new Promise((r) => setTimeout(r, SMOKE ? 200 : 1_000));
    },
    stop: async () => {
      await Promise.all([...phones, ...coordinators].map((c) => c.stop()));
    },
  };
}
