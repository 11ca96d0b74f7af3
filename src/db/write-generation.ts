// A counter per database that moves on every write to a table, whoever writes (commands, the
// import, the sync pull, an upgrade) and in whichever tab. Read-side caches (the voter report
// engine) key their entries by it, so a cached report is never served after the voters changed.
import { Dexie } from 'dexie';
import type { DBCore, Middleware } from 'dexie';

export type WriteGeneration = { get(table: string): number };

/** A DBCore middleware that counts mutate calls per table, and the way to read the count. */
export function writeGeneration(dbName: string): {
  middleware: Middleware<DBCore>;
  generation: WriteGeneration;
} {
  const counts = new Map<string, number>();
  const bumpOne = (table: string) => counts.set(table, (counts.get(table) ?? 0) + 1);
  // The roll's part files are voters too (src/roll/roll-files.ts): what caches voters must
  // forget them when a file is written.
  const bump = (table: string) => {
    bumpOne(table);
    if (table === 'rollParts') bumpOne('voters');
  };
  // Writes of other tabs arrive as Dexie's storagemutated event (parts `idb://db/table/...`).
  const prefix = `idb://${dbName}/`;
  Dexie.on('storagemutated', (parts) => {
    for (const part of Object.keys(parts))
      if (part.startsWith(prefix)) bump(part.slice(prefix.length).split('/')[0]!);
  });
  const middleware: Middleware<DBCore> = {
    stack: 'dbcore',
    name: 'writeGeneration',
    create: (down) => ({
      ...down,
      table: (name) => {
        const table = down.table(name);
        return {
          ...table,
          mutate: async (req) => {
            // Before and after: a read that overlaps the write cannot cache under either value.
            bump(name);
            try {
              return await table.mutate(req);
            } finally {
              bump(name);
            }
          },
        };
      },
    }),
  };
  return { middleware, generation: { get: (table) => counts.get(table) ?? 0 } };
}
