// Who of a booth has not voted yet, in the order a booth team calls them (issue 44): supporters
// in the karyakarta's own pannas, other supporters, the rest of their own pannas, then everyone
// else — each group in roll order — narrowed by panna, street and leaning. Pure: it runs again on
// every vote mark, over the part's voters already in memory (not-voted-data.ts).
import type { Leaning } from '../../domain/field-work.ts';
import type { BoothVoter, BoothVoters } from './not-voted-data.ts';

export type PannaFilter = 'all' | 'mine' | 'none' | { pannaId: string };
export type LeaningFilter = 'all' | Leaning | 'notVisited';

export type NotVotedFilter = {
  panna: PannaFilter;
  /** A street key (not-voted-data.ts Street), '' for every street. */
  street: string;
  leaning: LeaningFilter;
};

export const EVERYONE: NotVotedFilter = { panna: 'all', street: '', leaning: 'all' };

export const NOT_VOTED_GROUPS = ['mySupporters', 'supporters', 'myPanna', 'others'] as const;
export type NotVotedGroup = (typeof NOT_VOTED_GROUPS)[number];

export type NotVotedItem =
  { kind: 'group'; group: NotVotedGroup; count: number } | { kind: 'voter'; voter: BoothVoter };

export type NotVotedList = {
  /** Group headings, each followed by its voters; empty groups left out. */
  items: NotVotedItem[];
  /** Voters the filter lets through. */
  shown: number;
  /** Voters of the part not yet voted, whatever the filter. */
  waiting: number;
};

function passes(v: BoothVoter, f: NotVotedFilter): boolean {
  if (f.street && v.street !== f.street) return false;
  if (f.leaning === 'notVisited' ? v.visited : f.leaning !== 'all' && v.leaning !== f.leaning)
    return false;
  if (f.panna === 'all') return true;
  if (f.panna === 'mine') return v.mine;
  if (f.panna === 'none') return v.pannaId === null;
  return v.pannaId === f.panna.pannaId;
}

function groupOf(v: BoothVoter): NotVotedGroup {
  const supporter = v.leaning === 'supporter';
  if (v.mine) return supporter ? 'mySupporters' : 'myPanna';
  return supporter ? 'supporters' : 'others';
}

/**
 * Each voter's row item, made once per voter record: the list is made again on every mark, and
 * a new object per voter each time (1,200 a booth) was most of what it allocated on a mark.
 */
const voterItems = new WeakMap<BoothVoter, NotVotedItem>();
function itemOf(voter: BoothVoter): NotVotedItem {
  let item = voterItems.get(voter);
  if (!item) voterItems.set(voter, (item = { kind: 'voter', voter }));
  return item;
}

export function notVotedList(
  booth: BoothVoters,
  voted: ReadonlySet<string>,
  filter: NotVotedFilter,
): NotVotedList {
  const groups = new Map<NotVotedGroup, BoothVoter[]>(NOT_VOTED_GROUPS.map((g) => [g, []]));
  let waiting = 0;
  for (const v of booth.voters) {
    if (voted.has(v.id)) continue;
    waiting++;
    if (passes(v, filter)) groups.get(groupOf(v))!.push(v);
  }
  const items: NotVotedItem[] = [];
  let shown = 0;
  for (const group of NOT_VOTED_GROUPS) {
    const voters = groups.get(group)!;
    if (!voters.length) continue;
    shown += voters.length;
    items.push({ kind: 'group', group, count: voters.length });
    for (const voter of voters) items.push(itemOf(voter));
  }
  return { items, shown, waiting };
}
