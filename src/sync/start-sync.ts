// The browser's one sync engine, started by the app providers: legacy import for the signed-in
// user, persistent storage request, then sync at start and on every trigger.
import { db } from '../db/instance.ts';
import { runLegacyImport } from '../db/legacy-import.ts';
import { describeStorageError } from '../db/storage-error.ts';
import { writerOf } from '../db/writer.ts';
import { listenForDisabledAccount } from './account-disabled.ts';
import { API_BASE } from './api-client.ts';
import { browserSession } from './browser-session.ts';
import { SyncEngine } from './engine.ts';
import { pullProgress } from './pull-progress-store.ts';
import { getSessionUser, getToken } from './session.ts';
import { requestPersistenceOnce } from './storage.ts';
import { attachBrowserTriggers, registerBackgroundSync } from './triggers.ts';
import { typingGate } from './typing-gate.ts';

let engine: SyncEngine | null = null;
let stopCurrent: (() => void) | null = null;

/** The app-wide engine (created on first use). */
export function getSyncEngine(): SyncEngine {
  if (engine) return engine;
  engine = new SyncEngine({
    db,
    session: browserSession,
    onTemporaryFailure: registerBackgroundSync,
    // Nothing is written to the phone while a serial is typed on the poll-day pad.
    whenQuiet: typingGate.quiet,
  });
  const status = engine.status;
  status.subscribe(() => {
    const { phase, progress } = status.get();
    const shown = progress ? { ...progress, running: phase === 'syncing' } : null;
    const was = pullProgress.get();
    if (
      shown?.synced !== was?.synced ||
      shown?.total !== was?.total ||
      shown?.running !== was?.running ||
      shown?.kind !== was?.kind
    )
      pullProgress.set(shown);
  });
  return engine;
}

/** True when a change saved now cannot be sent yet: the browser or the engine is offline. */
export function savesWaitForNetwork(): boolean {
  const browserOffline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return browserOffline || getSyncEngine().status.get().phase === 'offline';
}

/** Import the old app's data once, for whoever is signed in now. */
async function importLegacyData(): Promise<void> {
  const user = getSessionUser();
  if (!user || !getToken()) return;
  try {
    const report = await runLegacyImport(db, writerOf(user));
    if (report.problems.length) console.warn('Legacy import problems', report.problems);
  } catch (err) {
    console.error(
      `Legacy import failed; the old data stays in localStorage: ${describeStorageError(err)}`,
      err,
    );
  }
}

/** Start syncing; returns a stop function (idempotent, safe under StrictMode). */
export function startSync(): () => void {
  if (stopCurrent) return stopCurrent;
  listenForDisabledAccount(db);
  const current = getSyncEngine();
  attachBrowserTriggers(current, {
    baseUrl: API_BASE,
    getToken,
    onSessionChange: () => void importLegacyData(),
  });
  void requestPersistenceOnce(db).catch((err: unknown) => console.warn('persist() failed', err));
  let stopped = false;
  void importLegacyData().then(() => {
    if (!stopped) current.start();
  });
  stopCurrent = () => {
    stopped = true;
    current.stop();
    stopCurrent = null;
  };
  return stopCurrent;
}
