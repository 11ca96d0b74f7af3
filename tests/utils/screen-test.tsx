// What the screen tests share: a booth worker to sign in as (with the writer their records
// carry) and the one screen renderer (render-screen.tsx).
import type { Writer } from '../../src/db/writer.ts';
import type { SessionUser } from '../../src/domain/auth.ts';
import { saveSession } from '../../src/sync/session.ts';

/** A worker of `scope` whose account id ends in `idEnd` (each test file its own). */
export function boothWorker(
  idEnd: string,
  name: string,
  scope = 'up/booth-12',
): { me: SessionUser; writer: Writer } {
  const [firstName = name, lastName = ''] = name.split(' ');
  const me: SessionUser = {
    booth_id: `00000000-0000-4000-8000-${idEnd.padStart(12, '0')}`,
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}@example.com`,
    role: 'worker',
    scope,
  };
  return { me, writer: { userId: me.booth_id, scope } };
}

export const signIn = (me: SessionUser) => saveSession('test-token', me);

export { renderScreen } from './render-screen.tsx';
