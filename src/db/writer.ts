import type { SessionUser } from '../domain/auth.ts';

/** Who is writing: tags outbox entries and sets the local owner and scope of new records. */
export type Writer = { userId: string; scope: string };

export function writerOf(user: Pick<SessionUser, 'booth_id' | 'scope'>): Writer {
  return { userId: user.booth_id, scope: user.scope ?? '' };
}
