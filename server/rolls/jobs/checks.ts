// The checks of one part of a roll job (RollCheckName, src/domain/roll-jobs.ts) over its rows
// as they stand, and which rows each check points at: a row whose serial repeats, whose EPIC is
// malformed or given twice, or whose age is out of range is doubted on that field, so it waits
// for a person even when the reader was sure of it. Pure: the runner, the review routes and
// the tests share it.
import type {
  RollCheck,
  RollFailedRow,
  RollMessage,
  RollRowFields,
  RollTotals,
} from '../../../src/domain/roll-jobs.ts';
import { EPIC_PATTERN, MAX_ROLL_AGE, MIN_ROLL_AGE } from '../../../src/domain/roll-jobs.ts';
import { listed, MESSAGES } from './messages.ts';

export type CheckedRow = { id: string; fields: RollRowFields };

export type PartCheckInput = {
  rows: readonly CheckedRow[];
  /** Elector boxes the pages held (rows read, for a table). */
  boxes: number;
  printed: RollTotals | null;
  /** Why the part is outside the importer's area; null when it is inside. */
  refusal: RollMessage | null;
  /** Why a person must enter or confirm the part number (partNumberProblem); null: sure. */
  partNumber?: RollMessage | null;
  /** Rows the server refused the last time the part was published. */
  failedRows?: readonly RollFailedRow[];
  /**
   * The file lists the electors in force only (a table converted from the roll): a gap in its
   * serials is an elector deleted, not a row lost, and passes with a note.
   */
  gapsAreDeleted?: boolean;
};

/** What a PDF's part said about its own number (PartInfo in store.ts). */
export type PartNumberSource = {
  partFrom?: 'cover' | 'header' | 'person';
  coverPart?: number;
  headerPart?: number;
  disagreeingPages?: number[];
};

/**
 * Why a person must enter or confirm the part number before the part is published, or null:
 * none was read; the cover and the list pages' headers disagree (never silently one of them);
 * some pages' headers name another part; it was read from the headers alone (no cover).
 * A number a person entered or confirmed is sure.
 */
export function partNumberProblem(
  partNumber: number | null,
  from: PartNumberSource,
): RollMessage | null {
  if (partNumber === null) return MESSAGES.noPartNumber();
  if (from.partFrom === 'person') return null;
  if (from.coverPart !== undefined && from.headerPart !== undefined)
    return MESSAGES.partDiffers({ cover: from.coverPart, header: from.headerPart });
  if (from.disagreeingPages?.length)
    return MESSAGES.pagesDisagree({ pages: listed(from.disagreeingPages) });
  if (from.partFrom === 'header') return MESSAGES.partFromHeader({ part: partNumber });
  return null;
}

/** The row field a refused voter field came from. */
const ROW_FIELD_OF: Record<string, keyof RollRowFields> = {
  serialNumber: 'serial',
  voterId: 'epic',
  firstName: 'name',
  lastName: 'name',
  firstNameHi: 'name',
  lastNameHi: 'name',
  relation: 'relativeName',
  relationHi: 'relativeName',
  relationType: 'relationType',
  houseno: 'houseNumber',
  age: 'age',
  gender: 'gender',
  sectionNumber: 'section',
  rollDeleted: 'deleted',
};

export type PartCheckResult = {
  checks: RollCheck[];
  counted: RollTotals;
  deleted: number;
  /** Fields each check points at, by row id. */
  flagged: Map<string, Set<keyof RollRowFields>>;
  /** Serials given to more than one row: such a part can never be accepted. */
  repeatedSerials: number[];
};

/** Electors counted by gender, deleted ones left out. */
export function countTotals(rows: readonly CheckedRow[]): RollTotals {
  const t: RollTotals = { male: 0, female: 0, thirdGender: 0, total: 0 };
  for (const { fields } of rows) {
    if (fields.deleted) continue;
    t.total += 1;
    if (fields.gender === 'Male') t.male += 1;
    else if (fields.gender === 'Female') t.female += 1;
    else if (fields.gender === 'Other') t.thirdGender += 1;
  }
  return t;
}

const sameTotals = (a: RollTotals, b: RollTotals) =>
  a.male === b.male &&
  a.female === b.female &&
  a.thirdGender === b.thirdGender &&
  a.total === b.total;

const totalsText = (t: RollTotals) => `${t.total} (${t.male} M, ${t.female} F, ${t.thirdGender} T)`;

