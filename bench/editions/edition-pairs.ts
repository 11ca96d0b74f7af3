// Two editions of a generated roll with known changes, and the truth of each: which voter of
// the old edition every row of the new one is (or none), and its class. About 10 % of the
// roll changes, in the ways a revision changes it: deletions, additions, corrections, moves to
// the next part, new and missing EPICs, names respelled; every age a year on and every part
// renumbered.
import type { EditionKind, EditionVoter } from '../../src/domain/roll-editions.ts';
import { generateRoll } from '../../server/demo/roll-generator.ts';
import { createRng } from '../../server/demo/roll/prng.ts';

/** `changed`: the row differs from the old edition (beyond its serial and age), whatever its class. */
export type Truth = { before: string | null; kind: EditionKind; changed: boolean };

export type EditionPair = {
  before: EditionVoter[];
  after: EditionVoter[];
  /** Per row of `after`, in order. */
  truth: Truth[];
  /** Old voters the new edition no longer has. */
  deleted: Set<string>;
};

/** Respellings that keep a surname's phonetic key (a transliteration, not a correction). */
const RESPELL: Record<string, string> = {
  Sharma: 'Sarma',
  Kumari: 'Kumaree',
  Devi: 'Devee',
  Yadav: 'Yadava',
  Chaudhary: 'Choudhary',
};

function editionOf(count: number, seed: number): EditionVoter[] {
  const out: EditionVoter[] = [];
  const serials = new Map<number, number>();
  for (const batch of generateRoll({ seed, count, assemblySize: count }))
    for (const { id, fields: f } of batch) {
      const part = Number(f.partNumber);
      const serial = (serials.get(part) ?? 0) + 1;
      serials.set(part, serial);
      out.push({
        id,
        voterId: f.voterId,
        partNumber: part,
        serialNumber: serial,
        sectionNumber: 1 + Math.floor(serial / 300),
        firstName: f.firstName,
        lastName: f.lastName,
        relation: f.relation,
        relationType: f.relationType,
        gender: f.gender,
        age: typeof f.age === 'number' ? f.age : undefined,
        houseno: f.houseno,
      });
    }
  return out;
}

export function editionPair(count: number, seed = 2026): EditionPair {
  const before = editionOf(count, seed);
  const newcomers = editionOf(Math.ceil(count * 0.02), seed + 1);
  const rng = createRng(seed, 0xed17);
  const lastPart = before.reduce((n, v) => Math.max(n, v.partNumber), 0);
  const after: EditionVoter[] = [];
  const truth: Truth[] = [];
  const deleted = new Set<string>();
  for (const v of before) {
    const row: EditionVoter = {
      ...v,
      id: undefined,
      age: v.age === undefined ? undefined : v.age + 1,
    };
    const roll = rng.next();
    let kind: EditionKind = 'unchanged';
    let changed = true;
    if (roll < 0.02) {
      deleted.add(v.id!);
      continue;
    } else if (roll < 0.05) {
      kind = 'corrected';
      const which = rng.int(0, 2);
      if (which === 0) row.age = (row.age ?? 30) + 5;
      else if (which === 1) row.gender = row.gender === 'Male' ? 'Female' : 'Male';
      else row.relationType = row.relationType === 'father' ? 'husband' : 'father';
    } else if (roll < 0.07) {
      kind = 'moved';
      row.partNumber = v.partNumber === lastPart ? v.partNumber - 1 : v.partNumber + 1;
    } else if (roll < 0.08) {
      kind = 'corrected'; // a new EPIC: found by the person, the EPIC a correction
      row.voterId = `NEW${String(rng.int(0, 9_999_999)).padStart(7, '0')}`;
    } else if (roll < 0.085) {
      row.voterId = undefined; // an EPIC not given: found by the person, no change
    } else if (roll < 0.1 && v.lastName && RESPELL[v.lastName]) {
      row.lastName = RESPELL[v.lastName]; // respelled: no change of the elector
    } else changed = false;
    after.push(row);
    truth.push({ before: v.id!, kind, changed });
  }
  newcomers.forEach((v, i) => {
    after.push({ ...v, id: undefined, voterId: `ADD${String(i).padStart(7, '0')}` });
    truth.push({ before: null, kind: 'added', changed: true });
  });
  // The new edition numbers each part afresh, in its own order.
  const serials = new Map<number, number>();
  for (const row of after) {
    const serial = (serials.get(row.partNumber) ?? 0) + 1;
    serials.set(row.partNumber, serial);
    row.serialNumber = serial;
  }
  return { before, after, truth, deleted };
}
