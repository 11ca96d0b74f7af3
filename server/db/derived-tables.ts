// Tables derived from records, kept up to date by the push and refilled from records when
// they cannot be trusted: by the migration that creates them (there may be records already)
// and after a restore (backups leave them out: they would only repeat the records).
import { rebuildFieldTallies } from '../services/field-tallies.ts';
import { rehomeAll } from '../services/record-homes.ts';
import { recomputeAllStatuses } from '../services/committees/status.ts';
import type { Queryable } from './database.ts';

type Derived = {
  /** The migrations after which the tables must be refilled: the one that creates them first. */
  rebuiltAfter: readonly string[];
  tables: readonly string[];
  rebuild(tx: Queryable): Promise<void>;
};

export const DERIVED: readonly Derived[] = [
  {
    // 013 sets entries aside that the tallies must no longer count.
    rebuiltAfter: ['012_field_tallies.sql', '013_field_entry_exclusions.sql'],
    tables: ['field_voter_state', 'field_part_tallies', 'field_hour_tallies'],
    rebuild: rebuildFieldTallies,
  },
  {
    // Not a table: where roll records live is derived from the areas (record-homes.ts). Records
    // stored before the rule, or restored from a backup made before it, are moved home. After
    // the tallies, which the moves keep up to date.
    rebuiltAfter: ['014_record_homes.sql'],
    tables: [],
    rebuild: rehomeAll,
  },
  {
    // Each booth's committee judged (issue 46): from the seats, verifications, members and
    // pannas, by the definition. After the homes, which place the members and pannas.
    rebuiltAfter: ['026_committees.sql'],
    tables: ['committee_booth_status'],
    rebuild: async (tx) => {
      await recomputeAllStatuses(tx);
    },
  },
];

export const DERIVED_TABLES: readonly string[] = DERIVED.flatMap((d) => d.tables);

/** Refill every derived table, or (given the migrations just applied) those they created. */
export async function rebuildDerived(tx: Queryable, justApplied?: readonly string[]) {
  for (const d of DERIVED)
    if (!justApplied || d.rebuiltAfter.some((m) => justApplied.includes(m))) await d.rebuild(tx);
}