export function checkPart(input: PartCheckInput): PartCheckResult {
  const flagged = new Map<string, Set<keyof RollRowFields>>();
  const flag = (id: string, field: keyof RollRowFields) => {
    const set = flagged.get(id) ?? new Set();
    set.add(field);
    flagged.set(id, set);
  };
  const checks: RollCheck[] = [];
  const add = (name: RollCheck['name'], ok: boolean, detail?: RollCheck['detail']) =>
    checks.push({ name, ok, ...(ok || !detail ? {} : { detail }) });
  /** A check that passed with something to say instead of "passed" (and what, when listed). */
  const passWith = (name: RollCheck['name'], note: RollMessage, detail?: RollMessage) =>
    checks.push({ name, ok: true, note, ...(detail ? { detail } : {}) });

  const { rows } = input;
  add('partNumber', !input.partNumber, input.partNumber ?? undefined);
  add(
    'boxesAreRows',
    input.boxes === rows.length,
    MESSAGES.boxesLost({ boxes: input.boxes, rows: rows.length }),
  );

  // Serials: 1…n, none missing (but where the file leaves the deleted out), none twice, every
  // row with one.
  const bySerial = new Map<number, string[]>();
  let noSerial = 0;
  for (const r of rows) {
    const s = r.fields.serial;
    if (s === null || !Number.isInteger(s) || s < 1) {
      noSerial += 1;
      flag(r.id, 'serial');
      continue;
    }
    bySerial.set(s, [...(bySerial.get(s) ?? []), r.id]);
  }
  const repeatedSerials = [...bySerial].filter(([, ids]) => ids.length > 1).map(([s]) => s);
  for (const s of repeatedSerials) for (const id of bySerial.get(s)!) flag(id, 'serial');
  repeatedSerials.sort((a, b) => a - b);
  const max = Math.max(0, ...bySerial.keys());
  const gaps: number[] = [];
  for (let s = 1; s <= max; s++) if (!bySerial.has(s)) gaps.push(s);
  const serialDetail = repeatedSerials.length
    ? MESSAGES.serialRepeats({ serials: listed(repeatedSerials) })
    : gaps.length
      ? MESSAGES.serialGaps({ serials: listed(gaps) })
      : MESSAGES.serialMissing({ count: noSerial });
  if (input.gapsAreDeleted && gaps.length && !repeatedSerials.length && !noSerial)
    passWith(
      'serialsContinuous',
      MESSAGES.gapsDeleted(),
      MESSAGES.serialGaps({ serials: listed(gaps) }),
    );
  else add('serialsContinuous', !repeatedSerials.length && !gaps.length && !noSerial, serialDetail);

  const badEpics = rows.filter((r) => !EPIC_PATTERN.test(r.fields.epic));
  for (const r of badEpics) flag(r.id, 'epic');
  add('epicFormat', !badEpics.length, MESSAGES.badEpics({ count: badEpics.length }));

  const badAges = rows.filter(
    (r) => r.fields.age === null || r.fields.age < MIN_ROLL_AGE || r.fields.age > MAX_ROLL_AGE,
  );
  for (const r of badAges) flag(r.id, 'age');
  add('ageRange', !badAges.length, MESSAGES.badAges({ count: badAges.length }));

  const byEpic = new Map<string, string[]>();
  for (const r of rows)
    if (r.fields.epic) byEpic.set(r.fields.epic, [...(byEpic.get(r.fields.epic) ?? []), r.id]);
  const twice = [...byEpic].filter(([, ids]) => ids.length > 1);
  for (const [, ids] of twice) for (const id of ids) flag(id, 'epic');
  add(
    'duplicateEpic',
    !twice.length,
    MESSAGES.duplicateEpics({ epics: listed(twice.map(([e]) => e).sort()) }),
  );

  const counted = countTotals(rows);
  const printed = input.printed;
  if (!printed) passWith('totalsMatch', MESSAGES.notPrinted());
  else
    add(
      'totalsMatch',
      sameTotals(printed, counted),
      MESSAGES.totalsDiffer({ counted: totalsText(counted), printed: totalsText(printed) }),
    );
  add('insideArea', !input.refusal, input.refusal ?? undefined);

  // The last publish refused these rows, so nothing of the part was written: each waits on the
  // fields the server named (a correction takes it off the list, review.ts).
  const failed = input.failedRows ?? [];
  for (const f of failed)
    for (const field of Object.keys(f.fields ?? {})) {
      const own = ROW_FIELD_OF[field.split(/[.[]/)[0]!];
      if (own) flag(f.rowId, own);
    }
  add(
    'rowsPublished',
    !failed.length,
    MESSAGES.rowsRefused({ count: failed.length, rows: rows.length }),
  );

  const deleted = rows.filter((r) => r.fields.deleted).length;
  return { checks, counted, deleted, flagged, repeatedSerials };
}
