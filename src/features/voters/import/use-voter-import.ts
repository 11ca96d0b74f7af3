// The import dialog's steps as one state machine: choose a file → match columns → run → summary.
// The importer (worker) lives as long as the dialog; closing it cancels a run in progress.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ColumnMapping } from '../../../domain/voter-csv.ts';
import { guessMapping, mappingGaps } from '../../../domain/voter-csv.ts';
import {
  ImportSignedOutError,
  importVoters,
  recallMapping,
  rememberMapping,
} from './import-commands.ts';
import type { FilePreview } from './import-pipeline.ts';
import type { VoterImporter } from './importer.ts';
import { ImporterUnavailableError, createImporter } from './importer.ts';
import type { ImportTotals } from './run-import.ts';
import { emptyTotals } from './run-import.ts';

/**
 * The largest file taken: a district's 300 parts of 1,200 voters are about 75 MB of CSV. A
 * larger file is refused before it is read, so a phone never runs out of memory on it.
 */
export const MAX_IMPORT_MB = 100;

/** `notOnPhone`: the import worker's script could not be fetched (offline before a first import). */
export type FileError = 'unreadable' | 'empty' | 'tooLarge' | 'notOnPhone';

export type ImportState =
  | { step: 'file'; reading: boolean; error?: FileError }
  | {
      step: 'map';
      file: File;
      preview: FilePreview;
      mapping: ColumnMapping;
      remembered: boolean;
    }
  | { step: 'run'; file: File; totals: ImportTotals; elapsedMs: number; cancelling: boolean }
  | { step: 'done'; file: File; totals: ImportTotals; error?: 'failed' | 'signedOut' };

const START: ImportState = { step: 'file', reading: false };

export function useVoterImport(makeImporter: () => VoterImporter = createImporter) {
  const [state, setState] = useState<ImportState>(START);
  const importer = useRef<VoterImporter | null>(null);
  const abort = useRef<AbortController | null>(null);
  const getImporter = useCallback(() => (importer.current ??= makeImporter()), [makeImporter]);

  useEffect(
    () => () => {
      abort.current?.abort();
      importer.current?.close();
      importer.current = null;
    },
    [],
  );

  const chooseFile = useCallback(
    async (file: File) => {
      if (file.size > MAX_IMPORT_MB * 1024 * 1024) {
        setState({ step: 'file', reading: false, error: 'tooLarge' });
        return;
      }
      setState({ step: 'file', reading: true });
      try {
        const preview = await getImporter().preview(file);
        if (!preview.header.length || !preview.rows.length) {
          setState({ step: 'file', reading: false, error: 'empty' });
          return;
        }
        const remembered = await recallMapping(preview.header);
        const mapping = remembered ?? guessMapping(preview.header);
        setState({ step: 'map', file, preview, mapping, remembered: remembered !== null });
      } catch (error) {
        console.error('Voter import: could not read the file', error);
        if (error instanceof ImporterUnavailableError) {
          // A worker that never loaded stays broken: the next try starts a fresh one.
          importer.current?.close();
          importer.current = null;
          setState({ step: 'file', reading: false, error: 'notOnPhone' });
        } else setState({ step: 'file', reading: false, error: 'unreadable' });
      }
    },
    [getImporter],
  );

  const setMapping = useCallback((mapping: ColumnMapping) => {
    setState((s) => (s.step === 'map' ? { ...s, mapping } : s));
  }, []);

  const start = useCallback(async () => {
    if (state.step !== 'map' || mappingGaps(state.mapping).length) return;
    const { file, mapping, preview } = state;
    const controller = new AbortController();
    abort.current = controller;
    let totals = emptyTotals(file.size);
    // Rows per second and time left are of the pass under way: checking, then writing.
    let startedAt = Date.now();
    setState({ step: 'run', file, totals, elapsedMs: 0, cancelling: false });
    try {
      await rememberMapping(preview.header, mapping);
      totals = await importVoters({
        importer: getImporter(),
        file,
        mapping,
        signal: controller.signal,
        options: { delimiter: preview.delimiter, newline: preview.newline },
        onProgress: (next) => {
          if (next.phase !== totals.phase) startedAt = Date.now();
          totals = next;
          const elapsedMs = Date.now() - startedAt;
          setState((s) => (s.step === 'run' ? { ...s, totals: next, elapsedMs } : s));
        },
      });
      setState({ step: 'done', file, totals });
    } catch (error) {
      console.error('Voter import failed', error);
      const signedOut = error instanceof ImportSignedOutError;
      setState({ step: 'done', file, totals, error: signedOut ? 'signedOut' : 'failed' });
    }
  }, [state, getImporter]);

  const cancel = useCallback(() => {
    abort.current?.abort();
    setState((s) => (s.step === 'run' ? { ...s, cancelling: true } : s));
  }, []);

  const reset = useCallback(() => setState(START), []);

  return { state, chooseFile, setMapping, start, cancel, reset };
}
