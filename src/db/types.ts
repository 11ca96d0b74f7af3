// Record types of the local database (DESIGN.md §5). Synced records share SyncedBase; the
// derived fields (addressKey, part, search keys, facets …) exist only locally, to be indexed.
import type { CampaignNotification } from '../domain/campaigns.ts';
import type { AreaFields } from '../domain/areas.ts';
import type { PannaFields, VisitFields, VoteMarkFields } from '../domain/field-work.ts';
import type { Mutation, SyncTable } from '../domain/sync-protocol.ts';
import type { FacetKey } from '../domain/voter-facets.ts';
import type { RelationType } from '../domain/voter-roll.ts';

/** IndexedDB cannot index booleans, so flags are stored as 0/1. */
export type Flag = 0 | 1;

/** Columns every synced record carries. */
export type SyncedBase = {
  /** Client-made UUID. */
  id: string;
  /** Server-assigned version; 0 until the server has the record. */
  version: number;
  /** ISO time of the last change (local until the server's row arrives). */
  updatedAt: string;
  /** Tombstone: 1 once deleted (kept until the server confirms). */
  deleted: Flag;
  /** Organisation path, set by the server from the creator (DESIGN.md §7). */
  scope: string;
  /** The creating user's id. */
  ownerId: string;
};

/** Every voter variant of spec §3 in one shape; all fields optional. */
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
  /** Legacy voters' district (spec §3); the roll writes `district`. */
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

/** Team levels whose members share one table (DESIGN.md §5). */
export const MEMBER_LEVELS = [
  'state',
  'district',
  'assembly',
  'block',
  'mandal',
  'booth',
  'karyakarta',
] as const;
export type MemberLevel = (typeof MEMBER_LEVELS)[number];

export type MemberFields = {
  level: MemberLevel;
  status: 'active' | 'disabled';
  /** Booth members have one name field; other levels first and last name. */
  name?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  age?: number;
  designation?: string;
  city?: string;
  state?: string;
  dist?: string;
  district?: string;
  assembly?: string;
  address?: string;
  /** URL of the photo, or `file:<id>` while the photo waits in `files` for upload. */
  profileImage?: string;
  createdOn?: string;
  /** The booth (or other area) this member works in: its path (domain/areas.ts). */
  areaPath?: string;
};

export type ChatGroupFields = {
  name: string;
  /** Display names of the members (legacy groups have only these). */
  members: string[];
  /** Account ids of the members: only they see the group and its messages. */
  memberIds?: string[];
  createdOn: string;
};

export type ChatMessageFields = {
  groupId: string;
  sender: string;
  text: string;
  /** ISO time, for ordering. */
  sentAt: string;
  /** Display time as the legacy app stored it, when imported. */
  time?: string;
};

/** Locally derived, indexed, never sent. */
export type NameIndex = { nameWords: string[] };
export type VoterIndex = {
  addressKey: string;
  dobMonth?: number;
  dobDay?: number;
  /** partNumber, or 0 when missing (spec §5). */
  part: number;
  /** serialNumber, or NO_SERIAL when none (domain/voter-roll.ts): the roll order's second key. */
  serial: number;
  /** Name, relation and address words and their phonetic keys (domain/name-keys.ts). */
  searchKeys: string[];
  /** Voter id and phone digits. */
  idKeys: string[];
  /** [field, value, part, serial] per filled select field; empty on a tombstone (voter-facets.ts). */
  facets: FacetKey[];
  /** Normalised name|relation for the double-voter report, when it has name, relation, age. */
  dupKey?: string;
};

export type VoterRecord = SyncedBase & VoterFields & VoterIndex;
export type MemberRecord = SyncedBase & MemberFields & NameIndex;
export type ChatGroupRecord = SyncedBase & ChatGroupFields;
export type VisitRecord = SyncedBase & VisitFields;
export type VoteMarkRecord = SyncedBase & VoteMarkFields;
export type PannaRecord = SyncedBase & PannaFields;
export type ChatMessageRecord = SyncedBase & ChatMessageFields;
export type AreaRecord = SyncedBase & AreaFields;

