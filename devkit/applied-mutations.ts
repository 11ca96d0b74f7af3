// Reads back, straight from the database, which of the simulated phones' mutations were
// applied: the proof that a restart or a crash lost nothing acknowledged and applied no batch
// in part.
import type { Database } from '../server/db/database.ts';
import type { PhoneLog } from './keepalive-phones.ts';

export type AppliedCheck = {
  clientId: string;
  acked: number;
  lastMutationId: number;
  /** Mutation ids in 1..lastMutationId with no stored record. */
  missing: number[];
  /** Mutation ids stored more than once, or beyond lastMutationId (a batch applied in part). */
  extra: number[];
};

export async function checkApplied(db: Database, phones: PhoneLog[]): Promise<AppliedCheck[]> {
  const checks: AppliedCheck[] = [];
  for (const phone of phones) {
    const last = await db.query<{ n: number }>(
      'SELECT last_mutation_id::int AS n FROM sync_clients WHERE client_id = $1',
      [phone.clientId],
    );
    const lastMutationId = last.rows[0]?.n ?? 0;
    const { rows } = await db.query<{ name: string }>(
      "SELECT fields->>'firstName' AS name FROM records WHERE tbl = 'voters' AND fields->>'firstName' LIKE $1",
      [`${phone.clientId}#%`],
    );
    const seen = new Map<number, number>();
    for (const r of rows) {
      const n = Number(r.name.split('#')[1]);
      seen.set(n, (seen.get(n) ?? 0) + 1);
    }
    const missing: number[] = [];
    for (let n = 1; n <= lastMutationId; n += 1) if (!seen.has(n)) missing.push(n);
    const extra = [...seen].filter(([n, count]) => count > 1 || n > lastMutationId).map(([n]) => n);
    checks.push({ clientId: phone.clientId, acked: phone.acked, lastMutationId, missing, extra });
  }
  return checks;
}
