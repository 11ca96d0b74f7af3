// The app's fan-out check alone, in this process: server/services/event-bus.ts with `streams`
// subscribers of another district, and changes like a push's (one booth's scope, its phone as
// owner) published to it. Every change a server hears — its own pushes and every other
// server's, by NOTIFY — is checked against every stream it holds, so this cost grows with
// pushes × streams across the whole deployment. Timed per check, beside the same loop over
// the same subscribers doing only a string comparison (the least a check can cost).
import { randomUUID } from 'node:crypto';
import type { Database } from '../../server/db/database.ts';
import { createEventBus } from '../../server/services/event-bus.ts';

export type DeliverCheck = {
  streams: number;
  changes: number;
  nsPerCheck: number;
  bareNsPerCheck: number;
  /** Streams the changes concerned (none: the subscribers are elsewhere). */
  matched: number;
};

export function deliverCheck(streams: number, changes: number, scope: string): DeliverCheck {
  // The bus needs the database only for users whose scope changed (none here) and to know it
  // is PostgreSQL (so a change is delivered to this server's own streams only).
  const bus = createEventBus({ kind: 'postgres' } as unknown as Database, (err) => {
    throw err;
  });
  const callers = Array.from({ length: streams }, () => ({
    id: randomUUID(),
    role: 'worker' as const,
    scope: scope,
  }));
  for (const caller of callers)
    bus.subscribe(
      caller,
      () => undefined,
      () => undefined,
    );
  const change = () => ({ scopes: ['up/bench/ac1/k1/m001/b001'], owners: [randomUUID()] });
  const time = (fn: () => void) => {
    for (let i = 0; i < Math.min(20, changes); i++) fn(); // warm up the JIT
    const start = process.hrtime.bigint();
    for (let i = 0; i < changes; i++) fn();
    return Number(process.hrtime.bigint() - start) / (changes * streams);
  };
  const nsPerCheck = time(() => bus.publish(change()));
  let hits = 0;
  const bareNsPerCheck = time(() => {
    const c = change();
    for (const caller of callers) if (caller.scope === c.scopes[0]) hits += 1;
  });
  void bus.close();
  return { streams, changes, nsPerCheck, bareNsPerCheck, matched: hits };
}
