// How an outbox entry is named in the Sync Center and the CSV export.
import type { SyncTable } from '../../domain/sync-protocol.ts';
import type { MutationEntry, OutboxEntry } from '../../db/types.ts';
import type { SyncKey } from './use-sync-t.ts';

export const TABLE_KEYS = {
  voters: 'sync.table.voters',
  members: 'sync.table.members',
  chatGroups: 'sync.table.chatGroups',
  areas: 'sync.table.areas',
  chatMessages: 'sync.table.chatMessages',
  visits: 'sync.table.visits',
  voteMarks: 'sync.table.voteMarks',
  pannas: 'sync.table.pannas',
  officerTurnout: 'sync.table.officerTurnout',
  followUps: 'sync.table.followUps',
} as const satisfies Record<SyncTable, SyncKey>;

export const OP_KEYS = {
  put: 'sync.op.put',
  patch: 'sync.op.patch',
  delete: 'sync.op.delete',
} as const satisfies Record<MutationEntry['op'], SyncKey>;

const NAME_FIELDS = ['firstName', 'lastName', 'name', 'memberName', 'text', 'phone'] as const;

/** The voter record a change is about: the voter changed, or the voter visited or marked. */
export function entryVoterId(entry: OutboxEntry): string | undefined {
  if (entry.kind !== 'mutation') return undefined;
  if (entry.table === 'voters') return entry.recordId;
  if (entry.table !== 'visits' && entry.table !== 'voteMarks') return undefined;
  const id = entry.fields.voterId;
  return typeof id === 'string' ? id : undefined;
}

/**
 * What the change was about in a person's words — a name, a message — never a record id:
 * "Visit · Kavita Gupta", with the voter's name looked up in `voterNames` (record id → name)
 * where the change itself holds none (a visit, a mark, a voter's phone changed). '' when
 * nothing names it (the CSV export has the record id in a column of its own).
 */
export function entrySubject(
  entry: OutboxEntry,
  voterNames: ReadonlyMap<string, string> = new Map(),
): string {
  if (entry.kind === 'request') return entry.path;
  const voter = entryVoterId(entry);
  const own =
    entry.table === 'visits' || entry.table === 'voteMarks'
      ? ''
      : NAME_FIELDS.map((f) => entry.fields[f])
          .filter((v): v is string | number => typeof v === 'string' || typeof v === 'number')
          .join(' ')
          .trim();
  return (own || (voter && voterNames.get(voter)) || '').slice(0, 80);
}
