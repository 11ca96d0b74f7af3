// Turn one legacy localStorage entry into our record fields. Known fields are copied (numbers
// and text coerced), aliases of the simple record variants renamed, passwords and dead blob:
// image links dropped; other keys are reported so nothing vanishes silently.
import type {
  ChatGroupFields,
  ChatMessageFields,
  MemberFields,
  MemberLevel,
  PostRecord,
  VoterFields,
} from './types.ts';

export type Entry = Record<string, unknown>;
export type Mapped<T> = { fields: T; dropped: string[] };

const VOTER_TEXT = [
  'firstName',
  'lastName',
  'relation',
  'gender',
  'phone',
  'voterId',
  'address',
  'assembly',
  'assemblyName',
  'state',
  'dist',
  'email',
  'area',
  'dob',
  'education',
  'homeShifted',
  'profession',
  'outside',
  'labharthicenter',
  'labharthistate',
  'labharthicandidate',
  'approachreason',
  'candidatename',
  'party',
  'religion',
  'caste',
  'category',
  'alive',
  'relativeName',
  'partRelative',
  'numberRelative',
  'houseno',
] as const satisfies readonly (keyof VoterFields)[];
const VOTER_NUMBER = [
  'age',
  'partNumber',
  'familySize',
  'approachqty',
] as const satisfies readonly (keyof VoterFields)[];
/** Simple-record spellings (the specification's fields) → our field names. */
const VOTER_ALIASES = { voterid: 'voterId', part: 'partNumber', father: 'relation' } as const;

const MEMBER_TEXT = [
  'name',
  'firstName',
  'lastName',
  'email',
  'phone',
  'designation',
  'city',
  'state',
  'dist',
  'district',
  'assembly',
  'address',
  'createdOn',
] as const satisfies readonly (keyof MemberFields)[];
const MEMBER_ALIASES = { degignation: 'designation' } as const;

/** Never imported: secrets and browser-session-only values. */
const DISCARDED = new Set(['password', 'profileImageURL', 'profileImage', 'id']);

const text = (v: unknown) =>
  typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : undefined;
function num(v: unknown): number | undefined {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? Number(v) : NaN;
  return Number.isFinite(n) ? n : undefined;
}
/**
 * A photo link that still works after a reload and that the server accepts: blob: links die
 * with the old page, and data: URLs are far larger than a record field may be.
 */
function imageUrl(entry: Entry): string | undefined {
  for (const v of [entry.profileImageURL, entry.profileImage]) {
    if (typeof v === 'string' && /^(https?:\/\/|\/)/.test(v) && v.length <= 2000) return v;
  }
  return undefined;
}

function copy(
  entry: Entry,
  texts: readonly string[],
  numbers: readonly string[],
  aliases: Record<string, string>,
): Mapped<Record<string, string | number>> {
  const fields: Record<string, string | number> = {};
  const dropped: string[] = [];
  for (const [rawKey, value] of Object.entries(entry)) {
    const key = aliases[rawKey] ?? rawKey;
    const converted = numbers.includes(key)
      ? num(value)
      : texts.includes(key)
        ? text(value)
        : undefined;
    if (converted !== undefined) fields[key] = converted;
    else if (!DISCARDED.has(rawKey) && value !== undefined && value !== null && value !== '')
      dropped.push(rawKey);
  }
  return { fields, dropped };
}

function splitName(name: string | undefined): Pick<VoterFields, 'firstName' | 'lastName'> {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return words.length ? { firstName: words[0], lastName: words.slice(1).join(' ') } : {};
}

export function mapVoter(entry: Entry): Mapped<VoterFields> {
  const { fields, dropped } = copy(entry, VOTER_TEXT, VOTER_NUMBER, VOTER_ALIASES);
  const nameIdx = dropped.indexOf('name');
  const voter = fields as VoterFields;
  if (nameIdx >= 0 && !voter.firstName) {
    Object.assign(voter, splitName(text(entry.name)));
    dropped.splice(nameIdx, 1);
  }
  const image = imageUrl(entry);
  if (image) voter.profileImage = image;
  return { fields: voter, dropped };
}

export function mapMember(entry: Entry, level: MemberLevel): Mapped<MemberFields> {
  const { fields, dropped } = copy(entry, MEMBER_TEXT, ['age'], MEMBER_ALIASES);
  const statusIdx = dropped.indexOf('status');
  if (statusIdx >= 0) dropped.splice(statusIdx, 1);
  const member: MemberFields = {
    ...(fields as Omit<MemberFields, 'level' | 'status'>),
    level,
    status: entry.status === 'disabled' ? 'disabled' : 'active',
  };
  const image = imageUrl(entry);
  if (image) member.profileImage = image;
  return { fields: member, dropped };
}

export type MappedGroup = {
  group: ChatGroupFields;
  messages: Omit<ChatMessageFields, 'groupId'>[];
};

export function mapGroup(entry: Entry, importedAt: string): MappedGroup {
  const members = Array.isArray(entry.members)
    ? entry.members.map(text).filter((m): m is string => !!m?.trim())
    : (text(entry.members) ?? '')
        .split(',')
        .map((m) => m.trim())
        .filter(Boolean);
  const createdOn = text(entry.createdOn) ?? importedAt;
  const parsed = Date.parse(createdOn);
  const baseMs = Number.isNaN(parsed) ? Date.parse(importedAt) : parsed;
  const rawMessages = Array.isArray(entry.messages) ? entry.messages : [];
  const messages = rawMessages
    .filter((m): m is Entry => !!m && typeof m === 'object')
    .map((m, i) => ({
      sender: text(m.sender) ?? '',
      text: text(m.text) ?? '',
      // The old app kept only a display time; order is what matters, so space them 1 ms apart.
      sentAt: new Date(baseMs + i).toISOString(),
      time: text(m.time) ?? '',
    }));
  return { group: { name: text(entry.name) ?? '', members, createdOn }, messages };
}

export function mapPost(entry: Entry, fallbackId: string): PostRecord {
  return {
    id: text(entry.id) ?? fallbackId,
    title: text(entry.title) ?? '',
    description: text(entry.description) ?? '',
    imageUrl: text(entry.imageUrl) ?? '',
    link: text(entry.link) ?? '',
    createdAt: text(entry.createdAt) ?? '',
  };
}
