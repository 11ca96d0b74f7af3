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
} as const satisfies Record<SyncTable, SyncKey>;

export const OP_KEYS = {
  put: 'sync.op.put',
  patch: 'sync.op.patch',
  delete: 'sync.op.delete',
} as const satisfies Record<MutationEntry['op'], SyncKey>;

const NAME_FIELDS = ['firstName', 'lastName', 'name', 'text', 'voterId', 'phone'] as const;

/** A short human hint of what the change was about (a name, a message), or the record id. */
export function entrySubject(entry: OutboxEntry): string {
  if (entry.kind === 'request') return entry.path;
  const parts = NAME_FIELDS.map((f) => entry.fields[f]).filter(
    (v): v is string | number => typeof v === 'string' || typeof v === 'number',
  );
  const text = parts.join(' ').trim();
  return text ? text.slice(0, 80) : entry.recordId;
}
