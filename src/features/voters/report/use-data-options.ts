// The options of a select whose values are not a fixed list (spec §2: Area Wise List holds
// local neighbourhood names, Label Value a category): the distinct values the voters hold.
// TODO(issue 8): the query contract has no distinct-values read yet, so this reads every row
// of Voter List; the indexed engine should offer one.
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../../db/instance.ts';
import type { VoterFieldId } from '../../../domain/voter-fields.ts';
import { VOTER_REPORTS } from '../../../domain/voter-reports.ts';
import { loadReportRows } from '../query/index.ts';

const ALL_VOTERS = VOTER_REPORTS.find((r) => r.id === 'voterList')!;

/** Distinct non-blank values of a field, sorted; [] while loading or when `field` is unset. */
export function useDataOptions(field: VoterFieldId | undefined): string[] {
  return (
    useLiveQuery(async () => {
      if (!field) return [];
      const rows = await loadReportRows(db, ALL_VOTERS, {});
      const seen = new Set<string>();
      for (const row of rows) {
        const v = row[field];
        if (typeof v === 'string' && v.trim()) seen.add(v.trim());
      }
      return [...seen].sort((a, b) => a.localeCompare(b));
    }, [field]) ?? []
  );
}
