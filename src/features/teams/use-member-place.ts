// Where a new team member is, as far as the worker's own area tells: the worker's area (a
// booth worker's booth) and the names of the state, district and assembly above it. The form
// starts with them, so the field is not asked for what the booth already implies (issue 22).
import { useLiveQuery } from 'dexie-react-hooks';
import { useSessionUserId } from '../../sync/use-session-user-id.ts';
import { db } from '../../db/instance.ts';
import { getSessionUser } from '../../sync/session.ts';

export type MemberPlace = { areaPath: string; state: string; district: string; assembly: string };

export const NO_PLACE: MemberPlace = { areaPath: '', state: '', district: '', assembly: '' };

/** The state, district and assembly paths above (or at) `scope`. */
const levelsOf = (scope: string): [string, string, string] => {
  const segments = scope.split('/');
  const upTo = (n: number) => (segments.length >= n ? segments.slice(0, n).join('/') : '');
  return [upTo(1), upTo(2), upTo(3)];
};

/** The worker's place; NO_PLACE for the admin (everything) or an account without an area. */
export async function memberPlaceOf(scope: string | null | undefined): Promise<MemberPlace> {
  if (!scope) return NO_PLACE;
  const [state, district, assembly] = levelsOf(scope);
  const areas = await db.areas.where('path').anyOf([state, district, assembly]).toArray();
  const nameOf = (path: string) => areas.find((a) => a.path === path && !a.deleted)?.name ?? '';
  return {
    areaPath: scope,
    state: nameOf(state),
    district: nameOf(district),
    assembly: nameOf(assembly),
  };
}

/** undefined while it is read. */
export function useMemberPlace(): MemberPlace | undefined {
  const userId = useSessionUserId();
  const user = userId ? getSessionUser() : null;
  const scope = user?.role === 'admin' ? '' : user?.scope;
  return useLiveQuery(() => memberPlaceOf(scope), [scope]);
}
