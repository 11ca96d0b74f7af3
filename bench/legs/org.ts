// The organisation the benchmarks use: one assembly with booths = polling parts, grouped in
// mandals and blocks (scope paths of docs/decisions/areas-accounts.md), plus the accounts working in it.
import { assignScope, signUpAndIn } from '../node/http-client.ts';
import type { Session } from '../node/http-client.ts';

export const ASSEMBLY_SCOPE = 'up/lucknow/lucknow-central';

/** Scope of the booth serving polling part `part` (20 parts a mandal, 5 mandals a block). */
export function boothScope(part: number): string {
  const mandal = Math.ceil(part / 20);
  const block = Math.ceil(mandal / 5);
  return `${ASSEMBLY_SCOPE}/block-${block}/mandal-${mandal}/booth-${part}`;
}

export type Worker = { session: Session; scope: string };
export type Org = { admin: Session; coordinator: Session; workers: Worker[] };

/**
 * Sign up the admin (first account), an assembly coordinator and `workers` booth workers, and
 * let the admin assign their scopes. Worker k works in booth `firstPart(k)`.
 */
export async function createOrg(
  base: string,
  tag: string,
  workers: number,
  firstPart: (k: number) => number,
): Promise<Org> {
  const admin = await signUpAndIn(base, 'Bench Admin', `admin@${tag}.bench.test`);
  const coordinator = await signUpAndIn(base, 'Assembly Coordinator', `coord@${tag}.bench.test`);
  await assignScope(base, admin, coordinator.user.booth_id, ASSEMBLY_SCOPE);
  const list: Worker[] = [];
  for (let k = 0; k < workers; k++) {
    const session = await signUpAndIn(base, `Booth Worker ${k}`, `worker${k}@${tag}.bench.test`);
    const scope = boothScope(firstPart(k));
    await assignScope(base, admin, session.user.booth_id, scope);
    list.push({ session, scope });
  }
  return { admin, coordinator, workers: list };
}
