// User management over organisation scopes (docs/decisions/areas-accounts.md): who may list, create and assign
// scopes to whom. Shared by the server routes and the team screens' account forms.
import { number, object, string } from 'yup';
import { QUEUED_HASH_PATTERN } from './password-hash.ts';
import type { InferType } from 'yup';
import type { Role } from './auth.ts';
import { signUpSchema } from './auth.ts';
import { parseScope } from './scope.ts';
import { storedImageField } from './ids.ts';
import { MSG, lowerCased, queryInteger, trimmedString } from './validation.ts';

/** A scope path as typed by a person: normalised by parseScope, refused when malformed. */
export const scopeField = () =>
  trimmedString()
    .max(400, MSG.tooLong)
    .transform((v: unknown) => (typeof v === 'string' ? (parseScope(v) ?? v) : v))
    // Yup would turn 12 into "12": a scope must arrive as text.
    .test('type', MSG.invalid, function () {
      const original: unknown = this.originalValue;
      return original === undefined || original === null || typeof original === 'string';
    })
    .test('scope', MSG.scope, (v) => v === null || v === undefined || parseScope(v) === v);

/** Digits of a claim code; spaces and dashes (as read out) are dropped. */
export const CLAIM_CODE_PATTERN = /^\d{8}$/;

/** A claim code as typed: text only (Yup would turn a number into text), 8 digits. */
export const claimCodeField = () =>
  trimmedString()
    .transform((v: unknown) => (typeof v === 'string' ? v.replace(/[\s-]/g, '') : v))
    .test('type', MSG.invalid, function () {
      const original: unknown = this.originalValue;
      return original === undefined || typeof original === 'string';
    })
    .matches(CLAIM_CODE_PATTERN, MSG.invalid);

/**
 * PUT /api/users/:id/scope — `null` takes the scope away (the user sees only own records).
 * Claiming an unassigned account needs the code its holder made (the admin needs none).
 */
export const assignScopeSchema = object({
  scope: scopeField().nullable().defined(MSG.required),
  claimCode: claimCodeField().optional(),
});
export type AssignScopeInput = InferType<typeof assignScopeSchema>;

const optionalText = (max = 200) => trimmedString().max(max, MSG.tooLong).default('');

/**
 * POST /api/users — an account made by a coordinator, at or below their own scope: the sign-up
 * fields, or the candidate form's (first and last name, phone, age, address and the names of
 * its state, district and assembly). The password comes as itself, or — from a phone's queue,
 * which must not keep it — as a PBKDF2 hash (domain/password-hash.ts).
 */
export const createUserSchema = object({
  name: trimmedString().max(120, MSG.tooLong),
  firstName: trimmedString().max(80, MSG.tooLong),
  lastName: optionalText(80),
  email: signUpSchema.fields.email,
  password: string().min(6, MSG.passwordShort).max(200, MSG.tooLong),
  passwordHash: string().max(200, MSG.tooLong).matches(QUEUED_HASH_PATTERN, MSG.invalid),
  /** Defaults to the creator's scope. */
  scope: scopeField().optional(),
  phone: optionalText(20),
  age: number()
    .typeError(MSG.number)
    .transform((v, orig) => (orig === '' || orig === null ? undefined : v))
    .integer(MSG.number)
    .min(18, MSG.number)
    .max(120, MSG.number)
    .optional(),
  address: optionalText(1000),
  state: optionalText(),
  district: optionalText(),
  assembly: optionalText(),
  profileImage: storedImageField().optional(),
})
  .test('name', MSG.required, function (v) {
    if (v.name || v.firstName) return true;
    return this.createError({ path: 'firstName', message: MSG.required });
  })
  .test('password', MSG.required, function (v) {
    if ((v.password === undefined) !== (v.passwordHash === undefined)) return true;
    return this.createError({ path: 'password', message: MSG.required });
  });
export type CreateUserInput = InferType<typeof createUserSchema>;

export const MAX_USERS_OFFSET = 1_000_000;

/** GET /api/users query. */
export const listUsersQuerySchema = object({
  /** Exact e-mail: also finds an account nobody has assigned yet, so it can be claimed. */
  email: trimmedString().transform(lowerCased).max(254, MSG.tooLong).email(MSG.email).optional(),
  limit: queryInteger(1, 1000, 500),
  /** Bounded so a huge offset is a 400, not a database error; nobody pages this far. */
  offset: queryInteger(0, MAX_USERS_OFFSET, 0),
});
export type ListUsersQuery = InferType<typeof listUsersQuerySchema>;

/** A user as the user-management routes show it (no profile, no password hash). */
export type UserSummary = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  /** '' = everything, null = none yet (own records only). */
  scope: string | null;
  status: 'active' | 'disabled';
  phone: string;
  /** The names of the account's places, as its profile gives them. */
  state: string;
  district: string;
  assembly: string;
  /** '' or the photo's /api/files address. */
  profileImage: string;
};

/** PUT /api/users/:id/status — a disabled account is refused everywhere and its phones wiped. */
export const userStatusSchema = object({
  status: trimmedString().oneOf(['active', 'disabled'], MSG.oneOf).required(MSG.required),
});
export type UserStatusInput = InferType<typeof userStatusSchema>;

export type UserListResponse = { users: UserSummary[] };
export type UserResponse = { user: UserSummary };

/** POST /api/users/me/claim-code: shown to the holder once, to read out to the claimer. */
export type ClaimCodeResponse = { code: string; expiresAt: string };
