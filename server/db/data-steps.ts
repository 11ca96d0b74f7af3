// Work a migration needs done on the data that SQL files cannot say well, run right after
// that migration. A restore runs the steps of migrations its backup had not seen, so an older
// backup's rows get what the migration would have done to them.
import { findFieldEntryExclusions } from '../services/field-exclusions.ts';
import type { Queryable } from './database.ts';

type DataStep = {
  /** The migration after which the step runs. */
  after: string;
  run(tx: Queryable): Promise<void>;
};

export const DATA_STEPS: readonly DataStep[] = [
  { after: '013_field_entry_exclusions.sql', run: findFieldEntryExclusions },
];

/** Run the steps of the migrations in `migrations`, in migration order. */
export async function runDataSteps(tx: Queryable, migrations: readonly string[]): Promise<void> {
  const steps = DATA_STEPS.filter((s) => migrations.includes(s.after));
  for (const step of steps.sort((a, b) => a.after.localeCompare(b.after))) await step.run(tx);
}
