// A realistic filter for each report, different on every call so no run is answered from the
// engine's cache: a block of ten parts, the report's own select set to a value found in the
// roll, an age band, a birthday month, or a surname in either script for the search lists.
import type { FilterValues, VoterFilterId } from '../../../src/domain/voter-filters.ts';
import { MONTHS, VOTER_FILTERS } from '../../../src/domain/voter-filters.ts';
import type { VoterReportDef } from '../../../src/domain/voter-reports.ts';
import type { Rng } from '../../../server/demo/roll/prng.ts';

export type Samples = { select: Record<string, string[]>; surnames: string[] };

function valueFor(
  id: VoterFilterId | 'onePart',
  rng: Rng,
  s: Samples,
  parts: number,
): FilterValues {
  switch (id) {
    case 'partRange': {
      const from = rng.int(1, Math.max(1, parts - 9));
      return { partFrom: from, partTo: from + 9 };
    }
    case 'onePart': {
      const part = rng.int(1, parts);
      return { partFrom: part, partTo: part };
    }
    case 'ageRange': {
      const from = rng.int(18, 60);
      return { ageFrom: from, ageTo: from + 12 };
    }
    case 'familySizeRange':
      return { familySizeFrom: 3, familySizeTo: 6 };
    case 'gender':
      return { gender: rng.chance(0.5) ? 'Female' : 'Male' };
    case 'approachQty':
      return { approachQty: rng.int(2, 8) };
    case 'birthday':
      return { month: MONTHS[rng.int(0, 11)]!, dayFrom: 1, dayTo: 15 };
    case 'search':
      return { search: rng.pick(s.surnames) };
    case 'rowSearch':
    case 'sort':
      return {};
    default: {
      const field = VOTER_FILTERS[id].field as string;
      const options = s.select[field] ?? [];
      return options.length ? { [id]: rng.pick(options) } : {};
    }
  }
}

/** The search lists get a name; the others a part block (one part for a computed report) and their own filters. */
export function realisticValues(
  def: VoterReportDef,
  rng: Rng,
  s: Samples,
  parts: number,
): FilterValues {
  const hasSearch = def.filters.includes('search');
  // A computed report is read per booth: one part (a list, ten parts).
  const computed = def.kind !== 'list';
  const ids = def.filters
    .filter((id) => (hasSearch ? id === 'search' : true))
    .map((id) => (computed && id === 'partRange' ? 'onePart' : id));
  return Object.assign({}, ...ids.map((id) => valueFor(id, rng, s, parts))) as FilterValues;
}
