// The coordinator's view of follow-ups (issue 25): per booth, how many supporters the roll put
// at risk, how many the booth followed up, filed a form for and got back on the roll; and per
// agent, the forms filed today against the Commission's daily limit. Pure.
import type { AreaRecord, FollowUpRecord } from '../../db/types.ts';
import { levelOf } from '../../domain/areas.ts';
import { latestEntries } from '../../domain/field-work.ts';
import { formsFiledOn } from '../../domain/follow-ups.ts';
import type { FollowUpItem } from './follow-ups-data.ts';

export type BoothCounts = {
  /** Supporters cut or on the ASD list, with those whose name is back since. */
  atRisk: number;
  /** Of them, with at least one follow-up entry. */
  followedUp: number;
  /** Of them, with a form filed (any entry). */
  filed: number;
  /** Of them, names back on the roll. */
  back: number;
};

export type BoothRow = BoothCounts & {
  key: string;
  /** The booth holding the parts; null for a part no booth on this phone holds. */
  booth: Pick<AreaRecord, 'path' | 'name' | 'nameHi'> | null;
  parts: number[];
};

const none = (): BoothCounts => ({ atRisk: 0, followedUp: 0, filed: 0, back: 0 });

/** Each booth (or lone part) with any supporter at risk, in the order of its first part. */
export function boothCounts(
  items: readonly FollowUpItem[],
  areas: readonly AreaRecord[],
): BoothRow[] {
  const boothOf = new Map<number, AreaRecord>();
  for (const a of areas)
    if (!a.deleted && levelOf(a.path) === 'booth') for (const p of a.parts ?? []) boothOf.set(p, a);
  const rows = new Map<string, BoothRow>();
  for (const item of items) {
    const part = item.voter.part;
    const booth = boothOf.get(part) ?? null;
    const key = booth ? `booth:${booth.path}` : `part:${part}`;
    let row = rows.get(key);
    if (!row) {
      row = {
        key,
        booth,
        parts: booth ? [...(booth.parts ?? [])].sort((a, b) => a - b) : [part],
        ...none(),
      };
      rows.set(key, row);
    }
    row.atRisk += 1;
    if (item.entries.length) row.followedUp += 1;
    if (item.entries.some((e) => e.form)) row.filed += 1;
    if (item.closed) row.back += 1;
  }
  return [...rows.values()].sort((a, b) => a.parts[0]! - b.parts[0]!);
}

/** The sum of the rows, for the whole area's line. */
export function totalCounts(rows: readonly BoothCounts[]): BoothCounts {
  const out = none();
  for (const r of rows) for (const k of Object.keys(out) as (keyof BoothCounts)[]) out[k] += r[k];
  return out;
}

export type AgentToday = { agentId: string; name: string; filed: number };

/**
 * Agents who filed a form on `day`, most first: counted as the limit counts them (each voter's
 * latest entry once, formsFiledOn), named by their latest entry.
 */
export function agentsOn(entries: readonly FollowUpRecord[], day: string): AgentToday[] {
  // The same agent key as formsFiledOn.
  const agentOf = (e: FollowUpRecord) => e.ownerId ?? e.by;
  const names = latestEntries(entries, agentOf, (e) => e.at);
  return [...formsFiledOn(entries, day)]
    .map(([agentId, filed]) => ({ agentId, filed, name: names.get(agentId)?.by || agentId }))
    .sort((a, b) => b.filed - a.filed || a.name.localeCompare(b.name));
}
