// Which parser an import uses: the worker in browsers, the same pipeline in the main thread
// where Worker is missing (jsdom). Both honour the ParseApi contract.
import { proxy, releaseProxy, wrap } from 'comlink';
import type { BatchHandler, ParseApi } from './import-pipeline.ts';
import { parseApi } from './import-pipeline.ts';

export type VoterImporter = ParseApi & {
  /** Stop the worker (if any); the importer cannot be used afterwards. */
  close(): void;
};

/** The pipeline in this thread: for tests, and for browsers without module workers. */
export function inThreadImporter(): VoterImporter {
  return { ...parseApi, close: () => {} };
}

function workerImporter(): VoterImporter {
  const worker = new Worker(new URL('./import.worker.ts', import.meta.url), { type: 'module' });
  const remote = wrap<ParseApi>(worker);
  return {
    preview: (file, rows) => remote.preview(file, rows),
    // The callback lives here; comlink hands the worker a proxy it can await.
    parse: (file, mapping, onBatch: BatchHandler, opts) =>
      remote.parse(file, mapping, proxy(onBatch), opts),
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
