// Which route, title and typical filter the screen benchmark uses for each voter report: the
// report's own kind of filter where it has one (an age range, a family size, a select, a
// search), else one part of the part range. Labels and titles are the English UI's.
import enVoters from '../../src/locales/en/voters.json';
import { SCREEN_ROUTES } from '../../src/domain/navigation.ts';
import { VOTER_FILTERS } from '../../src/domain/voter-filters.ts';
import type { VoterFilterDef, VoterFilterId } from '../../src/domain/voter-filters.ts';
import { VOTER_REPORTS } from '../../src/domain/voter-reports.ts';
import type { VoterReportDef } from '../../src/domain/voter-reports.ts';

/** One control to set: a labelled box or select (`option`: the n-th value offered), or the search. */
export type FilterStep =
  | { label: string; value: string }
  | { label: string; option: number }
  | { search: true; value: string };

export type ReportPlan = {
  id: string;
  path: string;
  title: string;
  /** What the filter does, in words (for the table). */
  filterText: string;
  steps: FilterStep[];
  /** The part range instead, when the planned control is missing or offers nothing. */
  fallback: FilterStep[];
};

const LABELS = enVoters.voters.filters as Record<string, string>;
const TITLES = enVoters.voters.reports as Record<string, { title: string }>;

/** The controls the benchmark sets, per filter, in the order it prefers them. */
function filterSteps(
  id: VoterFilterId,
  surname: string,
): { text: string; steps: FilterStep[] } | null {
  const filter = VOTER_FILTERS[id] as VoterFilterDef;
  if (id === 'ageRange')
    return {
      text: 'age 30–40',
      steps: [
        { label: LABELS.ageFrom!, value: '30' },
        { label: LABELS.ageTo!, value: '40' },
      ],
    };
  if (id === 'familySizeRange')
    return { text: 'family size from 5', steps: [{ label: LABELS.familySizeFrom!, value: '5' }] };
  if (filter.control === 'select')
    return {
      text: `${LABELS[filter.inputs[0]!]} = first value offered`,
      steps: [{ label: LABELS[filter.inputs[0]!]!, option: 0 }],
    };
  if (id === 'search' || id === 'rowSearch')
    return { text: `search "${surname}"`, steps: [{ search: true, value: surname }] };
  if (id === 'birthday')
    return { text: 'birthday month', steps: [{ label: LABELS.month!, option: 0 }] };
  return null;
}

const PREFERENCE: readonly ((id: VoterFilterId) => boolean)[] = [
  (id) => id === 'ageRange',
  (id) => id === 'familySizeRange',
  (id) => (VOTER_FILTERS[id] as VoterFilterDef).control === 'select' && id !== 'gender',
  (id) => id === 'search' || id === 'rowSearch',
  (id) => id === 'birthday',
  (id) => id === 'gender',
];

export function reportPlan(def: VoterReportDef, part: number, surname: string): ReportPlan {
  const route = SCREEN_ROUTES.find((r) => r.id === def.routeId);
  if (!route) throw new Error(`no route for ${def.id}`);
  const partSteps: FilterStep[] = [
    { label: LABELS.partFrom!, value: String(part) },
    { label: LABELS.partTo!, value: String(part) },
  ];
  let chosen: { text: string; steps: FilterStep[] } | null = null;
  for (const wanted of PREFERENCE) {
    const id = def.filters.find(wanted);
    if (id && (chosen = filterSteps(id, surname))) break;
  }
  const byPart = def.filters.includes('partRange');
  return {
    id: def.id,
    path: route.href,
    title: TITLES[def.id]!.title,
    filterText: chosen?.text ?? (byPart ? `part ${part}` : 'none'),
    steps: chosen?.steps ?? (byPart ? partSteps : []),
    fallback: byPart && chosen ? partSteps : [],
  };
}

/** Every report screen, or the few a quick run times. */
export function reportPlans(ids: readonly string[] | null, part: number, surname: string) {
  const defs = ids ? VOTER_REPORTS.filter((d) => ids.includes(d.id)) : VOTER_REPORTS;
  return defs.map((d) => reportPlan(d, part, surname));
}
