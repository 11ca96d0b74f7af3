// The import bound to the app database and the signed-in writer, and the remembered column
// mappings (kept in `meta`, per header row, on this phone only).
import { db } from '../../../db/instance.ts';
import { getMeta, setMeta } from '../../../db/meta.ts';
import type { ColumnMapping } from '../../../domain/voter-csv.ts';
import { headerKey, isMappingFor } from '../../../domain/voter-csv.ts';
import { currentWriter } from '../../../sync/browser-session.ts';
import type { RunImportInput } from './run-import.ts';
import { runImport } from './run-import.ts';

export class ImportSignedOutError extends Error {
  constructor() {
    super('Not signed in');
  }
}

const mappingKey = (header: readonly string[]) => `voterImport.mapping.${headerKey(header)}`;

/** The mapping chosen last time for a file with this header, if it still fits. */
export async function recallMapping(header: readonly string[]): Promise<ColumnMapping | null> {
  const saved = await getMeta<string>(db, mappingKey(header));
  if (!saved) return null;
  try {
    const value: unknown = JSON.parse(saved);
    return isMappingFor(value, header.length) ? value : null;
  } catch {
    return null;
  }
}

export function rememberMapping(header: readonly string[], mapping: ColumnMapping): Promise<void> {
  return setMeta(db, mappingKey(header), JSON.stringify(mapping));
}

/** Import into this phone's database as the signed-in user. */
export function importVoters(input: Omit<RunImportInput, 'db' | 'writer'>) {
  const writer = currentWriter();
  if (!writer) return Promise.reject(new ImportSignedOutError());
  return runImport({ ...input, db, writer });
}
