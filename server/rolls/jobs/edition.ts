// A part's rows over the voters held (issue 25): which row is which voter (paired as a new
// edition is with the old, src/domain/roll-editions.ts), and the mutations that bring the
// voters to the rows. The same roll again, or its other script, only patches and adds. A new
// revision of the part (the cover names another revision than the voters carry) also marks the
// voters it leaves out as cut in it — never deletes them, so a worker's visits, marks and
// follow-ups stay with them — gives every serial the new edition's, re-cuts the pannas over
// the old serials (or flags them for a person), and says what changed, class by class.
import type { Mutation } from '../../../src/domain/sync-protocol.ts';
import { deterministicUuid } from '../../../src/domain/hash-id.ts';
import type { EditionVoter } from '../../../src/domain/roll-editions.ts';
import { compareEditions, recutPannas } from '../../../src/domain/roll-editions.ts';
import type { EditionChange, PannaRange } from '../../../src/domain/roll-editions.ts';
import type { EditionEntry, EditionSummary, Respelling } from '../../../src/domain/roll-jobs.ts';
import type { PannaFields } from '../../../src/domain/field-work.ts';
import { isAtRisk, revisionLabel } from '../../../src/domain/roll-status.ts';
import type { PublishPart, PublishRow } from './voter-fields.ts';
import { newVoterFields, voterPatch } from './voter-fields.ts';

type Fields = Record<string, unknown>;
export type Op = Omit<Mutation, 'mutationId' | 'baseVersion'>;
export type StoredVoter = { id: string; fields: Record<string, unknown> };
export type CurrentPanna = PannaFields & { id: string };

export type PartOps = {
  ops: Op[];
  /** The row each voter op writes, by the op's record id (a refusal names its row). */
  rowOf: Map<string, string>;
  created: number;
  updated: number;
  edition?: EditionSummary;
};

/** A voter's fields as the edition comparison reads them. */
function editionVoter(fields: Record<string, unknown>, id?: string): EditionVoter {
  const text = (k: string) => (typeof fields[k] === 'string' ? (fields[k] as string) : undefined);
  const num = (k: string) => (typeof fields[k] === 'number' ? (fields[k] as number) : undefined);
  return {
    id,
    voterId: text('voterId'),
    partNumber: num('partNumber') ?? 0,
    serialNumber: num('serialNumber'),
    sectionNumber: num('sectionNumber'),
    firstName: text('firstName'),
    lastName: text('lastName'),
    firstNameHi: text('firstNameHi'),
    lastNameHi: text('lastNameHi'),
    relation: text('relation'),
    relationHi: text('relationHi'),
    relationType: text('relationType'),
    gender: text('gender'),
    age: num('age'),
    houseno: text('houseno'),
  };
}

const nameOf = (v: EditionVoter) =>
  [v.firstName, v.lastName].filter(Boolean).join(' ') ||
  [v.firstNameHi, v.lastNameHi].filter(Boolean).join(' ');

/** An EPIC as the upload's other parts are looked up by: upper case, as written. */
const epicOf = (fields: Fields): string =>
  typeof fields.voterId === 'string' ? fields.voterId.trim().toUpperCase() : '';

/**
 * The revision most of the voters held carry: the edition the new one is laid over (the part's
 * own voters, or for a part new to the roll, the voters that moved into it).
 */
