// What a part must be told before it is published (issue 43, src/domain/roll-asks.ts): the
// state or district its file does not name, when the import builds the tree above its assembly
// (the person's answer is kept for the whole job, so it is asked once), and whether the voters
// the part already holds are this file's list or another one (the demo, an earlier file):
// two lists of one part are never put side by side, the person chooses.
import type { AreaFields } from '../../../src/domain/areas.ts';
import type { RollPartAsk, RollPlace } from '../../../src/domain/roll-asks.ts';
import type { RollAreasPlan, RollPartInfo } from '../../../src/domain/roll-areas.ts';
import type { RollRowFields } from '../../../src/domain/roll-jobs.ts';
import type { Queryable } from '../../db/database.ts';
import type { PublishPart } from './voter-fields.ts';

/**
 * The state and district a person gave for the job's files (empty when not asked), and the day
 * the job began (the revision of a file that names none, taken as a new edition).
 */
export async function jobAnswers(
  db: Queryable,
  jobId: string,
): Promise<{ place: RollPlace; day: string }> {
  const { rows } = await db.query<{ place: RollPlace | null; created_at: Date | string }>(
    'SELECT place, created_at FROM roll_jobs WHERE id = $1',
    [jobId],
  );
  const day = new Date(rows[0]?.created_at ?? Date.now()).toISOString().slice(0, 10);
  return { place: rows[0]?.place ?? {}, day };
}

/** What the part says of where it lies, the file's own names first, then the person's. */
export function placeInfo(part: PublishPart, place: RollPlace): RollPartInfo {
  const { info } = part;
  const state = info.state || place.state;
  const district = info.district || place.district;
  return {
    part: part.partNumber,
    ...(part.assemblyNumber !== null ? { assemblyNumber: part.assemblyNumber } : {}),
    ...(part.assemblyName ? { assemblyName: part.assemblyName } : {}),
    ...(info.pollingStation ? { pollingStation: info.pollingStation } : {}),
    ...(state ? { state } : {}),
    ...(district ? { district } : {}),
    ...(info.districtNumber !== undefined ? { districtNumber: info.districtNumber } : {}),
  };
}

/** The plan's question about the part's state or district, if it has one. */
export function placeAsk(plan: RollAreasPlan, part: number): RollPartAsk | null {
  const ask = plan.asks.find((a) => a.part === part);
  return ask ? { kind: 'place', missing: ask.missing } : null;
}

type Held = { scope: string; fields: Record<string, unknown> };

const epicOf = (v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : '');
const hasSerial = (f: Record<string, unknown>) =>
  typeof f.serialNumber === 'number' && f.serialNumber >= 1;

/**
 * Whether the part's voters held are another list than the file's rows, and then the question.
 * A list is voters from a roll (with a serial): a voter a worker typed in is paired as ever.
 * It is the same list — another revision or script of it, a page of it, the same file again, a
 * supplement on its own — when at least half of the smaller side shares an EPIC with the other;
 * otherwise (the demo's made-up voters under a real file, say) the person is asked.
 */
export function clashOf(
  rows: readonly { fields: Pick<RollRowFields, 'epic' | 'list' | 'deleted'> }[],
  held: readonly Held[],
  areas: readonly AreaFields[],
): RollPartAsk | null {
  const list = held.filter((v) => hasSerial(v.fields));
  if (!list.length || supplementOnly(rows)) return null;
  const heldEpics = new Set(list.map((v) => epicOf(v.fields.voterId)).filter(Boolean));
  const rowEpics = rows.map((r) => epicOf(r.fields.epic)).filter(Boolean);
  const paired = rowEpics.filter((e) => heldEpics.has(e)).length;
  const smaller = Math.min(heldEpics.size, rowEpics.length);
  if (smaller > 0 && paired * 2 >= smaller) return null;
  const booth = areas.find((a) => a.path === mostCommon(list.map((v) => v.scope)))?.name;
  return {
    kind: 'clash',
    held: list.length,
    paired,
    rows: rows.length,
    ...(booth ? { booth } : {}),
  };
}

/**
 * A supplement's file on its own (its additions and deletions, no main list) changes the list
 * held, electors it adds are new by definition: it is laid over the part (edition.ts), not asked.
 */
const supplementOnly = (rows: readonly { fields: Pick<RollRowFields, 'list' | 'deleted'> }[]) =>
  rows.length > 0 && rows.every((r) => r.fields.list === 'additions' || r.fields.deleted);

function mostCommon(values: string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** Keep (or clear, with null) what the part waits to be told. */
export async function setAsk(db: Queryable, partId: string, ask: RollPartAsk | null) {
  await db.query('UPDATE roll_job_parts SET ask = $2 WHERE id = $1', [
    partId,
    ask ? JSON.stringify(ask) : null,
  ]);
}
