// Locally derived index fields: computed on every local write and every pulled row, never
// sent to the server. They let reports query by name word, address and birthday month.
import type { SyncTable } from '../domain/sync-protocol.ts';
import type {
  MemberFields,
  SyncFieldsMap,
  SyncRecordMap,
  SyncedBase,
  VoterFields,
} from './types.ts';

/** Field names that exist only in the local database. */
export const DERIVED_FIELDS = ['nameWords', 'addressKey', 'dobMonth', 'dobDay'] as const;

/** Lower-case words of the given texts, deduplicated (Devanagari and Latin alike). */
export function words(...texts: (string | undefined)[]): string[] {
  const all = texts
    .filter((t): t is string => typeof t === 'string')
    .flatMap((t) => t.toLocaleLowerCase().split(/[^\p{L}\p{M}\p{N}]+/u))
    .filter(Boolean);
  return [...new Set(all)];
}

/** Address normalised for grouping families and address-wise reports. */
export function addressKey(address: string | undefined): string {
  return words(address).join(' ');
}

function dobParts(dob: string | undefined): { dobMonth?: number; dobDay?: number } {
  const m = dob ? /^(\d{4})-(\d{2})-(\d{2})/.exec(dob) : null;
  if (!m) return {};
  return { dobMonth: Number(m[2]), dobDay: Number(m[3]) };
}

function voterIndex(f: VoterFields) {
  return {
    nameWords: words(f.firstName, f.lastName),
    addressKey: addressKey(f.address),
    ...dobParts(f.dob),
  };
}

function memberIndex(f: MemberFields) {
  return { nameWords: words(f.name, f.firstName, f.lastName) };
}

/** The stored row: base columns, fields and the table's derived index fields. */
export function withDerived<T extends SyncTable>(
  table: T,
  base: SyncedBase,
  fields: SyncFieldsMap[T],
): SyncRecordMap[T] {
  const clean = stripDerived(fields as Record<string, unknown>);
  const { id, version, updatedAt, deleted, scope, ownerId } = base;
  const row = { ...clean, id, version, updatedAt, deleted, scope, ownerId } as Record<
    string,
    unknown
  >;
  if (table === 'voters') Object.assign(row, voterIndex(clean as VoterFields));
  if (table === 'members') Object.assign(row, memberIndex(clean as unknown as MemberFields));
  return row as SyncRecordMap[T];
}

function stripDerived(fields: Record<string, unknown>): Record<string, unknown> {
  const out = { ...fields };
  for (const key of DERIVED_FIELDS) delete out[key];
  return out;
}

const BASE_KEYS = ['id', 'version', 'updatedAt', 'deleted', 'scope', 'ownerId'] as const;

/** The user fields of a stored row: what a put mutation sends. */
export function userFields<T extends SyncTable>(record: SyncRecordMap[T]): SyncFieldsMap[T] {
  const out = stripDerived({ ...record } as Record<string, unknown>);
  for (const key of BASE_KEYS) delete out[key];
  return out as SyncFieldsMap[T];
}
