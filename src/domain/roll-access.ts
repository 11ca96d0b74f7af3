// Who may import the roll (issue 21): the administrator, and coordinators placed in an area
// above a booth (state to mandal). A booth worker reads the roll their coordinator imported;
// someone without a place has no booths to put parts in. The server decides for real (its
// insideArea check); this only keeps the screen and its sidebar link away from those it
// would refuse anyway.
import type { SessionUser } from './auth.ts';
import { scopeLevelOf } from './scope.ts';

export function mayImportRolls(user: Pick<SessionUser, 'role' | 'scope'> | null): boolean {
  if (!user) return false;
  if (user.role === 'admin') return true;
  if (user.scope === null) return false;
  // '' is everything (only the admin holds it); a booth path is a booth worker's.
  return user.scope === '' || scopeLevelOf(user.scope) !== 'booth';
}
