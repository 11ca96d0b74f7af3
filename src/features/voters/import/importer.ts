// Which parser an import uses: the worker in browsers, the same pipeline in the main thread
// where Worker is missing (jsdom). Both honour the ParseApi contract.
import { proxy, releaseProxy, wrap } from 'comlink';
import type { BatchHandler, ParseApi } from './import-pipeline.ts';
import { parseApi } from './import-pipeline.ts';
import { IMPORT_WORKER_URL } from './import-worker-url.ts';

export type VoterImporter = ParseApi & {
  /** Stop the worker (if any); the importer cannot be used afterwards. */
  close(): void;
};

/** The pipeline in this thread: for tests, and for browsers without module workers. */
export function inThreadImporter(): VoterImporter {
  return { ...parseApi, close: () => {} };
}

/**
 * The worker's script could not be loaded: it is fetched the first time an import runs (it is
 * not in the app's offline copy), so a phone that has never imported, now offline, has no copy.
 */
export class ImporterUnavailableError extends Error {
  constructor() {
    super('The import worker could not be loaded');
    this.name = 'ImporterUnavailableError';
  }
}

function workerImporter(): VoterImporter {
  const worker = new Worker(IMPORT_WORKER_URL, { type: 'module' });
  const remote = wrap<ParseApi>(worker);
  // A script that fails to load fires a plain `error` event on the worker (an uncaught error
  // inside it, an ErrorEvent) and leaves comlink's calls waiting for ever; each call races this.
  const failed = new Promise<never>((_, reject) =>
    worker.addEventListener(
      'error',
      (event) =>
        reject(
          event instanceof ErrorEvent
            ? new Error(`Import worker: ${event.message}`)
            : new ImporterUnavailableError(),
        ),
      { once: true },
    ),
  );
  failed.catch(() => {});
  return {
    preview: (file, rows) => Promise.race([remote.preview(file, rows), failed]),
    // The callback lives here; comlink hands the worker a proxy it can await.
    parse: (file, mapping, onBatch: BatchHandler, opts) =>
      Promise.race([remote.parse(file, mapping, proxy(onBatch), opts), failed]),
    close: () => {
      remote[releaseProxy]();
      worker.terminate();
    },
  };
}

/** A fresh importer for one dialog; close it when the dialog closes. */
export function createImporter(): VoterImporter {
  return typeof Worker === 'undefined' ? inThreadImporter() : workerImporter();
}
