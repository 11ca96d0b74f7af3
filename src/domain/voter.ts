// A voter's own fields: what the roll, the forms and the reports share, on the phone and the
// server alike. The local database adds its bookkeeping and index fields (src/db/types.ts).
import type { RelationType } from './voter-roll.ts';
import type { AsdCategory } from './roll-status.ts';

/** Every voter variant of the specification's fields in one shape; all fields optional. */
export type VoterFields = {
  /** Names as written in Latin letters (the Devanagari spelling, when known, is firstNameHi …). */
  firstName?: string;
  lastName?: string;
  /**
   * The relative's name (the roll's "Father/Husband Name"): the one relative's-name field that
   * the import writes and lists, exports and slips read. Who the relative is: relationType.
   */
  relation?: string;
  relationType?: RelationType | '';
  /** The same names in Devanagari, when known; searched like the Latin ones. */
  firstNameHi?: string;
  lastNameHi?: string;
  relationHi?: string;
  /** Stored 'Male' | 'Female' | 'Other' (shown as third gender); legacy records may hold M/F. */
  gender?: string;
  age?: number;
  phone?: string;
  /** EPIC. */
  voterId?: string;
  partNumber?: number;
  /**
   * The serial in the part on the roll, from 1 (domain/voter-roll.ts). Null once a person
   * cleared it on the form; absent on voters typed in without one.
   */
  serialNumber?: number | null;
  /** The roll's section of the part: its number and name. */
  sectionNumber?: number | null;
  sectionName?: string;
  address?: string;
  /** Legacy free text (a number or a name); the roll's own fields are assemblyNumber/Name. */
  assembly?: string;
  assemblyNumber?: number;
  assemblyName?: string;
  state?: string;
  district?: string;
  /** Legacy voters' district (the specification's fields); the roll writes `district`. */
  dist?: string;
  /** The roll revision this voter was read from (its name) and its publication date. */
  rollEdition?: string;
  /** YYYY-MM-DD. */
  rollPublished?: string;
  /**
   * Set when the roll stamps the elector DELETED: the revision (else the publication date,
   * else "deleted") of the roll that says so. The voter is kept; '' or absent: not deleted.
   */
  rollDeleted?: string;
  /** The ASD list, a later edition still without the name, the name back: roll-status.ts. */
  asd?: AsdCategory | '';
  asdList?: string;
  rollMissingIn?: string;
  rollBack?: string;
  email?: string;
  familySize?: number;
  area?: string;
  dob?: string;
  education?: string;
  homeShifted?: string;
  profession?: string;
  outside?: string;
  labharthicenter?: string;
  labharthistate?: string;
  labharthicandidate?: string;
  approachqty?: number;
  approachreason?: string;
  candidatename?: string;
  party?: string;
  religion?: string;
  caste?: string;
  category?: string;
  alive?: string;
  /** The double-voter form's relative (a voter of another part); not the roll's relation. */
  relativeName?: string;
  partRelative?: string;
  numberRelative?: string;
  houseno?: string;
  profileImage?: string;
};