/** User-editable fields per synced table: what commands accept and mutations carry. */
export type SyncFieldsMap = {
  voters: VoterFields;
  members: MemberFields;
  chatGroups: ChatGroupFields;
  chatMessages: ChatMessageFields;
  areas: AreaFields;
  visits: VisitFields;
  voteMarks: VoteMarkFields;
  pannas: PannaFields;
};
export type SyncRecordMap = {
  voters: VoterRecord;
  members: MemberRecord;
  chatGroups: ChatGroupRecord;
  chatMessages: ChatMessageRecord;
  areas: AreaRecord;
  visits: VisitRecord;
  voteMarks: VoteMarkRecord;
  pannas: PannaRecord;
};
export type AnySyncRecord = SyncRecordMap[SyncTable];

/** Social feed post, cached for the offline fallback (spec §3). */
export type PostRecord = {
  id: string;
  title: string;
  description: string;
  imageUrl: string;
  link: string;
  createdAt: string;
  /** Who the server answered this copy for: the cache shows a user only their own feed. */
  cachedFor?: string;
  authorName?: string;
  canEdit?: boolean;
  /** Shares per platform, kept only for the post's author (and admins). */
  shares?: Partial<Record<'whatsapp' | 'facebook' | 'twitter' | 'instagram' | 'native', number>>;
};

/** A campaign as the server last answered it to `userId` (the phone may hold several users'). */
export type CampaignRecord = CampaignNotification & { userId: string };

/**
 * My answer to a campaign invitation made on this phone, kept apart so a refreshed campaign
 * list keeps it until the server has it. `id` is `${userId}:${campaignId}`.
 */
export type InvitationRecord = {
  id: string;
  userId: string;
  campaignId: string;
  status: CampaignNotification['status'];
  updatedAt: string;
};

/** The cached my-profile answer; `id` is the booth_id. */
export type ProfileRecord = { id: string; data: Record<string, unknown>; fetchedAt: string };

/** An image kept as bytes (Blob storage in IndexedDB is unreliable on old Safari and in tests). */
export type FileRecord = {
  id: string;
  userId: string;
  name: string;
  type: string;
  size: number;
  bytes: ArrayBuffer;
  /** pending: waits for upload; uploaded: the server has it; cached: a downloaded copy. */
  status: 'pending' | 'uploaded' | 'cached';
  /** Server URL once uploaded. */
  url?: string;
  /** The area the upload is placed in when not the uploader's own (an account's photo). */
  scope?: string;
  createdAt: string;
};

export type OutboxFailure = {
  /** i18n key, e.g. errors.forbidden. */
  reason: string;
  /** Detail for the log and CSV export. */
  message?: string;
  fields?: Record<string, string>;
  at: string;
};

type OutboxBase = {
  /** Auto-increment key: the FIFO order. */
  seq?: number;
  /** Whose write this is; only sent while this user is signed in. */
  userId: string;
  status: 'pending' | 'failed';
  createdAt: string;
  failure?: OutboxFailure;
};

export type MutationEntry = OutboxBase &
  Omit<Mutation, 'id'> & {
    kind: 'mutation';
    clientId: string;
    recordId: string;
    /** Files (ids in `files`) this mutation references; uploaded before it is pushed. */
    fileIds?: string[];
    /**
     * A put whose fields are the record's own at send time (bulk creates: a roll import). The
     * outbox then holds no second copy of every voter, which made the import twice as slow as
     * the voters' own write; `fields` keeps only what names the change in the Sync Center.
     * Read through `withRecordFields` (db/outbox.ts) wherever the full fields are needed.
     */
    fromRecord?: true;
  };

export type QueuedRequest = {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Below /api, e.g. /booth/edit-booth-user/42. */
  path: string;
  /** JSON body; or multipart text fields plus files when `fileIds` is set. */
  body?: unknown;
  multipart?: { fields: Record<string, string>; fileField: string; fileIds: string[] };
  /** Images a JSON body names as `file:<id>`: uploaded first, their URLs sent instead. */
  fileIds?: string[];
  /** i18n key naming the action in the Sync Center, e.g. sync.request.profile. */
  label: string;
};

export type RequestEntry = OutboxBase &
  QueuedRequest & {
    kind: 'request';
    /** Sent as the Idempotency-Key header, so a replay after a lost answer is harmless. */
    idempotencyKey: string;
  };

export type OutboxEntry = MutationEntry | RequestEntry;

export type MetaValue = string | number | boolean | null;
export type MetaRecord = { key: string; value: MetaValue };
