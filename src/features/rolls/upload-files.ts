// The checks a chosen set of roll files must pass before it is sent: PDF, XLSX or CSV only,
// at most ROLL_UPLOAD_MAX_FILES files and ROLL_UPLOAD_LIMIT_BYTES together (the server's own
// limits, so a 2G upload is not spent on something it would refuse).
import type { RollFileKind } from '../../domain/roll-jobs.ts';
import { ROLL_UPLOAD_LIMIT_BYTES, ROLL_UPLOAD_MAX_FILES } from '../../domain/roll-jobs.ts';

/** For the file picker: extensions and types, so a phone's picker offers the right files. */
export const ROLL_ACCEPT = [
  '.pdf',
  '.xlsx',
  '.csv',
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'text/csv',
].join(',');

const BY_EXTENSION: Record<string, RollFileKind> = { pdf: 'pdf', xlsx: 'xlsx', csv: 'csv' };

/** The kind of a file by its name (phones often give CSV files no or a wrong type). */
export function rollFileKind(file: Pick<File, 'name'>): RollFileKind | null {
  const ext = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase();
  return (ext && BY_EXTENSION[ext]) || null;
}

export type UploadProblem =
  | { key: 'wrongType'; names: string[] }
  | { key: 'tooLarge'; bytes: number }
  | { key: 'tooMany'; count: number };

export const totalBytes = (files: readonly Pick<File, 'size'>[]) =>
  files.reduce((sum, f) => sum + f.size, 0);

export function uploadProblems(files: readonly Pick<File, 'name' | 'size'>[]): UploadProblem[] {
  const problems: UploadProblem[] = [];
  const wrong = files.filter((f) => rollFileKind(f) === null).map((f) => f.name);
  if (wrong.length) problems.push({ key: 'wrongType', names: wrong });
  const bytes = totalBytes(files);
  if (bytes > ROLL_UPLOAD_LIMIT_BYTES) problems.push({ key: 'tooLarge', bytes });
  if (files.length > ROLL_UPLOAD_MAX_FILES) problems.push({ key: 'tooMany', count: files.length });
  return problems;
}

const fileKey = (f: File) => `${f.name}|${f.size}|${f.lastModified}`;

/** `more` added to `files`, the same file chosen twice kept once. */
export function addFiles(files: readonly File[], more: readonly File[]): File[] {
  const seen = new Set(files.map(fileKey));
  return [...files, ...more.filter((f) => !seen.has(fileKey(f)) && seen.add(fileKey(f)))];
}

export const LIMIT_MB = ROLL_UPLOAD_LIMIT_BYTES / (1024 * 1024);

/** "840 kB", "12.5 MB" in the user's language. */
export function formatBytes(bytes: number, lang: string): string {
  const mb = bytes / (1024 * 1024);
  const [value, unit] = mb >= 1 ? [mb, 'megabyte'] : [Math.max(bytes / 1024, 0.1), 'kilobyte'];
  return new Intl.NumberFormat(lang, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}
