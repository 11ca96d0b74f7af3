import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/database.ts';
import type { Role, SessionUser, SignUpInput } from '../../src/domain/auth.ts';
import { splitName } from '../../src/domain/auth.ts';
import { isUuid } from '../../src/domain/ids.ts';
import type { Profile, ProfileUpdate } from '../../src/domain/profile.ts';
import type { CreateUserInput } from '../../src/domain/users.ts';
import { PROFILE_LIST_NAMES, profileUpdateSchema } from '../../src/domain/profile.ts';
import { hashPassword } from '../auth/passwords.ts';
import { conflict } from '../errors.ts';

export type UserRow = {
  id: string;
  email: string;
  password_hash: string;
  role: Role;
  scope: string | null;
  first_name: string;
  last_name: string;
  profile: Partial<ProfileUpdate>;
  /** Set when the account was disabled; null while active. */
  disabled_at: Date | null;
};

const FIRST_USER_LOCK = 727_002;

/**
 * Create an account. The first account on an empty database is the admin (docs/decisions/areas-accounts.md);
 * later ones are workers with `scope` (none unless a coordinator creates them at a scope).
 */
/** Sign-up's name and password, or the candidate form's names, profile and queued hash. */
export type NewAccount =
  SignUpInput | (Omit<CreateUserInput, 'scope'> & { password?: string; passwordHash?: string });

function accountNames(input: NewAccount): { firstName: string; lastName: string } {
  if ('firstName' in input && input.firstName)
    return { firstName: input.firstName, lastName: input.lastName ?? '' };
  return splitName(input.name ?? '');
}

/** Profile fields a coordinator fills in when creating the account. */
function initialProfile(input: NewAccount): Record<string, unknown> {
  if (!('phone' in input)) return {};
  const { phone, age, address, state, district, assembly, profileImage } = input;
  return { phoneNo: phone ?? '', age, address, state, district, assembly, profileImage };
}

export async function createUser(
  db: Database,
  input: NewAccount,
  scope: string | null = null,
): Promise<UserRow> {
  const passwordHash =
    'passwordHash' in input && input.passwordHash
      ? input.passwordHash
      : await hashPassword(input.password!);
  const { firstName, lastName } = accountNames(input);
  try {
    return await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [FIRST_USER_LOCK]);
      const { rows } = await tx.query<{ any: boolean }>(
        'SELECT EXISTS (SELECT 1 FROM users) AS any',
      );
      const isFirst = !rows[0]!.any;
      const inserted = await tx.query<UserRow>(
        `INSERT INTO users (id, email, password_hash, role, scope, first_name, last_name, profile)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
        [
          randomUUID(),
          input.email,
          passwordHash,
          isFirst ? 'admin' : 'worker',
          isFirst ? '' : scope,
          firstName,
          lastName,
          JSON.stringify(initialProfile(input)),
        ],
      );
      return inserted.rows[0]!;
    });
  } catch (err) {
    if ((err as { code?: string }).code === '23505') {
      throw conflict('An account with this e-mail already exists', {
        fields: { email: 'errors.emailTaken' },
        messageKey: 'errors.emailTaken',
      });
    }
    throw err;
  }
}

/** True once any account exists: the next sign-up is then not the administrator. */
export async function anyAccount(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM users) AS any');
  return rows[0]!.any;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE email = $1', [email]);
  return rows[0];
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  // Route parameters arrive parsed (route-params.ts); this guards every other caller.
  if (!isUuid(id)) return undefined;
  const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
  return rows[0];
}

export function toSessionUser(u: UserRow): SessionUser {
  return {
    booth_id: u.id,
    firstName: u.first_name,
    lastName: u.last_name,
    email: u.email,
    role: u.role,
    scope: u.scope,
  };
}

export function toProfile(u: UserRow): Profile {
  const defaults = profileUpdateSchema.getDefault();
  return {
    ...defaults,
    ...u.profile,
    firstName: u.first_name,
    lastName: u.last_name,
    email: u.email,
    booth_id: u.id,
    role: u.role,
    scope: u.scope,
    profileImage: String(u.profile.profileImage ?? ''),
  };
}

/** Store a validated profile update. E-mail is never changed here (the specification's roles). */
export async function updateProfile(
  db: Queryable,
  id: string,
  update: ProfileUpdate,
): Promise<UserRow> {
  const { firstName, lastName, email: _ignored, ...rest } = update;
  const profile: Record<string, unknown> = { ...rest };
  for (const list of PROFILE_LIST_NAMES) profile[list] = update[list];
  const { rows } = await db.query<UserRow>(
    // Merged: fields the profile form does not show (the account form's age, address) stay.
    `UPDATE users SET first_name = $2, last_name = $3, profile = profile || $4, updated_at = now()
     WHERE id = $1 RETURNING *`,
    [id, firstName, lastName, JSON.stringify(profile)],
  );
  return rows[0]!;
}
