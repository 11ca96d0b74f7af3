// Record types of the local database (docs/architecture.md). Synced records share SyncedBase; the
// derived fields (addressKey, part, search keys, facets …) exist only locally, to be indexed.
import type { CampaignNotification } from '../domain/campaigns.ts';
import type { AreaFields } from '../domain/areas.ts';
import type { PannaFields, VisitFields, VoteMarkFields } from '../domain/field-work.ts';
import type { OfficerTurnoutFields } from '../domain/officer-turnout.ts';
import type { FollowUpFields } from '../domain/follow-ups.ts';
import type { Mutation, SyncRow, SyncTable } from '../domain/sync-protocol.ts';
import type { FacetKey } from '../domain/voter-facets.ts';
import type { VoterFields } from '../domain/voter.ts';

export type { VoterFields };

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
  /** Organisation path, set by the server from the creator (docs/decisions/areas-accounts.md). */
  scope: string;
  /** The creating user's id. */
  ownerId: string;
};

/** Team levels whose members share one table (docs/architecture.md). */
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
  /** partNumber, or 0 when missing (the specification's validation rules). */
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
export type OfficerTurnoutRecord = SyncedBase & OfficerTurnoutFields;
export type FollowUpRecord = SyncedBase & FollowUpFields;

/**
 * One part of the published roll as the server sent it (issue 45): the live voters of one area
 * and part up to `version`, as pull rows. Read through src/roll/roll-files.ts, with the
 * `voters` table (the overlay) on top.
 */
export type RollPartRecord = {
  /** `${scope}|${part}` */
  key: string;
  scope: string;
  part: number;
  version: number;
  rows: SyncRow[];
};
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
  officerTurnout: OfficerTurnoutFields;
  followUps: FollowUpFields;
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
  officerTurnout: OfficerTurnoutRecord;
  followUps: FollowUpRecord;
};
export type AnySyncRecord = SyncRecordMap[SyncTable];

/** Social feed post, cached for the offline fallback (the specification's fields). */
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
  /** Below /api, e.g. /booth/edit-booth-user/42: what is replayed (rows queued before the
   * contract have only this). */
  path: string;
  /** The contract's name of the call, e.g. auth.editProfile (src/domain/api). */
  route?: string;
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
