// The generated roll as the import's parser hands it over (VoterFields per row), kept in the
// page so every run writes the same records; and the distinct select values found in it, so
// the query runs filter on values that exist.
import { generateRoll } from '../../../server/demo/roll-generator.ts';
import { createRng } from '../../../server/demo/roll/prng.ts';
import { withVariants } from '../../../server/demo/roll/variants.ts';
import type { VoterFields } from '../../../src/db/types.ts';
import { FACET_FIELDS } from '../../../src/domain/voter-facets.ts';
import { IMPORT_TARGETS, toCsv } from '../../../src/domain/voter-csv.ts';
import type { ColumnMapping } from '../../../src/domain/voter-csv.ts';

export let parsed: VoterFields[] = [];
let samples: ReturnType<typeof collectSamples> = { select: {}, surnames: [] };

/** Roll of `count` voters over parts 1–300 of an assembly of `assemblySize`. */
export function generate(opts: { count: number; seed: number; assemblySize: number }): number {
  const rng = createRng(opts.seed, 0x5eed);
  const out: VoterFields[] = [];
  for (const batch of generateRoll({ ...opts, batchSize: 5000 }))
    for (const v of batch) out.push(withVariants({ ...v.fields }, rng) as VoterFields);
  parsed = out;
  samples = collectSamples();
  return out.length;
}

/**
 * Drops the generated records once the CSV file is made: an app page never holds the roll in
 * its heap, and 300,000 objects there make every garbage collection during the import and the
 * queries a long task (seconds at that size) that the app would not have.
 */
export function releaseRoll(): void {
  parsed = [];
}

/** Distinct values per select field and the surnames, from the first rows of the roll. */
export function sampleValues(): { select: Record<string, string[]>; surnames: string[] } {
  return samples;
}

function collectSamples(): { select: Record<string, string[]>; surnames: string[] } {
  const select: Record<string, Set<string>> = {};
  const surnames = new Set<string>();
  for (const v of parsed.slice(0, 20_000)) {
    for (const field of FACET_FIELDS) {
      const value = (v as Record<string, unknown>)[field];
      if (typeof value === 'string' && value) (select[field] ??= new Set()).add(value);
    }
    if (v.lastName) surnames.add(v.lastName);
  }
  return {
    select: Object.fromEntries(Object.entries(select).map(([k, s]) => [k, [...s]])),
    surnames: [...surnames],
  };
}

/** The importable columns: every import target but the one-column full name. */
export const CSV_MAPPING: ColumnMapping = IMPORT_TARGETS.filter((t) => t !== 'fullName');

/** The roll as the CSV file a user would import (BOM, header, CRLF), as a Blob. */
export function rollCsv(): Blob {
  const rows = parsed.map((v) =>
    CSV_MAPPING.map((t) => (v as Record<string, string | number | undefined>)[t!]),
  );
  return new Blob([toCsv(CSV_MAPPING as string[], rows)], { type: 'text/csv' });
}
