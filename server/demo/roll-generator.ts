// Deterministic synthetic electoral roll for the sync benchmarks: realistic households of
// Indian voters (names, relations, EPIC ids, parts, addresses), produced in batches so that
// 300,000 voters never sit in memory at once. Same options → byte-identical rows.
import type { Gender } from './roll/household.ts';
import { makeHousehold } from './roll/household.ts';
import { AREAS, EDUCATION, PARTIES, PROFESSIONS, STREETS } from './roll/names.ts';
import { createRng } from './roll/prng.ts';
import type { Rng } from './roll/prng.ts';

/** The voter fields, named as in the specification's voter record (§3) plus its variants. */
export type VoterFields = {
  firstName: string;
  lastName: string;
  /** Father or husband name. */
  relation: string;
  relationType: 'father' | 'husband';
  gender: Gender;
  age: number;
  /** YYYY-MM-DD, consistent with `age` on the roll's reference date. */
  dob: string;
  phone: string;
  /** EPIC number, e.g. UPL0123456. */
  voterId: string;
  partNumber: number;
  houseno: string;
  address: string;
  area: string;
  assembly: string;
  religion: string;
  /** Voters in the same house, this one included. */
  familySize: number;
  party?: string;
  education?: string;
  profession?: string;
};

export type RollVoter = { id: string; fields: VoterFields };

export type RollOptions = {
  seed: number;
  /** Voters to produce. */
  count: number;
  /** Serial number of the first voter, so several generators can share one roll without clashes. */
  first?: number;
  /** Voters per yielded batch (default 500). */
  batchSize?: number;
  /** Size of the whole assembly; parts 1–300 are spread over it (default 300,000). */
  assemblySize?: number;
  assembly?: string;
};

const PARTS = 300;
const EPIC_SPACE = 10_000_000;
/** Coprime with 10^7, so serial → EPIC digits is a bijection: ids are unique yet look random. */
const EPIC_STRIDE = 7_654_321;
/** Ages are as on 1 January of this year, so the roll does not change with the clock. */
const REFERENCE_YEAR = 2025;
/** "MM-DD" for 2 January … 31 December: a birthday not yet reached on 1 January. */
const BIRTHDAYS = Array.from({ length: 364 }, (_, i) =>
  new Date(Date.UTC(2023, 0, 2 + i)).toISOString().slice(5, 10),
);

const hex = (n: number): string => n.toString(16).padStart(8, '0');

/** A version-4-shaped UUID from the PRNG (crypto.randomUUID would break determinism). */
function uuid(rng: Rng): string {
  const a = hex(rng.u32());
  const b = hex(rng.u32());
  const c = hex(rng.u32());
  const d = hex(rng.u32());
  const variant = ((parseInt(c[0]!, 16) & 0x3) | 0x8).toString(16);
  return `${a}-${b.slice(0, 4)}-4${b.slice(5, 8)}-${variant}${c.slice(1, 4)}-${c.slice(4)}${d}`;
}

function epicPrefix(seed: number): string {
  const rng = createRng(seed, 0xe91c);
  const letter = (): string => String.fromCharCode(65 + rng.int(0, 25));
  return letter() + letter() + letter();
}

function phone(rng: Rng): string {
  return String(rng.int(6, 9)) + String(rng.int(0, 999_999_999)).padStart(9, '0');
}

function dobFor(rng: Rng, age: number): string {
  return `${REFERENCE_YEAR - 1 - age}-${rng.pick(BIRTHDAYS)}`;
}

/** Yield the roll in batches. Households never straddle a part; a batch may split a household. */
export function* generateRoll(opts: RollOptions): Generator<RollVoter[]> {
  const first = opts.first ?? 0;
  const batchSize = opts.batchSize ?? 500;
  const perPart = Math.ceil((opts.assemblySize ?? 300_000) / PARTS);
  const assembly = opts.assembly ?? 'Lucknow Central';
  const prefix = epicPrefix(opts.seed);
  // Each generator gets its own stream, keyed by its first serial, so slices are independent.
  const rng = createRng(opts.seed, first);
  let batch: RollVoter[] = [];
  let serial = first;
  let house = 0;
  let lastPart = 0;
  const end = first + opts.count;

  while (serial < end) {
    const partNumber = Math.min(PARTS, 1 + Math.floor(serial / perPart));
    if (partNumber !== lastPart) {
      lastPart = partNumber;
      house = rng.int(1, 20);
    }
    house += rng.int(1, 3);
    const houseNo = rng.chance(0.2) ? `${house}/${rng.int(1, 9)}` : String(house);
    const area = AREAS[(partNumber - 1) % AREAS.length]!;
    const ward = 1 + Math.floor((partNumber - 1) / AREAS.length);
    const address = `H.No. ${houseNo}, ${rng.pick(STREETS)} ${rng.int(1, 15)}, ${area} Ward ${ward}`;
    const homePhone = phone(rng);
    const homeParty = rng.chance(0.75) ? rng.pick(PARTIES) : undefined;
    const members = makeHousehold(rng);

    for (const m of members) {
      if (serial >= end) break;
      // Fields listed one by one: an object spread here made generation four times slower.
      const fields: VoterFields = {
        firstName: m.firstName,
        lastName: m.lastName,
        relation: m.relation,
        relationType: m.relationType,
        gender: m.gender,
        age: m.age,
        dob: dobFor(rng, m.age),
        phone: rng.chance(0.6) ? phone(rng) : homePhone,
        voterId: prefix + String((serial * EPIC_STRIDE + 1_234_567) % EPIC_SPACE).padStart(7, '0'),
        partNumber,
        houseno: houseNo,
        address,
        area,
        assembly,
        religion: m.religion,
        familySize: members.length,
      };
      const party = rng.chance(0.8) ? homeParty : rng.pick(PARTIES);
      if (party) fields.party = party;
      if (rng.chance(0.6)) fields.education = rng.pick(EDUCATION);
      if (rng.chance(0.5)) fields.profession = m.age > 70 ? 'Other' : rng.pick(PROFESSIONS);
      batch.push({ id: uuid(rng), fields });
      serial++;
      if (batch.length === batchSize) {
        yield batch;
        batch = [];
      }
    }
  }
  if (batch.length) yield batch;
}
