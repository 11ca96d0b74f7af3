// The officer's figures of a part and the party's count there, live (officer-turnout-data.ts):
// a figure entered on another phone of the booth, or a mark, shows as it syncs in.
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../db/instance.ts';
import type { PartTurnout } from './officer-turnout-data.ts';
import { loadPartTurnout } from './officer-turnout-data.ts';

/** undefined while read. */
export function usePartTurnout(part: number): PartTurnout | undefined {
  return useLiveQuery(() => loadPartTurnout(db, part), [part]);
}
