// The checks a roll import makes per part before it writes anything (issue 20): rows, serial
// numbers (gaps are reported, a serial given twice refuses the part whole, since a polling
// agent must never be handed the wrong voter for a serial), EPICs given more than once, and
// counts by gender to hold against the roll's printed totals. Framework-free: the import
// worker, the server's roll jobs and the tests share it.

/** What the checks read of a voter row (a voter record's fields fit it). */
export type RollRowFields = {
  partNumber?: number;
  serialNumber?: number | null;
  assemblyNumber?: number | null;
  assemblyName?: string;
  gender?: string;
  voterId?: string;
};

export type GenderCounts = { male: number; female: number; third: number; unknown: number };

export type PartCheck = {
  part: number;
  assemblyNumber?: number;
  assemblyName?: string;
  rows: number;
  /** Rows that carry a serial number. */
  withSerial: number;
  /** Serials missing between 1 and the highest one given, and the first few of them. */
  gapCount: number;
  gaps: number[];
  /** Serials given to more than one row (the part is refused). */
  repeatedSerials: number[];
  /** EPICs given to more than one row of the file, on a row of this part. */
  duplicateEpics: string[];
  gender: GenderCounts;
};

/** Why a part is not imported at all (an i18n key), or null. */
export function partRefusal(check: PartCheck): string | null {
  return check.repeatedSerials.length ? 'voterImport.parts.repeatedSerials' : null;
}

/** Gaps and repeats listed per part; the counts are always whole. */
const LISTED = 20;

const genderKey = (g: unknown): keyof GenderCounts => {
  const v = typeof g === 'string' ? g.trim().toLowerCase() : '';
  if (v === 'male' || v === 'm') return 'male';
  if (v === 'female' || v === 'f') return 'female';
  if (v === 'other' || v === 't' || v === 'third gender') return 'third';
  return 'unknown';
};

type Tally = {
  check: PartCheck;
  serials: Set<number>;
  repeated: Set<number>;
  epics: Set<string>;
  maxSerial: number;
};

/** Collects the checks row by row (a file's rows, in any order); `parts()` reads them out. */
export function createPartChecks() {
  const tallies = new Map<number, Tally>();
  /** Each EPIC's first part, and the EPICs seen twice. */
  const epicPart = new Map<string, number>();
  const twice = new Set<string>();
  return {
    add(fields: RollRowFields): void {
      const part = typeof fields.partNumber === 'number' ? fields.partNumber : 0;
      let t = tallies.get(part);
      if (!t) {
        t = {
          check: {
            part,
            rows: 0,
            withSerial: 0,
            gapCount: 0,
            gaps: [],
            repeatedSerials: [],
            duplicateEpics: [],
            gender: { male: 0, female: 0, third: 0, unknown: 0 },
          },
          serials: new Set(),
          repeated: new Set(),
          epics: new Set(),
          maxSerial: 0,
        };
        tallies.set(part, t);
      }
      const c = t.check;
      c.rows += 1;
      c.assemblyNumber ??= fields.assemblyNumber ?? undefined;
      c.assemblyName ??= fields.assemblyName;
      c.gender[genderKey(fields.gender)] += 1;
      const serial = fields.serialNumber;
      if (typeof serial === 'number') {
        c.withSerial += 1;
        if (t.serials.has(serial)) t.repeated.add(serial);
        t.serials.add(serial);
        t.maxSerial = Math.max(t.maxSerial, serial);
      }
      const epic = fields.voterId?.trim().toUpperCase();
      if (epic) {
        t.epics.add(epic);
        if (epicPart.has(epic)) twice.add(epic);
        else epicPart.set(epic, part);
      }
    },
    /** Every part seen, by part number. */
    parts(): PartCheck[] {
      return [...tallies.values()]
        .sort((a, b) => a.check.part - b.check.part)
        .map((t) => {
          const gaps: number[] = [];
          let gapCount = 0;
          for (let s = 1; s <= t.maxSerial; s++)
            if (!t.serials.has(s)) {
              gapCount += 1;
              if (gaps.length < LISTED) gaps.push(s);
            }
          return {
            ...t.check,
            gapCount,
            gaps,
            repeatedSerials: [...t.repeated].sort((a, b) => a - b).slice(0, LISTED),
            duplicateEpics: [...t.epics].filter((e) => twice.has(e)).sort(),
          };
        });
    },
  };
}
