// The roll import: choose a file, match its columns, watch it run, read the summary. Full
// screen on phones. Not routed yet: report screens open it from an "Upload CSV" button.
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileStep } from './file-step.tsx';
import type { VoterImporter } from './importer.ts';
import { createImporter } from './importer.ts';
import { MappingStep } from './mapping-step.tsx';
import { RunStep } from './run-step.tsx';
import { SummaryStep } from './summary-step.tsx';
import { useVoterImport } from './use-voter-import.ts';

export type ImportDialogProps = {
  opened: boolean;
  onClose: () => void;
  /** Makes the parser; default: the import worker (in-thread where Worker is missing). */
  makeImporter?: () => VoterImporter;
};

/** Below this width the dialog fills the screen. */
const PHONE_QUERY = '(max-width: 599.98px)';

export function ImportDialog({ opened, onClose, makeImporter }: ImportDialogProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const [running, setRunning] = useState(false);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('voterImport.title')}
      fullScreen={phone}
      size="lg"
      // A run is stopped by its own Cancel button (which says what was kept), not by a stray
      // tap outside, Escape or the close button.
      closeOnClickOutside={false}
      closeOnEscape={!running}
      withCloseButton={!running}
    >
      {opened && (
        <ImportSteps
          onClose={onClose}
          onRunning={setRunning}
          makeImporter={makeImporter ?? createImporter}
        />
      )}
    </Modal>
  );
}

type ImportStepsProps = {
  onClose: () => void;
  onRunning: (running: boolean) => void;
  makeImporter: () => VoterImporter;
};

/** The steps live only while the dialog is open, so closing it ends the worker. */
function ImportSteps({ onClose, onRunning, makeImporter }: ImportStepsProps) {
  const { state, chooseFile, setMapping, start, cancel, reset } = useVoterImport(makeImporter);
  const running = state.step === 'run';
  useEffect(() => {
    onRunning(running);
    return () => onRunning(false);
  }, [running, onRunning]);
  switch (state.step) {
    case 'file':
      return (
        <FileStep
          onFile={(file) => void chooseFile(file)}
          reading={state.reading}
          error={state.error}
        />
      );
    case 'map':
      return (
        <MappingStep
          fileName={state.file.name}
          preview={state.preview}
          mapping={state.mapping}
          remembered={state.remembered}
          onChange={setMapping}
          onStart={() => void start()}
          onBack={reset}
        />
      );
    case 'run':
      return (
        <RunStep
          totals={state.totals}
          elapsedMs={state.elapsedMs}
          cancelling={state.cancelling}
          onCancel={cancel}
        />
      );
    case 'done':
      return (
        <SummaryStep
          totals={state.totals}
          fileName={state.file.name}
          error={state.error}
          onAnother={reset}
          onClose={onClose}
        />
      );
  }
}
