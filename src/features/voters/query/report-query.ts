// Reads of the voters table for the report screens. One entry point per need: a page of a
// report (rows and total), every row of a report (export, print, slips), one voter and its
// household (the profile card), and the gender counts of All Voters Summary.
//
// FIRST VERSION: correct but reads every live voter and filters in memory. The indexed query
// engine replaces the bodies of these functions and keeps their signatures.
import type { BoothDb } from '../../../db/database.ts';
import type { VoterRecord } from '../../../db/types.ts';
import type { FilterRow, FilterValues } from '../../../domain/voter-filters.ts';
import type { VoterReportDef } from '../../../domain/voter-reports.ts';
import { reportRows } from '../../../domain/voter-reports.ts';

export type ReportQuery = {
  def: VoterReportDef;
  /** What the filter area holds (blank inputs are ignored). */
  values: FilterValues;
  /** 1-based. */
  page: number;
  pageSize: number;
  /** The UI language, for the Alphabetical sort. */
  locale?: string;
};

/** One page of a report: its rows and the total over all pages. */
export type ReportPage = { rows: FilterRow[]; total: number };

export type GenderCounts = { male: number; female: number; other: number; total: number };

async function liveVoters(db: BoothDb): Promise<VoterRecord[]> {
  return db.voters.where('deleted').equals(0).toArray();
}

/** Every row of a report under the given filters, in screen order. */
export async function loadReportRows(
  db: BoothDb,
  def: VoterReportDef,
  values: FilterValues,
  locale?: string,
): Promise<FilterRow[]> {
  return reportRows(def, await liveVoters(db), values, locale);
}

export async function loadReportPage(db: BoothDb, q: ReportQuery): Promise<ReportPage> {
  const rows = await loadReportRows(db, q.def, q.values, q.locale);
  const offset = (q.page - 1) * q.pageSize;
  return { rows: rows.slice(offset, offset + q.pageSize), total: rows.length };
}

/** One live voter, or undefined. */
export async function loadVoter(db: BoothDb, id: string): Promise<VoterRecord | undefined> {
  const v = await db.voters.get(id);
  return v && !v.deleted ? v : undefined;
}

/** The live voters sharing a voter's address key (its household), the voter included. */
export async function loadHousehold(db: BoothDb, voter: VoterRecord): Promise<VoterRecord[]> {
  if (!voter.addressKey) return [voter];
  const all = await db.voters.where('addressKey').equals(voter.addressKey).toArray();
  return all.filter((v) => !v.deleted);
}

/** Live voters by gender (Male/male/M count as male; anything else set is "other"). */
export async function loadGenderCounts(db: BoothDb): Promise<GenderCounts> {
  const counts: GenderCounts = { male: 0, female: 0, other: 0, total: 0 };
  for (const v of await liveVoters(db)) {
    const g = (v.gender ?? '').trim().toLowerCase();
    if (g === 'male' || g === 'm') counts.male++;
    else if (g === 'female' || g === 'f') counts.female++;
    else if (g) counts.other++;
    counts.total++;
  }
  return counts;
}
