// One part of the roll as the Commission prints it — cover, sections, every elector box in
// print order (main list, then additions), deletions, totals — built from the synthetic roll.
// Pure data: the pages and the ground truth are both drawn from it, so they cannot disagree.
import { generateRoll } from '../../server/demo/roll-generator.ts';
import type { VoterFields } from '../../server/demo/roll-generator.ts';
import type { Gender } from '../../server/demo/roll/household.ts';
import { AREAS } from '../../server/demo/roll/names.ts';
import { createRng } from '../../server/demo/roll/prng.ts';
import type { Rng } from '../../server/demo/roll/prng.ts';
import { DEMO_ROLL, pollingStation } from '../../server/demo/roll/roll-identity.ts';
import type { RelationType } from '../../src/domain/voter-roll.ts';
import { inDevanagari } from './hindi-words.ts';

export type Edition = 'en' | 'hi';

export type Elector = {
  serial: number;
  epic: string;
  /** Full name as printed, in the edition's script. */
  name: string;
  relationType: RelationType;
  relativeName: string;
  /** Latin digits; the page may print them in Devanagari. */
  houseNumber: string;
  age: number;
  gender: Gender;
  deleted: boolean;
  section: number;
  list: 'main' | 'additions';
};

export type Totals = { male: number; female: number; thirdGender: number; total: number };

export type Cover = {
  state: string;
  district: string;
  assemblyNumber: number;
  assemblyName: string;
  partNumber: number;
  partName: string;
  revision: string;
  /** YYYY-MM-DD. */
  qualifyingDate: string;
  publicationDate: string;
  sections: { number: number; name: string }[];
  pollingStation: { number: number; name: string; address: string };
  /** Electors on the roll: every box not deleted, additions included. */
  totals: Totals;
};

export type RollPart = {
  edition: Edition;
  electors: Elector[];
  cover: Cover;
  /** The closing page: boxes of the main list, additions, deletions, and the roll's electors. */
  summary: { main: Totals; additions: Totals; deletions: Totals; net: Totals };
};

export type PartOptions = { seed: number; part: number; voters: number; edition: Edition };

/** New electors of the revision, as a share of the main list (at least one). */
const ADDITION_SHARE = 0.06;
const DELETION_SHARE = 0.05;

export function totalsOf(electors: readonly Elector[]): Totals {
  const count = (g: Gender) => electors.filter((e) => e.gender === g).length;
  return {
    male: count('Male'),
    female: count('Female'),
    thirdGender: count('Other'),
    total: electors.length,
  };
}

const full = (f: VoterFields) => `${f.firstName} ${f.lastName}`;

/** Some children are listed with their mother; some third-gender voters with a guru ("Others"). */
function relationOf(f: VoterFields, house: VoterFields[], rng: Rng): [RelationType, string] {
  if (f.gender === 'Other' && rng.chance(0.5)) return ['other', f.relation];
  const mother = house.find((m) => m.relationType === 'husband' && m.relation === f.relation);
  if (f.relationType === 'father' && mother && rng.chance(0.1)) return ['mother', full(mother)];
  return [f.relationType, f.relation];
}

/** Build part `part`: `voters` boxes in the main list, a few additions after them. */
export function buildPart({ seed, part, voters, edition }: PartOptions): RollPart {
  const extra = Math.max(1, Math.round(voters * ADDITION_SHARE));
  const perPart = voters + extra;
  const rows: VoterFields[] = [];
  for (const batch of generateRoll({
    seed,
    count: perPart,
    first: (part - 1) * perPart,
    assemblySize: perPart * 300,
  }))
    for (const v of batch) rows.push(v.fields);

  const rng = createRng(seed, 0x9df0_0000 + part);
  const script = (latin: string) => (edition === 'hi' ? inDevanagari(latin) : latin);
  const houseOf = (f: VoterFields) => rows.filter((r) => r.address === f.address);
  const sectionSize = Math.ceil(voters / DEMO_ROLL.sectionsPerPart);
  const sectionCount = Math.ceil(voters / sectionSize);

  const elector = (f: VoterFields, section: number, list: Elector['list']): Elector => {
    const [relationType, relative] = relationOf(f, houseOf(f), rng);
    return {
      serial: 0,
      epic: f.voterId,
      name: script(full(f)),
      relationType,
      relativeName: script(relative),
      houseNumber: f.houseno,
      age: f.age,
      gender: f.gender,
      deleted: list === 'main' && rng.chance(DELETION_SHARE),
      section,
      list,
    };
  };
  const main = rows
    .slice(0, voters)
    .map((f, i) => elector(f, 1 + Math.floor(i / sectionSize), 'main'));
  if (voters >= 10 && !main.some((e) => e.deleted)) main[rng.int(0, voters - 1)]!.deleted = true;
  // Additions come house by house, each house in a section of the part, printed by section.
  const sectionOfHouse = new Map<string, number>();
  const additions = rows.slice(voters).map((f) => {
    if (!sectionOfHouse.has(f.address)) sectionOfHouse.set(f.address, rng.int(1, sectionCount));
    return elector(f, sectionOfHouse.get(f.address)!, 'additions');
  });
  additions.sort((a, b) => a.section - b.section);
  const electors = [...main, ...additions];
  electors.forEach((e, i) => (e.serial = i + 1));

  const area = AREAS[(part - 1) % AREAS.length]!;
  const ward = 1 + Math.floor((part - 1) / AREAS.length);
  const hi = edition === 'hi';
  const net = totalsOf(electors.filter((e) => !e.deleted));
  return {
    edition,
    electors,
    cover: {
      state: hi ? DEMO_ROLL.state.nameHi : DEMO_ROLL.state.name,
      district: hi ? DEMO_ROLL.district.nameHi : DEMO_ROLL.district.name,
      assemblyNumber: DEMO_ROLL.assembly.number,
      assemblyName: hi ? DEMO_ROLL.assembly.nameHi : DEMO_ROLL.assembly.name,
      partNumber: part,
      partName: script(area),
      revision: hi
        ? DEMO_ROLL.edition.replace('Special Summary Revision', 'विशेष संक्षिप्त पुनरीक्षण')
        : DEMO_ROLL.edition,
      qualifyingDate: `${DEMO_ROLL.published.slice(0, 4)}-01-01`,
      publicationDate: DEMO_ROLL.published,
      sections: Array.from({ length: sectionCount }, (_, i) => ({
        number: i + 1,
        name: script(`${area} Mohalla ${i + 1}`),
      })),
      pollingStation: {
        number: part,
        name: hi
          ? `राजकीय प्राथमिक विद्यालय, ${script(area)}, कक्ष ${1 + ((part - 1) % 3)}`
          : pollingStation(part, area),
        address: hi
          ? `${script(area)}, वार्ड ${ward}, ${DEMO_ROLL.district.nameHi}`
          : `${area}, Ward ${ward}, ${DEMO_ROLL.district.name}`,
      },
      totals: net,
    },
    summary: {
      main: totalsOf(main),
      additions: totalsOf(additions),
      deletions: totalsOf(electors.filter((e) => e.deleted)),
      net,
    },
  };
}
