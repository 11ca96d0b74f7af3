// A booth's committee as the phone and the server exchange it (issue 46): the booth, the
// definition it is judged by, its seats with their members and how each was verified, and
// the calls that change it (server/routes/committees.ts, docs/committees.md).
import { number, object, string } from 'yup';
import type { InferType } from 'yup';
import { storedImageField, uuidField } from '../ids.ts';
import { MSG } from '../validation.ts';
import type { StoredDefinition } from './definition.ts';
import { ROLE_ID_PATTERN } from './definition.ts';
import type { Gender, SeatFacts } from './evaluate.ts';
import { GENDERS } from './evaluate.ts';

export const VERIFY_METHODS = ['sms', 'visit'] as const;
export type VerifyMethod = (typeof VERIFY_METHODS)[number];

/** Where a visit was: the browser's reading, with its accuracy in metres. */
export type VisitPlace = { latitude: number; longitude: number; accuracy: number };

export type SeatVerification = {
  method: VerifyMethod;
  at: string;
  /** The account that verified (its name), when it still exists. */
  byName: string | null;
  /** Visits: the photo's address and the place. */
  photo?: string;
  place?: VisitPlace;
};

export type CommitteeSeat = {
  id: string;
  roleId: string;
  memberId: string;
  /** The member's name and phone as the team list has them now. */
  name: string;
  phone: string;
  gender: Gender;
  age: number | null;
  /** False once the member is deleted, disabled or moved out of the booth's team. */
  inTeam: boolean;
  verification: SeatVerification | null;
  /** A code sent and not yet used: when it ends (the screen offers to type it). */
  codeExpiresAt: string | null;
};

export type CommitteeBooth = {
  id: string;
  path: string;
  name: string;
  nameHi: string;
  /** Current pannas of the booth, as the server holds them (per-panna roles need as many). */
  pannas: number;
};

/** GET /committees/booths/:id and the answer of every change to a booth's committee. */
export type BoothCommittee = {
  booth: CommitteeBooth;
  definition: StoredDefinition;
  seats: CommitteeSeat[];
  /** The server's judgement (evaluate.ts over the same facts). */
  status: { complete: boolean; verified: boolean };
  /** May this caller record a coordinator's visit here (they hold an area above the booth)? */
  mayVisit: boolean;
};

/** The facts evaluate.ts reads off a seat. */
export const seatFacts = (s: CommitteeSeat): SeatFacts => ({
  roleId: s.roleId,
  memberId: s.memberId,
  gender: s.gender,
  age: s.age,
  verified: s.verification !== null,
  inTeam: s.inTeam,
});

/** PUT /committees/booths/:id/seats/:rowId: a team member in a role. */
export const seatSchema = object({
  roleId: string().matches(ROLE_ID_PATTERN, MSG.invalid).required(MSG.required),
  memberId: uuidField().required(MSG.required),
  gender: string()
    .oneOf(['', ...GENDERS], MSG.oneOf)
    .default(''),
  age: number()
    .transform((v: number, original: unknown) => (original === '' ? undefined : v))
    .typeError(MSG.number)
    .integer(MSG.number)
    .min(0, MSG.number)
    .max(150, MSG.number)
    .nullable()
    .default(null),
});
export type SeatInput = InferType<typeof seatSchema>;

/** POST …/code: the language the SMS is written in. */
export const sendCodeSchema = object({
  lang: string().oneOf(['en', 'hi'], MSG.oneOf).default('en'),
});

/** A code is six digits. */
export const CODE_LENGTH = 6;
export const CODE_PATTERN = /^\d{6}$/;

/** POST …/verify: the code the member read out. */
export const checkCodeSchema = object({
  code: string()
    .transform((v: unknown) => (typeof v === 'string' ? v.replace(/\s/g, '') : v))
    .matches(CODE_PATTERN, 'errors.committees.codeShape')
    .required(MSG.required),
});

/** POST …/visit: the photo taken there and where the phone was. */
export const visitSchema = object({
  photo: storedImageField().required(MSG.required).min(1, MSG.required),
  latitude: number()
    .typeError(MSG.number)
    .min(-90, MSG.number)
    .max(90, MSG.number)
    .required(MSG.required),
  longitude: number()
    .typeError(MSG.number)
    .min(-180, MSG.number)
    .max(180, MSG.number)
    .required(MSG.required),
  accuracy: number()
    .typeError(MSG.number)
    .min(0, MSG.number)
    .max(100_000, MSG.number)
    .required(MSG.required),
  /** When the place was read (the visit may be sent hours later, from the outbox). */
  at: string()
    .matches(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/, MSG.time)
    .required(MSG.required),
});
export type VisitInput = InferType<typeof visitSchema>;

/** What POST …/code answers: where the code went and when it ends. */
export type CodeSent = {
  sentTo: string;
  expiresAt: string;
  /** The earliest another code may be sent to this member. */
  nextCodeAt: string;
};

/** How long a code lives, how often one may go, how many wrong tries it takes. */
export const CODE_RULES = {
  ttlMinutes: 10,
  /** Between two codes to one member. */
  resendSeconds: 60,
  perMemberPerHour: 5,
  perSenderPerHour: 40,
  wrongTries: 5,
} as const;
