// The booth committee the admin defines (issue 46): its roles, each named in English and
// Hindi with a count (or one per panna), and its quotas (at least 3 women …). One definition
// for every booth; each booth's committee is judged against it (evaluate.ts), on the phone and
// on the server alike. Framework-free: the server validates with the same schema.
import { array, mixed, number, object, string } from 'yup';
import type { InferType } from 'yup';
import { MSG, trimmedString } from '../validation.ts';

/** A role with one seat per panna of the booth (the panna pramukhs). */
export const PER_PANNA = 'perPanna';

/** How many seats a role has: a number, or one per panna. */
export type RoleCount = number | typeof PER_PANNA;

export type CommitteeRole = {
  /** Stable id the seats name; made from the English name when the role is added. */
  id: string;
  nameEn: string;
  nameHi: string;
  count: RoleCount;
};

/** Quotas a committee must meet, counted over distinct members of its roles. */
export const QUOTA_KINDS = ['women', 'youth'] as const;
export type QuotaKind = (typeof QUOTA_KINDS)[number];

export type CommitteeQuota =
  | { kind: 'women'; atLeast: number }
  /** At least `atLeast` members aged `maxAge` or under. */
  | { kind: 'youth'; atLeast: number; maxAge: number };

export type CommitteeDefinition = { roles: CommitteeRole[]; quotas: CommitteeQuota[] };

/** What the server keeps and answers: the definition, how many saves made it, and when. */
export type StoredDefinition = CommitteeDefinition & {
  version: number;
  updatedAt: string | null;
};

/** Limits of a definition. */
export const COMMITTEE_LIMITS = {
  roles: 30,
  nameLength: 60,
  count: 50,
  quotaAtLeast: 100,
  ageMin: 18,
  ageMax: 100,
} as const;

/**
 * What a new server starts with: a committee as the parties in the issue describe it (a
 * president, a secretary, the booth level agent, a WhatsApp pramukh, a beneficiary contact,
 * a panna pramukh for each panna and five members), at least three of them women.
 */
export const DEFAULT_DEFINITION: CommitteeDefinition = {
  roles: [
    { id: 'president', nameEn: 'President', nameHi: 'अध्यक्ष', count: 1 },
    { id: 'secretary', nameEn: 'Secretary', nameHi: 'महामंत्री', count: 1 },
    { id: 'bla', nameEn: 'Booth level agent (BLA-2)', nameHi: 'बूथ लेवल एजेंट (BLA-2)', count: 1 },
    { id: 'whatsapp', nameEn: 'WhatsApp pramukh', nameHi: 'व्हाट्सऐप प्रमुख', count: 1 },
    { id: 'labharthi', nameEn: 'Beneficiary contact', nameHi: 'लाभार्थी संपर्क प्रमुख', count: 1 },
    { id: 'panna-pramukh', nameEn: 'Panna pramukh', nameHi: 'पन्ना प्रमुख', count: PER_PANNA },
    { id: 'member', nameEn: 'Member', nameHi: 'सदस्य', count: 5 },
  ],
  quotas: [{ kind: 'women', atLeast: 3 }],
};

export const ROLE_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;

/** A role id from its English name ("WhatsApp pramukh" → "whatsapp-pramukh"), unique in `taken`. */
export function roleIdFor(name: string, taken: ReadonlySet<string>): string {
  const slug =
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 32) || 'role';
  let id = slug;
  for (let n = 2; taken.has(id); n++) id = `${slug}-${n}`;
  return id;
}

/** Seats of the roles with a fixed count; per-panna roles add as many as the booth has pannas. */
export const fixedSeats = (def: CommitteeDefinition): number =>
  def.roles.reduce((sum, r) => sum + (r.count === PER_PANNA ? 0 : r.count), 0);

export const hasPerPannaRole = (def: CommitteeDefinition): boolean =>
  def.roles.some((r) => r.count === PER_PANNA);

