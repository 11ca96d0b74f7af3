// A panna's voters for its slips: the live voters of its part at serials from…to, in roll
// order, read from the part index (one key range) when the person asks to print them.
import { db } from '../../../db/instance.ts';
import { liveVotersAtSerials } from '../../../db/voter-ranges.ts';
import type { FilterRow } from '../../../domain/voter-filters.ts';

export type PannaRange = { partNumber: number; fromSerial: number; toSerial: number };

export function pannaSlipRows(panna: PannaRange): Promise<FilterRow[]> {
  return liveVotersAtSerials(db, panna.partNumber, panna.fromSerial, panna.toSerial);
}
