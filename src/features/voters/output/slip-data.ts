// What a voter slip and a family label show, read from a report's rows. Framework-free so
// the numbering rules are tested without rendering.
import type { FilterRow } from '../../../domain/voter-filters.ts';
import { voterFullName } from '../../../domain/voter-fields.ts';
import { partOf } from '../../../domain/voter-aggregates.ts';

export type VoterSlip = {
  key: string;
  name: string;
  /** Father/husband name (the voter's `relation` field). */
  relation: string;
  part: number;
  /**
   * The voter's position within its part in the report's order, from 1. Voter records have
   * no roll serial number, so this is the best stable stand-in: sort the report by part
   * (Alphabetical List, Voter List) and it follows the printed order a worker hands out.
   */
  serial: number;
  voterId: string;
  /**
   * No polling-station field exists. A roll part is exactly one polling station, so the slip
   * names it by its part and the voter's assembly (number and name, when stored).
   */
  assembly: string;
  address: string;
};

/** One slip per voter row, numbered within each part. */
export function voterSlips(rows: readonly FilterRow[]): VoterSlip[] {
  const serials = new Map<number, number>();
  return rows.map((row, i) => {
    const part = partOf(row);
    const serial = (serials.get(part) ?? 0) + 1;
    serials.set(part, serial);
    return {
      key: `${i}`,
      name: voterFullName(row),
      relation: row.relation?.trim() ?? '',
      part,
      serial,
      voterId: row.voterId?.trim() ?? '',
      assembly: [row.assembly, row.assemblyName]
        .map((s) => s?.trim())
        .filter(Boolean)
        .join(' '),
      address: row.address?.trim() ?? '',
    };
  });
}

export type FamilyLabel = {
  key: string;
  /** The head of the household. */
  name: string;
  houseno: string;
  address: string;
  part: number;
  /** Members of the household, where the report counted them. */
  members?: number;
};

/**
 * One label per household row. Family rows and family-label rows carry the head's name in
 * `name`; family-head rows are the head's own voter record.
 */
export function familyLabels(rows: readonly FilterRow[]): FamilyLabel[] {
  return rows.map((row, i) => ({
    key: `${i}`,
    name: row.name?.trim() || voterFullName(row),
    houseno: row.houseno?.trim() ?? '',
    address: row.address?.trim() ?? '',
    part: partOf(row),
    ...(typeof row.familySize === 'number' ? { members: row.familySize } : {}),
  }));
}

/** Items cut into pages of `size`. */
export function pages<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
