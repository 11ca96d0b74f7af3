// The roll's own identity on a generated voter — state, assembly, part, section, serial number
// in the part, relation type, the edition — and the areas a roll names (the assembly and a
// booth per part with its polling station), so `npm run seed:demo` loads a roll shaped like
// the Election Commission's and every part lands in its booth. Kept apart from the generator
// so the benchmark roll stays as measured.
import type { AreaFields } from '../../../src/domain/areas.ts';
import { areaId } from '../../../src/domain/areas.ts';
import type { RollVoter } from '../roll-generator.ts';
import { rollSerials, toDevanagari } from './variants.ts';

/** The demo roll's place and edition. */
export const DEMO_ROLL = {
  state: { path: 'up', name: 'Uttar Pradesh', nameHi: 'उत्तर प्रदेश' },
  district: { path: 'up/lucknow', name: 'Lucknow', nameHi: 'लखनऊ' },
  assembly: {
    path: 'up/lucknow/lucknow-central',
    name: 'Lucknow Central',
    nameHi: 'लखनऊ मध्य',
    number: 173,
  },
  block: { path: 'up/lucknow/lucknow-central/city', name: 'City', nameHi: 'शहर' },
  edition: 'Special Summary Revision 2026',
  published: '2026-01-06',
  /** Booths per mandal: the demo's mandals hold 30 parts each. */
  boothsPerMandal: 30,
  /** Sections per part, as the roll's cover lists them. */
  sectionsPerPart: 3,
} as const;

export type AreaRecord = { id: string; fields: AreaFields & { scope: string } };

const area = (path: string, name: string, nameHi: string, extra: Partial<AreaFields> = {}) => ({
  id: areaId(path),
  fields: { path, scope: path, name, nameHi, ...extra },
});

const mandalOf = (part: number) => 1 + Math.floor((part - 1) / DEMO_ROLL.boothsPerMandal);
const mandalPath = (part: number) => `${DEMO_ROLL.block.path}/mandal-${mandalOf(part)}`;

/** The booth area holding `part` in the demo. */
export const boothPath = (part: number): string =>
  `${mandalPath(part)}/booth-${String(part).padStart(3, '0')}`;

/** Where part `part` votes: a school in its locality, as rolls name polling stations. */
export const pollingStation = (part: number, locality: string): string =>
  `Govt. Primary School, ${locality}, Room ${1 + ((part - 1) % 3)}`;

/** The areas the demo roll's parts need: state to booth, each booth holding its one part. */
export function demoAreas(parts: { part: number; locality: string }[]): AreaRecord[] {
  const { state, district, assembly, block } = DEMO_ROLL;
  // The assembly carries its AC number: a roll of AC 173 imported later finds it by that
  // number, and another assembly's part of the same number stays apart (roll-home.ts).
  const out = [
    area(state.path, state.name, state.nameHi),
    area(district.path, district.name, district.nameHi),
    area(assembly.path, assembly.name, assembly.nameHi, { number: assembly.number }),
    area(block.path, block.name, block.nameHi),
  ];
  const mandals = new Set(parts.map((p) => mandalOf(p.part)));
  for (const m of [...mandals].sort((a, b) => a - b))
    out.push(area(`${block.path}/mandal-${m}`, `Mandal ${m}`, `मंडल ${m}`));
  for (const { part, locality } of parts)
    out.push(
      area(boothPath(part), `Booth ${part}, ${locality}`, `बूथ ${part}, ${locality}`, {
        parts: [part],
        pollingStation: pollingStation(part, locality),
      }),
    );
  return out;
}

/**
 * A function adding the roll identity to each voter of a generated roll, in roll order:
 * serials count from 1 in each part, sections split a part into `sectionsPerPart` runs of
 * houses, and Latin names known in Devanagari get their Hindi spelling beside them.
 */
export function rollIdentity(votersPerPart: number) {
  const serialIn = rollSerials();
  const sectionSize = Math.ceil(votersPerPart / DEMO_ROLL.sectionsPerPart);
  return (v: RollVoter) => {
    const f = v.fields;
    const serialNumber = serialIn(f.partNumber);
    const sectionNumber = 1 + Math.floor((serialNumber - 1) / sectionSize);
    // A voter already written in Devanagari (a Hindi-only edition) has no Latin name to pair.
    const latin = !/[\u0900-\u097f]/.test(f.firstName);
    const hindi = latin ? [f.firstName, f.lastName, f.relation].map(toDevanagari) : [];
    return {
      state: DEMO_ROLL.state.name,
      district: DEMO_ROLL.district.name,
      assemblyNumber: DEMO_ROLL.assembly.number,
      assemblyName: DEMO_ROLL.assembly.name,
      serialNumber,
      sectionNumber,
      sectionName: `${f.area} Mohalla ${sectionNumber}`,
      rollEdition: DEMO_ROLL.edition,
      rollPublished: DEMO_ROLL.published,
      ...(hindi[0] ? { firstNameHi: hindi[0] } : {}),
      ...(hindi[1] ? { lastNameHi: hindi[1] } : {}),
      ...(hindi[2] ? { relationHi: hindi[2] } : {}),
    };
  };
}
