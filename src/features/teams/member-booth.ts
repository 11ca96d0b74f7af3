// A team member's booth, for the member action menu (the specification's screens "generic action menu"): Voters,
// Upload CSV and Label Value open the voter screens on the booth's parts, BM makes the member
// the booth's manager. Only members placed in a booth that has parts get these actions.
import { patchRecord } from '../../db/commands.ts';
import type { BoothDb } from '../../db/database.ts';
import type { AreaRecord, MemberRecord } from '../../db/types.ts';
import type { Writer } from '../../db/writer.ts';
import { levelOf } from '../../domain/areas.ts';
import { DASHBOARD_BASE, REPORT_BASE } from '../../domain/navigation.ts';

/** The member's booth when it is on this phone and has part numbers. */
export function boothOf(
  member: MemberRecord,
  areas: ReadonlyMap<string, AreaRecord>,
): AreaRecord | undefined {
  const area = member.areaPath ? areas.get(member.areaPath) : undefined;
  if (!area || area.deleted || levelOf(area.path) !== 'booth' || !area.parts?.length) return;
  return area;
}

/** The address of a voter screen filtered to the booth's parts (lowest to highest). */
export function boothReportHref(
  booth: AreaRecord,
  screen: 'voter-list' | 'lable-value',
  opts: { importing?: boolean } = {},
): string {
  const parts = booth.parts ?? [];
  const query = new URLSearchParams({
    partFrom: String(Math.min(...parts)),
    partTo: String(Math.max(...parts)),
  });
  if (opts.importing) query.set('import', '1');
  const path = screen === 'voter-list' ? 'voter-list' : `${REPORT_BASE}/lable-value`;
  return `${DASHBOARD_BASE}/${path}?${query}`;
}

/** Make `member` the manager of `booth` (shown on the member and on the booth in Areas). */
export function makeBoothManager(
  db: BoothDb,
  writer: Writer,
  booth: AreaRecord,
  member: MemberRecord,
): Promise<string[]> {
  return patchRecord(db, writer, 'areas', booth.id, { boothManagerId: member.id });
}