/** The field error keys of a definition's own rules (beside the usual ones). */
export const COMMITTEE_MSG = {
  roleTwice: 'errors.committees.roleTwice',
  noSeats: 'errors.committees.noSeats',
  quotaTwice: 'errors.committees.quotaTwice',
  quotaTooHigh: 'errors.committees.quotaTooHigh',
} as const;

const nameField = () =>
  trimmedString().max(COMMITTEE_LIMITS.nameLength, MSG.tooLong).required(MSG.required);

const roleSchema = object({
  id: string().matches(ROLE_ID_PATTERN, MSG.invalid).required(MSG.required),
  nameEn: nameField(),
  nameHi: nameField(),
  count: mixed<RoleCount>()
    .required(MSG.required)
    .test(
      'count',
      MSG.number,
      (v) =>
        v === PER_PANNA ||
        (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= COMMITTEE_LIMITS.count),
    ),
});

const whole = (min: number, max: number) =>
  number()
    .typeError(MSG.number)
    .integer(MSG.number)
    .min(min, MSG.number)
    .max(max, MSG.number)
    .required(MSG.required);

const quotaSchema = object({
  kind: string().oneOf(QUOTA_KINDS, MSG.oneOf).required(MSG.required),
  atLeast: whole(1, COMMITTEE_LIMITS.quotaAtLeast),
  maxAge: number().when('kind', {
    is: 'youth',
    then: () => whole(COMMITTEE_LIMITS.ageMin, COMMITTEE_LIMITS.ageMax),
    otherwise: (s) => s.strip(),
  }),
});

/**
 * A definition as the admin saves it: 1–30 roles with distinct ids, at least one seat that
 * does not wait for pannas, each quota kind once, and no quota above the seats there are
 * (unless a role grows with the pannas).
 */
export const committeeDefinitionSchema = object({
  roles: array(roleSchema)
    .min(1, MSG.required)
    .max(COMMITTEE_LIMITS.roles, MSG.tooLong)
    .required(MSG.required)
    .test('distinct', COMMITTEE_MSG.roleTwice, (roles) => {
      const ids = (roles ?? []).map((r) => r.id);
      return new Set(ids).size === ids.length;
    })
    .test('seats', COMMITTEE_MSG.noSeats, (roles) =>
      (roles ?? []).some((r) => typeof r.count === 'number' && r.count > 0),
    ),
  quotas: array(quotaSchema)
    .max(QUOTA_KINDS.length, MSG.tooLong)
    .default([])
    .test('distinct', COMMITTEE_MSG.quotaTwice, (quotas) => {
      const kinds = (quotas ?? []).map((q) => q.kind);
      return new Set(kinds).size === kinds.length;
    })
    .test('fits', COMMITTEE_MSG.quotaTooHigh, function fits(quotas) {
      const roles = (this.parent as { roles?: CommitteeRole[] }).roles ?? [];
      const def = { roles, quotas: [] };
      if (hasPerPannaRole(def)) return true;
      return (quotas ?? []).every((q) => q.atLeast <= fixedSeats(def));
    }),
});

export type CommitteeDefinitionInput = InferType<typeof committeeDefinitionSchema>;

/** The validated input as a definition (the schema's cast types are looser than ours). */
export function definitionOf(input: CommitteeDefinitionInput): CommitteeDefinition {
  return {
    roles: input.roles.map((r) => ({
      id: r.id,
      nameEn: r.nameEn,
      nameHi: r.nameHi,
      count: r.count,
    })),
    quotas: input.quotas.map((q): CommitteeQuota =>
      q.kind === 'youth'
        ? { kind: 'youth', atLeast: q.atLeast, maxAge: Number(q.maxAge) }
        : { kind: 'women', atLeast: q.atLeast },
    ),
  };
}

/** A role's name in the UI language. */
export const roleLabel = (role: Pick<CommitteeRole, 'nameEn' | 'nameHi'>, lang: string): string =>
  lang.startsWith('hi') ? role.nameHi || role.nameEn : role.nameEn || role.nameHi;
