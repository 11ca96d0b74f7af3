// The candidate manager's calls. The list comes from the server (accounts live there) and is
// kept on the phone for offline use; creating, moving and disabling go through sendOrQueue,
// so they work offline and are sent when the network returns. A queued creation carries a
// PBKDF2 hash of the password, never the password (domain/password-hash.ts).
import { downscaleImage } from '../../components/downscale-image.ts';
import type { BoothDb } from '../../db/database.ts';
import { fileInput, fileRef, saveFile } from '../../db/queue-commands.ts';
import { getMeta, setMeta } from '../../db/meta.ts';
import type { RequestEntry } from '../../db/types.ts';
import { hashForQueue } from '../../domain/password-hash.ts';
import type { CreateUserInput, UserSummary } from '../../domain/users.ts';
import { apiRoutes } from '../../domain/api/index.ts';
import { callApi } from '../../sync/call-api.ts';
import { browserSession } from '../../sync/browser-session.ts';
import { sendOrQueue } from '../../sync/send-or-queue.ts';
import type { SendResult } from '../../sync/send-or-queue.ts';

const CACHE_KEY = 'accounts.list';

/** Accounts inside my area from the server, cached; the cached copy when offline. */
export async function loadAccounts(
  db: BoothDb,
): Promise<{ users: UserSummary[]; cached: boolean }> {
  try {
    const { users } = await callApi(apiRoutes.users.list, { query: { limit: 1000 } });
    await setMeta(db, CACHE_KEY, JSON.stringify(users));
    return { users, cached: false };
  } catch (err) {
    const saved = await getMeta<string>(db, CACHE_KEY);
    if (saved === undefined) throw err;
    return { users: JSON.parse(saved) as UserSummary[], cached: true };
  }
}

export type NewAccountInput = Omit<CreateUserInput, 'password' | 'passwordHash' | 'name'> & {
  password: string;
};

/**
 * POST /api/users with the password hashed on the phone first. A photo is shrunk, kept in
 * `files` placed in the new account's area (so its owner can see it) and uploaded just before
 * the account is created.
 */
export async function createAccount(
  db: BoothDb,
  input: NewAccountInput,
  photo: Blob | null = null,
): Promise<SendResult<{ user: UserSummary }>> {
  const { password, ...rest } = input;
  const passwordHash = await hashForQueue(password);
  let fileIds: string[] | undefined;
  const user = browserSession.getUser();
  if (photo && user) {
    const shrunk = await fileInput(await downscaleImage(photo));
    fileIds = [await saveFile(db, user.id, { ...shrunk, scope: input.scope })];
  }
  return sendOrQueue(apiRoutes.users.create, {
    body: { ...rest, passwordHash, ...(fileIds ? { profileImage: fileRef(fileIds[0]!) } : {}) },
    ...(fileIds ? { fileIds } : {}),
    label: 'sync.request.account',
  });
}

export function setAccountStatus(id: string, status: UserSummary['status']) {
  return sendOrQueue(apiRoutes.users.setStatus, {
    params: { id },
    body: { status },
    label: 'sync.request.accountStatus',
  });
}

export function moveAccount(id: string, scope: string) {
  return sendOrQueue(apiRoutes.users.assignScope, {
    params: { id },
    body: { scope },
    label: 'sync.request.accountMove',
  });
}

/** Account creations still in the outbox, shown in the list as waiting for the network. */
export function pendingAccounts(entries: readonly RequestEntry[]): UserSummary[] {
  return entries
    .filter((e) => e.method === 'POST' && e.path === '/users' && e.status === 'pending')
    .map((e) => {
      const body = (e.body ?? {}) as Partial<CreateUserInput>;
      return {
        id: `pending-${e.seq ?? e.idempotencyKey}`,
        firstName: body.firstName ?? '',
        lastName: body.lastName ?? '',
        email: body.email ?? '',
        role: 'worker',
        scope: body.scope ?? null,
        status: 'active',
        phone: body.phone ?? '',
        state: body.state ?? '',
        district: body.district ?? '',
        assembly: body.assembly ?? '',
        profileImage: body.profileImage ?? '',
        pending: true,
      } as UserSummary & { pending: true };
    });
}
