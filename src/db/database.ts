// The one Dexie database. Constructible with any IndexedDB factory, so Node tests can give
// each simulated phone its own; the app uses the singleton in instance.ts.
import { Dexie } from 'dexie';
import type { DexieOptions, Table } from 'dexie';
import type { SyncTable } from '../domain/sync-protocol.ts';
import { reloadRequired } from './reload-flag.ts';
import type { Flag } from './reload-flag.ts';
import { SCHEMA_VERSIONS } from './schema.ts';
import {
  upgradeVoterIndexV2,
  upgradeVoterRollStatusV9,
  upgradeVoterRollV6,
  upgradeVoterSearchKeysV10,
} from './upgrades.ts';
import { writeGeneration } from './write-generation.ts';
import type { WriteGeneration } from './write-generation.ts';
import type {
  RollPartRecord,
  AreaRecord,
  VisitRecord,
  VoteMarkRecord,
  OfficerTurnoutRecord,
  FollowUpRecord,
  PannaRecord,
  CampaignRecord,
  ChatGroupRecord,
  ChatMessageRecord,
  FileRecord,
  InvitationRecord,
  MemberRecord,
  MetaRecord,
  OutboxEntry,
  PostRecord,
  ProfileRecord,
  SyncRecordMap,
  VoterRecord,
} from './types.ts';

export const DB_NAME = 'booth-panel';

export type BoothDbOptions = DexieOptions & {
  /** Raised when a newer version elsewhere closes this connection; default: the app-wide flag. */
  reloadFlag?: Flag;
};

export class BoothDb extends Dexie {
  voters!: Table<VoterRecord, string>;
  members!: Table<MemberRecord, string>;
  chatGroups!: Table<ChatGroupRecord, string>;
  chatMessages!: Table<ChatMessageRecord, string>;
  areas!: Table<AreaRecord, string>;
  visits!: Table<VisitRecord, string>;
  voteMarks!: Table<VoteMarkRecord, string>;
  pannas!: Table<PannaRecord, string>;
  officerTurnout!: Table<OfficerTurnoutRecord, string>;
  followUps!: Table<FollowUpRecord, string>;
  rollParts!: Table<RollPartRecord, string>;
  posts!: Table<PostRecord, string>;
  campaigns!: Table<CampaignRecord, string>;
  invitations!: Table<InvitationRecord, string>;
  profile!: Table<ProfileRecord, string>;
  files!: Table<FileRecord, string>;
  outbox!: Table<OutboxEntry, number>;
  meta!: Table<MetaRecord, string>;
  /** Moves on every write per table; read-side caches key on it (write-generation.ts). */
  readonly writes: WriteGeneration;

  constructor(name = DB_NAME, options: BoothDbOptions = {}) {
    const { reloadFlag = reloadRequired, ...dexieOptions } = options;
    super(name, dexieOptions);
    const { middleware, generation } = writeGeneration(name);
    this.use(middleware);
    this.writes = generation;
    for (const v of SCHEMA_VERSIONS) {
      const version = this.version(v.version).stores(v.stores);
      if ('upgrade' in v && v.upgrade === 'voterIndexV2') version.upgrade(upgradeVoterIndexV2);
      if ('upgrade' in v && v.upgrade === 'voterRollV6') version.upgrade(upgradeVoterRollV6);
      if ('upgrade' in v && v.upgrade === 'voterRollStatusV9')
        version.upgrade(upgradeVoterRollStatusV9);
      if ('upgrade' in v && v.upgrade === 'voterSearchKeysV10')
        version.upgrade(upgradeVoterSearchKeysV10);
    }
    // Another tab opened a newer schema: step aside so it can upgrade, then ask for a reload.
    this.on('versionchange', () => {
      this.close({ disableAutoOpen: true });
      reloadFlag.set();
      return false;
    });
  }

  /** The Dexie table of a synced table name, with its record type. */
  syncTable<T extends SyncTable>(table: T): Table<SyncRecordMap[T], string> {
    return this.table(table);
  }
}
