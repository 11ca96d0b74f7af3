// The Areas screen's rows, read live from the phone's database in tree order (area-queries.ts).
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../db/instance.ts';
import type { AreaRow } from './area-queries.ts';
import { loadAreaRows } from './area-queries.ts';

/** undefined while they are read. */
export function useAreaRows(lang: string): AreaRow[] | undefined {
  return useLiveQuery(() => loadAreaRows(db, lang), [lang]);
}
