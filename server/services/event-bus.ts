// Pokes for Server-Sent Events: after a commit that changed rows, every open stream whose
// caller can see one of those rows gets a 'poke' (never the data itself; the client pulls).
// With PostgreSQL the change also goes out by NOTIFY inside the transaction, so other app
// servers hear it once it commits; each server ignores its own notifications.
import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/database.ts';
import type { Listener } from '../db/pg-listener.ts';
import { listen } from '../db/pg-listener.ts';
import type { Caller } from './access.ts';
import { canAccess } from './access.ts';
import { findUserById } from './users.ts';

/**
 * What changed: record scopes and owners, users whose own scope changed, and sign-ins that
 * ended (logout): their streams close at once, on every server.
 */
export type Change = { scopes: string[]; owners: string[]; users?: string[]; sessions?: string[] };

type Wire = Change & { from: string; all?: boolean };

const CHANNEL = 'booth_changes';
/** NOTIFY payloads must stay under 8000 bytes; a bigger change pokes everyone. */
const MAX_PAYLOAD = 7000;
/** Pushes in quick succession make one poke. */
const COALESCE_MS = 50;

type Subscriber = { caller: Caller; session?: string; poke(): void; end(): void };

/**
 * Buses by database object. PGlite lives in one process, so app instances sharing it (tests,
 * or two servers on one embedded database) hear each other through this instead of NOTIFY.
 */
const localPeers = new WeakMap<Database, Set<(change: Wire) => Promise<void>>>();

export type EventBus = ReturnType<typeof createEventBus>;

export function createEventBus(db: Database, log: (err: unknown) => void) {
  const instance = randomUUID();
  const subscribers = new Set<Subscriber>();
  let listener: Listener | undefined;

  const concerns = (caller: Caller, change: Wire) =>
    change.all ||
    change.users?.includes(caller.id) ||
    change.owners.includes(caller.id) ||
    change.scopes.some((scope) => canAccess(caller, { scope, ownerId: '' }));

  const deliver = async (change: Wire) => {
    for (const sub of subscribers) {
      if (sub.session && change.sessions?.includes(sub.session)) {
        sub.end();
        continue;
      }
      if (change.users?.includes(sub.caller.id)) {
        const fresh = await findUserById(db, sub.caller.id).catch(() => undefined);
        if (!fresh || fresh.disabled_at) sub.end();
        else sub.caller = fresh;
      }
      if (concerns(sub.caller, change)) sub.poke();
    }
  };

  const peers = localPeers.get(db) ?? new Set();
  localPeers.set(db, peers);

  return {
    /** Start hearing other servers: NOTIFY on PostgreSQL, in-process peers on PGlite. */
    async start(connectionString: string | undefined): Promise<void> {
      if (db.kind !== 'postgres' || !connectionString) {
        peers.add(deliver);
        return;
      }
      listener = await listen(
        connectionString,
        CHANNEL,
        (payload) => {
          try {
            const change = JSON.parse(payload) as Wire;
            if (change.from !== instance) void deliver(change).catch(log);
          } catch (err) {
            log(err);
          }
        },
        log,
      );
    },

    /** Inside the changing transaction: tell other servers once it commits. */
    async notify(tx: Queryable, change: Change): Promise<void> {
      if (db.kind !== 'postgres') return;
      let payload = JSON.stringify({ ...change, from: instance } satisfies Wire);
      if (payload.length > MAX_PAYLOAD)
        payload = JSON.stringify({ scopes: [], owners: [], from: instance, all: true });
      await tx.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]);
    },

    /** After the commit: poke this server's own streams. */
    publish(change: Change): void {
      const wire = { ...change, from: instance };
      const targets = db.kind === 'postgres' ? [deliver] : [...peers];
      for (const target of targets) void target(wire).catch(log);
    },

    /** Register a stream of the sign-in `session`; returns the function that removes it. */
    subscribe(
      caller: Caller,
      send: () => void,
      end: () => void,
      session?: string | null,
    ): () => void {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const sub: Subscriber = {
        caller,
        session: session ?? undefined,
        poke() {
          timer ??= setTimeout(() => {
            timer = undefined;
            send();
          }, COALESCE_MS);
        },
        end,
      };
      subscribers.add(sub);
      return () => {
        clearTimeout(timer);
        subscribers.delete(sub);
      };
    },

    get size(): number {
      return subscribers.size;
    },

    /** End every stream and stop listening (app shutdown). */
    async close(): Promise<void> {
      for (const sub of [...subscribers]) sub.end();
      subscribers.clear();
      peers.delete(deliver);
      await listener?.close();
    },
  };
}
