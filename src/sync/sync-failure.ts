// Turns what a sync threw into the i18n key the sync centre shows. A phone whose storage is full
// must be told so in words (and what to free), and a database failure should say it was the
// phone's saving that failed: never the bare "Something went wrong".
import { Dexie } from 'dexie';
import { isStorageFull } from '../db/storage-error.ts';
import { ApiError } from './api-client.ts';

/** i18n key (errors.*) describing an API failure. */
function apiErrorKey(err: ApiError): string {
  if (err.kind === 'network' || err.kind === 'timeout') return `errors.${err.kind}`;
  return err.body?.messageKey ?? 'errors.server';
}

/** Dexie's and the browser's database errors: what the phone's saving threw. */
function isDatabaseError(err: unknown): boolean {
  return (
    err instanceof Dexie.DexieError ||
    (typeof DOMException !== 'undefined' && err instanceof DOMException)
  );
}

/** The i18n key of the words a booth worker sees for a failed sync. */
export function syncFailureKey(err: unknown): string {
  if (err instanceof ApiError) return apiErrorKey(err);
  if (isStorageFull(err)) return 'errors.storageFull';
  if (isDatabaseError(err)) return 'errors.storageFailed';
  return 'errors.unknown';
}
