// What a person's answer does to a part that met voters of another list (issue 43, asks.ts).
// "Replace": the file's list goes in place of the voters the part held (the demo's made-up
// voters, an earlier file that was not this list). Each row becomes a voter; a held voter with
// the row's EPIC is that elector, so it stays (its id, and with it the visits, marks and
// follow-ups the booth recorded) and takes the row's particulars; every other held voter of the
// part is removed. "Take it as the new edition": the rows are laid over the held voters as a
// new revision is (edition.ts), so those it leaves out are marked cut, never deleted. Either
// way, never two lists of one part side by side.
import { deterministicUuid } from '../../../src/domain/hash-id.ts';
import type { PartOps, StoredVoter } from './edition.ts';
import { revisionLabel } from '../../../src/domain/roll-status.ts';
import type { PublishPart, PublishRow } from './voter-fields.ts';
import { newVoterFields } from './voter-fields.ts';

const epicOf = (v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : '');

/** Roll particulars a held voter loses when the new row has none of its own. */
const CLEARED = [
  'firstNameHi',
  'lastNameHi',
  'relationHi',
  'sectionName',
  'rollEdition',
  'rollDeleted',
  'rollMissingIn',
  'rollBack',
  'asd',
] as const;

/** The patch bringing a held voter to the row: its fields, and stale roll text cleared. */
function replacing(stored: Record<string, unknown>, fields: Record<string, unknown>) {
  const wanted: Record<string, unknown> = { ...fields };
  for (const key of CLEARED) if (!(key in fields) && stored[key]) wanted[key] = '';
  const patch = Object.entries(wanted).filter(([k, v]) => stored[k] !== v);
  return patch.length ? Object.fromEntries(patch) : null;
}

/** The mutations putting the rows in place of the part's `held` voters. */
export function replaceOps(
  rows: (PublishRow & { id: string })[],
  held: StoredVoter[],
  part: PublishPart,
  ctx: { place?: string },
): PartOps {
  const byEpic = new Map<string, StoredVoter>();
  for (const v of held) {
    const epic = epicOf(v.fields.voterId);
    if (epic && !byEpic.has(epic)) byEpic.set(epic, v);
  }
  const kept = new Set<string>();
  const ops: PartOps['ops'] = [];
  const rowOf = new Map<string, string>();
  let created = 0;
  let updated = 0;
  for (const row of rows) {
    const fields = newVoterFields(row, part) as Record<string, unknown>;
    const voter = byEpic.get(epicOf(row.fields.epic));
    if (voter && !kept.has(voter.id)) {
      kept.add(voter.id);
      const patch = replacing(voter.fields, fields);
      if (patch) {
        ops.push({ table: 'voters', id: voter.id, op: 'patch', fields: patch });
        rowOf.set(voter.id, row.id);
        updated += 1;
      }
      continue;
    }
    // The same row always makes the same voter: a publish run again patches, never doubles.
    const id = deterministicUuid(`roll-row:${row.id}`);
    ops.push({
      table: 'voters',
      id,
      op: 'put',
      fields: ctx.place ? { ...fields, scope: ctx.place } : fields,
    });
    rowOf.set(id, row.id);
    created += 1;
  }
  for (const v of held)
    if (!kept.has(v.id)) ops.push({ table: 'voters', id: v.id, op: 'delete', fields: {} });
  return { ops, rowOf, created, updated };
}

/** The revision held voters of no (or the same) revision are compared as: an older list. */
export const EARLIER_LIST = 'Earlier list';

/**
 * The part and held voters as edition.ts compares them when the person takes the file as a new
 * edition: a file that names no revision is the revision of its import day, and held voters of
 * no revision, or of the file's own, are an earlier list — so it is a new revision, and the held
 * voters it leaves out are cut in it. Only the comparison sees the earlier label; nothing
 * writes it.
 */
export function asNewEdition(
  part: PublishPart,
  held: StoredVoter[],
  rows: readonly PublishRow[],
  importDay: string,
): { part: PublishPart; held: StoredVoter[] } {
  // The label edition.ts reads off the new voters.
  const labelOf = (p: PublishPart) => (rows[0] ? revisionLabel(newVoterFields(rows[0], p)) : '');
  const revised = labelOf(part)
    ? part
    : { ...part, info: { ...part.info, revision: `Roll imported ${importDay}` } };
  const label = labelOf(revised);
  const earlier = (v: StoredVoter) => {
    const own = revisionLabel(v.fields);
    return own && own !== label
      ? v
      : { ...v, fields: { ...v.fields, rollEdition: EARLIER_LIST, rollPublished: undefined } };
  };
  return { part: revised, held: held.map(earlier) };
}
