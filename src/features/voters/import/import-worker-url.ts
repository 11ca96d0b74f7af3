// Where the built import worker is, in a module of its own: the desk tools' warm-up
// (src/app/keep-desk-tools.ts) fetches it without loading the import code around it.
import importWorkerUrl from './import.worker.ts?worker&url';

export const IMPORT_WORKER_URL: string = importWorkerUrl;

/** Fetches the worker's script so the service worker keeps it for imports made offline. */
export async function keepImporterOffline(): Promise<void> {
  const response = await fetch(IMPORT_WORKER_URL);
  await response.arrayBuffer();
}
