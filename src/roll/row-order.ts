// The two orders a voter list shows, over rows already read. "Normal" is the index order
// (part, then serial, then id: domain/voter-roll.ts), so sorting rows gathered from elsewhere
// (search) must give the same;
// "Alphabetical" is sortRows' collation with the same id tie-break as its stable sort.
import type { VoterRecord } from '../db/types.ts';
import { isAlphabetical } from '../domain/voter-filters.ts';
import type { FilterValues } from '../domain/voter-filters.ts';
import { rollOrder } from '../domain/voter-roll.ts';

const byId = (a: VoterRecord, b: VoterRecord): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export const listOrder = (a: VoterRecord, b: VoterRecord): number => rollOrder(a, b);

function alphabeticalOrder(locale?: string) {
  const c = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const t = (s: string | undefined) => (s ?? '').trim();
  return (a: VoterRecord, b: VoterRecord): number =>
    c.compare(t(a.firstName), t(b.firstName)) ||
    c.compare(t(a.lastName), t(b.lastName)) ||
    byId(a, b);
}

/** True when the screen has a sort control set to Alphabetical. */
export function wantsAlphabetical(filters: readonly string[], values: FilterValues): boolean {
  return filters.includes('sort') && isAlphabetical(values.sort);
}

/** Sorts in place in the screen's order. */
export function sortVoters(
  rows: VoterRecord[],
  alphabetical: boolean,
  locale?: string,
): VoterRecord[] {
  return rows.sort(alphabetical ? alphabeticalOrder(locale) : listOrder);
}
