// Voter roll import (CSV/TSV) and the CSV helpers the report screens use for export.
export { ImportDialog } from './import-dialog.tsx';
export type { ImportDialogProps } from './import-dialog.tsx';
export { createImporter, inThreadImporter } from './importer.ts';
export type { VoterImporter } from './importer.ts';
export { runImport } from './run-import.ts';
export type { ImportTotals, RunImportInput } from './run-import.ts';
export { writeVoterBatch } from './write-batch.ts';
export type { BatchResult } from './write-batch.ts';
