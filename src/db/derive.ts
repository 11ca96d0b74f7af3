// Locally derived index fields: computed on every local write and every pulled row, never
// sent to the server. They let reports query by part, select value, name key, voter id,
// address and birthday month without reading records (see schema.ts v2 for the indexes).
import type { SyncTable } from '../domain/sync-protocol.ts';
import { idSearchKeys } from '../domain/name-keys.ts';
import { voterSearchKeys } from '../domain/voter-search.ts';
import { doubleVoterKey, partOf } from '../domain/voter-aggregates.ts';
import { voterFacets } from '../domain/voter-facets.ts';
import { serialKey } from '../domain/voter-roll.ts';
import { addressKey, words } from '../domain/text-words.ts';
import type {
  MemberFields,
  SyncFieldsMap,
  SyncRecordMap,
  SyncedBase,
  VoterFields,
  VoterIndex,
} from './types.ts';

export { addressKey, words };

/** Field names that exist only in the local database (nameWords: v1 voters, and members). */
export const DERIVED_FIELDS = [
  'nameWords',
  'addressKey',
  'dobMonth',
  'dobDay',
  'part',
  'serial',
  'searchKeys',
  'idKeys',
  'facets',
  'dupKey',
] as const;

function dobParts(dob: string | undefined): { dobMonth?: number; dobDay?: number } {
  const m = dob ? /^(\d{4})-(\d{2})-(\d{2})/.exec(dob) : null;
  if (!m) return {};
  return { dobMonth: Number(m[2]), dobDay: Number(m[3]) };
}

/** The derived fields of one voter; facets only while it is live. */
export function voterIndex(f: VoterFields, deleted: 0 | 1): VoterIndex {
  const part = partOf(f);
  const serial = serialKey(f);
  const dob = dobParts(f.dob);
  const dupKey = doubleVoterKey(f);
  return {
    addressKey: addressKey(f.address),
    ...dob,
    part,
    serial,
    searchKeys: voterSearchKeys(f),
    idKeys: idSearchKeys(f.voterId, f.phone),
    facets: deleted ? [] : voterFacets({ ...f, ...dob }, part, serial),
    ...(dupKey ? { dupKey } : {}),
  };
}

function memberIndex(f: MemberFields) {
  return { nameWords: words(f.name, f.firstName, f.lastName) };
}

/**
 * The stored row: base columns, fields and the table's derived index fields. `prepared` is a
 * live voter's `voterIndex` computed elsewhere (the import worker), so it is not computed twice.
 */
export function withDerived<T extends SyncTable>(
  table: T,
  base: SyncedBase,
  fields: SyncFieldsMap[T],
  prepared?: VoterIndex,
): SyncRecordMap[T] {
  const clean = stripDerived(fields as Record<string, unknown>);
  const { id, version, updatedAt, deleted, scope, ownerId } = base;
  const row = { ...clean, id, version, updatedAt, deleted, scope, ownerId } as Record<
    string,
    unknown
  >;
  if (table === 'voters')
    Object.assign(row, prepared && !deleted ? prepared : voterIndex(clean as VoterFields, deleted));
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

/** A stored row with its derived fields computed again (a tombstone, an upgraded row). */
export function rederive<T extends SyncTable>(
  table: T,
  record: SyncRecordMap[T],
  changes: Partial<SyncedBase> = {},
): SyncRecordMap[T] {
  const { id, version, updatedAt, deleted, scope, ownerId } = { ...record, ...changes };
  return withDerived(
    table,
    { id, version, updatedAt, deleted, scope, ownerId },
    userFields(record),
  );
}
