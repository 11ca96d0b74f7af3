// Results the engine computed over a key range (a computed report, an alphabetical or search
// result, a filtered count), kept per database so paging does not compute them again. An entry
// is valid only for the voters' write generation it was computed under (db.writes).
import type { BoothDb } from '../db/database.ts';

/** A handful of screens' worth: one report and its neighbours while the user pages. */
const MAX_ENTRIES = 8;

type Entry = { generation: number; value: unknown };
const caches = new WeakMap<BoothDb, Map<string, Entry>>();

const inFlight = new WeakMap<BoothDb, Map<string, Promise<unknown>>>();

function flightsOf(db: BoothDb): Map<string, Promise<unknown>> {
  let flights = inFlight.get(db);
  if (!flights) inFlight.set(db, (flights = new Map()));
  return flights;
}

function cacheOf(db: BoothDb): Map<string, Entry> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  return cache;
}

/**
 * The cached value for `key`, or `compute()` stored under the generation read before it ran.
 * On a hit `touch` reads the key range the value came from (one key), so a live query still
 * subscribes to that range and runs again when a voter in it changes.
 */
export async function cached<T>(
  db: BoothDb,
  key: string,
  compute: () => Promise<T>,
  touch: () => Promise<unknown>,
): Promise<T> {
  const cache = cacheOf(db);
  const generation = db.writes.get('voters');
  const hit = cache.get(key);
  if (hit && hit.generation === generation) {
    cache.delete(key);
    cache.set(key, hit); // most recently used last
    await touch();
    return hit.value as T;
  }
  // A page's rows and its total ask for the same result at once: compute it once.
  const flights = flightsOf(db);
  const flightKey = `${generation}\u0000${key}`;
  let flight = flights.get(flightKey) as Promise<T> | undefined;
  if (flight) {
    // Joining another caller's run: subscribe this live query to the range as a hit does.
    await touch();
    return flight;
  }
  flight = compute().finally(() => flights.delete(flightKey));
  flights.set(flightKey, flight);
  const value = await flight;
  // A write that ran meanwhile moved the generation: the result may be stale, do not keep it.
  if (db.writes.get('voters') === generation) {
    cache.set(key, { generation, value });
    while (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  }
  return value;
}