function heldRevision(stored: StoredVoter[]): string {
  const counts = new Map<string, number>();
  for (const v of stored) {
    const label = revisionLabel(v.fields);
    if (label) counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}

/** What a voter the new revision leaves out gets: cut in it, with no serial of its own now. */
function cutPatch(stored: Fields, revision: string): Fields {
  if (!stored.rollDeleted) return { rollDeleted: revision, serialNumber: null };
  if (stored.rollDeleted === revision) return {};
  return { rollMissingIn: revision, serialNumber: null };
}

/**
 * A voter at risk that a new revision has again: back (its follow-up closes). One cut by this
 * very revision — another part's rows left it out, this part's have it — was only moved.
 */
function backPatch(stored: Fields, revision: string, isNew: boolean): Fields {
  if (!revision || !isAtRisk(stored)) return {};
  if (stored.rollDeleted === revision && !stored.asd) return { rollDeleted: '' };
  if (!isNew) return {};
  return { rollDeleted: '', asd: '', rollMissingIn: '', rollBack: revision };
}

/**
 * The names a pair spells otherwise with the same sound (compareEditions' `respelled`), old →
 * new. A name the voter did not have before (the other script given) is not a respelling.
 */
function respellings(change: EditionChange): Respelling[] {
  if (!('respelled' in change)) return [];
  return change.respelled.flatMap((field) => {
    const from = String(change.before[field] ?? '').trim();
    const to = String(change.after[field] ?? '').trim();
    return from && to && from !== to ? [{ field, from, to }] : [];
  });
}

const changed = (stored: Fields, patch: Fields): Fields | null => {
  const entries = Object.entries(patch).filter(([k, v]) => (stored[k] ?? null) !== (v ?? null));
  return entries.length ? Object.fromEntries(entries) : null;
};

/** The new panna entries of the re-cut pannas, and those left for a person. */
function pannaWork(
  pannas: CurrentPanna[],
  changes: EditionChange[],
  counts: EditionSummary['counts'],
  ctx: { partId: string; now: string },
) {
  const ranges: PannaRange[] = pannas;
  const recuts = recutPannas(ranges, { changes, counts });
  const byId = new Map(pannas.map((p) => [p.pannaId, p]));
  const ops: Op[] = [];
  const flagged: EditionSummary['pannasFlagged'] = [];
  for (const r of recuts) {
    const p = byId.get(r.pannaId)!;
    if (r.kind === 'recut')
      ops.push({
        table: 'pannas',
        // The same part published again writes the same entry, never a second one.
        id: deterministicUuid(`panna-recut:${ctx.partId}:${r.pannaId}`),
        op: 'put',
        fields: {
          pannaId: p.pannaId,
          partNumber: r.partNumber,
          fromSerial: r.fromSerial,
          toSerial: r.toSerial,
          memberId: p.memberId,
          memberName: p.memberName,
          assignedAt: ctx.now,
        },
      });
    else if (r.kind === 'flagged')
      flagged.push({
        pannaId: p.pannaId,
        memberName: p.memberName,
        fromSerial: p.fromSerial,
        toSerial: p.toSerial,
        reason: r.reason,
      });
  }
  return { ops, recut: ops.length, flagged };
}

/**
 * The mutations for a part's rows over the voters held: `stored` holds the part's own voters
 * and those of other parts of the assembly sharing an EPIC with a row (a voter moved here).
 */
export function partOps(
  rows: (PublishRow & { id: string })[],
  stored: StoredVoter[],
  pannas: CurrentPanna[],
  part: PublishPart,
  ctx: { partId: string; place?: string; now: string; elsewhere?: ReadonlySet<string> },
): PartOps {
  const rowFields = rows.map((row) => newVoterFields(row, part));
  const revision = revisionLabel(rowFields[0] ?? {});
  // Another part's voter is a voter moved here only if it is of an older revision (or this one
  // cut it from there): in one revision, the same EPIC in two parts is a duplicate entry.
  const held = stored.filter(
    (v) =>
      v.fields.partNumber === part.partNumber ||
      (!!revision && (revisionLabel(v.fields) !== revision || v.fields.rollDeleted === revision)),
  );
  const storedById = new Map(held.map((v) => [v.id, v]));
  const after = rowFields.map((f) => editionVoter(f as Record<string, unknown>));
  const rowOf = new Map(after.map((v, i) => [v, i]));
  const diff = compareEditions(
    held.map((v) => editionVoter(v.fields, v.id)),
    after,
  );
  const previous = heldRevision(held);
  // A new revision only when both are known and differ: the same roll again (or its other
  // script) cuts no one, and a file without a revision cannot say who was left out.
  const isNew = !!revision && !!previous && revision !== previous;
  // A supplement's file on its own (additions and deletions, no main list: the Commission
  // publishes them so) changes only the electors it lists; it cuts nobody it leaves out.
  const supplementOnly =
    rows.length > 0 && rows.every((r) => r.fields.list === 'additions' || r.fields.deleted);

  const ops: Op[] = [];
  const rowOfOp = new Map<string, string>();
  let created = 0;
  let updated = 0;
  let unchanged = 0;
  const lists: Required<
    Pick<EditionSummary, 'corrected' | 'moved' | 'added' | 'deleted' | 'back' | 'respelled'>
  > = {
    corrected: [],
    moved: [],
    added: [],
    deleted: [],
    back: [],
    respelled: [],
  };
  let stillOut = 0;
  const entry = (v: EditionVoter, id: string, extra: Partial<EditionEntry> = {}): EditionEntry => ({
    id,
    name: nameOf(v),
    serial: v.serialNumber ?? null,
    ...extra,
  });
  for (const change of diff.changes) {
    if (change.kind === 'deleted') {
      const voter = storedById.get(change.before.id!)!;
      // Only this part's own voters are cut: another part's voter was a candidate for a move,
      // and a voter whose EPIC another part of this upload holds is moving there.
      if (!isNew || supplementOnly || voter.fields.partNumber !== part.partNumber) continue;
      if (ctx.elsewhere?.has(epicOf(voter.fields))) continue;
      const patch = changed(voter.fields, cutPatch(voter.fields, revision));
      if (patch) ops.push({ table: 'voters', id: voter.id, op: 'patch', fields: patch });
      // Cut by an earlier revision (a supplement after the draft): not this revision's change.
      if (voter.fields.rollDeleted) stillOut += 1;
      else lists.deleted.push(entry(change.before, voter.id));
      continue;
    }
    const i = rowOf.get(change.after)!;
    const row = rows[i]!;
    if (change.kind === 'added') {
      const fields = rowFields[i]!;
      // The same row always makes the same voter: a publish run again patches, never doubles.
      const id = deterministicUuid(`roll-row:${row.id}`);
      rowOfOp.set(id, row.id);
      ops.push({
        table: 'voters',
        id,
        op: 'put',
        fields: ctx.place ? { ...fields, scope: ctx.place } : fields,
      });
      created += 1;
      lists.added.push(entry(change.after, id));
      continue;
    }
    const voter = storedById.get(change.before.id!)!;
    // A row the roll stamps DELETED is cut by its own stamp (voterPatch), never back.
    const stamped = row.fields.deleted;
    const back = stamped ? {} : backPatch(voter.fields, revision, isNew);
    const patch = changed(voter.fields, {
      ...(voterPatch(voter.fields, row, part) ?? {}),
      ...back,
    });
    if (patch) {
      rowOfOp.set(voter.id, row.id);
      ops.push({ table: 'voters', id: voter.id, op: 'patch', fields: patch });
      updated += 1;
    }
    if (back.rollBack) lists.back.push(entry(change.after, voter.id));
    if (stamped && isNew) {
      if (voter.fields.rollDeleted) stillOut += 1;
      else lists.deleted.push(entry(change.before, voter.id));
      continue;
    }
    const spellings = respellings(change);
    if (spellings.length) lists.respelled.push(entry(change.after, voter.id, { spellings }));
    if (change.kind === 'unchanged') unchanged += 1;
    if (change.kind === 'corrected')
      lists.corrected.push(entry(change.after, voter.id, { fields: change.fields }));
    if (change.kind === 'moved')
      lists.moved.push(
        entry(change.after, voter.id, {
          from: change.from,
          to: change.to,
          ...(change.from.part !== change.to.part
            ? { fromSerial: change.before.serialNumber ?? null }
            : {}),
        }),
      );
  }
  if (!isNew) return { ops, rowOf: rowOfOp, created, updated };
  const own = diff.changes.filter(
    (c) => c.kind !== 'deleted' || c.before.partNumber === part.partNumber,
  );
  // Counted from the lists: a row stamped DELETED counts as deleted, not as its pair's class.
  const counts = {
    unchanged,
    corrected: lists.corrected.length,
    moved: lists.moved.length,
    added: lists.added.length,
    deleted: lists.deleted.length,
  };
  const panna = pannaWork(pannas, own, counts, ctx);
  ops.push(...panna.ops);
  return {
    ops,
    rowOf: rowOfOp,
    created,
    updated,
    edition: {
      revision,
      previous,
      counts,
      ...lists,
      stillOut,
      pannasRecut: panna.recut,
      pannasFlagged: panna.flagged,
    },
  };
}
