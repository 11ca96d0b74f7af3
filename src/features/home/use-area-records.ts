// The areas on this phone, live, for naming the areas the turnout card lists (its trail and
// the areas one level down); the card reads them here, not from the database itself.
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../db/instance.ts';
import type { AreaRecord } from '../../db/types.ts';

/** Every area record (tombstones too; the caller skips them); undefined while loading. */
export function useAreaRecords(): AreaRecord[] | undefined {
  return useLiveQuery(() => db.areas.toArray(), []);
}
