// Why: looking up each imported voter id costs one request, which for a roll imported into an
// empty phone is a quarter of the import's time and finds nothing. An import reads the stored
// ids once (index keys only) and looks up only the ids among them. The set is trusted only while
// no one else writes voters: a write that is not the import's own (a sync pull, another tab)
// moves the write generation, and from then on every id is looked up again.
import type { BoothDb } from '../../../db/database.ts';
import { fileVoterIds } from '../../../db/roll-files.ts';

export class KnownVoterIds {
  private constructor(
    private readonly ids: Set<string>,
    /** The voters' write generation the set matches; null once it may not. */
    private generation: number | null,
  ) {}

  /** The voter ids stored now (tombstones' included: they are looked up and skipped). */
  static async load(db: BoothDb): Promise<KnownVoterIds> {
    await db.open(); // opening may write (upgrades), which must not count as another writer
    const generation = db.writes.get('voters');
    const ids = (await db.voters.orderBy('voterId').uniqueKeys()) as string[];
    const fromFiles = await fileVoterIds(db); // the roll's part files (roll-files.ts)
    const unchanged = db.writes.get('voters') === generation;
    return new KnownVoterIds(new Set([...ids, ...fromFiles]), unchanged ? generation : null);
  }

  /** Of `voterIds`, those that may be stored: all of them once another writer was seen. */
  mayExist(db: BoothDb, voterIds: string[]): string[] {
    if (this.generation !== db.writes.get('voters')) this.generation = null;
    if (this.generation === null) return voterIds;
    return voterIds.filter((id) => this.ids.has(id));
  }

  /** After a batch committed: its ids are stored, and the generation moved by its own write. */
  written(db: BoothDb, voterIds: readonly string[]): void {
    if (this.generation === null) return;
    for (const id of voterIds) this.ids.add(id);
    this.generation = db.writes.get('voters');
  }
}
