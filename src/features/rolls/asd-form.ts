// The ASD list card's form without React: the parts to choose from (the booths on this phone
// that list parts, with their assembly; then any other part its voters are in), and the
// checks made before sending, each a message key with its values, shown under its field.
import type { AreaFields } from '../../domain/areas.ts';
import { areaDepth, areaName } from '../../domain/areas.ts';
import { ASD_LIST_NAME_MAX, ASD_UPLOAD_LIMIT_BYTES } from '../../domain/asd-list.ts';
import type { FieldMessage } from '../../domain/field-messages.ts';

/** One part in the picker; `value` is unique (the same part number in two assemblies). */
export type AsdPartChoice = {
  value: string;
  part: number;
  assemblyNumber?: number;
  /** The assembly as the phone names it ("173 Lucknow Central"), when known. */
  assembly?: string;
};

const ASSEMBLY_DEPTH = 3;

/**
 * The parts this phone holds: each booth's parts with the assembly above it, then the parts
 * of voters no booth lists (an admin's roll imported above any assembly), by assembly, part.
 */
export function asdPartChoices(
  areas: readonly (AreaFields & { deleted?: number })[],
  voterParts: readonly number[],
  lang: string,
): AsdPartChoice[] {
  const live = areas.filter((a) => !a.deleted);
  const byPath = new Map(live.map((a) => [a.path, a]));
  const choices = new Map<string, AsdPartChoice>();
  for (const booth of live) {
    if (!booth.parts?.length || areaDepth(booth.path) <= ASSEMBLY_DEPTH) continue;
    const assembly = byPath.get(booth.path.split('/').slice(0, ASSEMBLY_DEPTH).join('/'));
    const number = assembly?.number ?? undefined;
    for (const part of booth.parts) {
      const value = `${number ?? ''}:${part}`;
      if (choices.has(value)) continue;
      choices.set(value, {
        value,
        part,
        ...(number !== undefined ? { assemblyNumber: number } : {}),
        ...(assembly
          ? { assembly: [number, areaName(assembly, lang)].filter(Boolean).join(' ') }
          : {}),
      });
    }
  }
  const listed = new Set([...choices.values()].map((c) => c.part));
  for (const part of voterParts)
    if (part > 0 && !listed.has(part)) choices.set(`:${part}`, { value: `:${part}`, part });
  return [...choices.values()].sort(
    (a, b) =>
      (a.assemblyNumber ?? Number.MAX_SAFE_INTEGER) -
        (b.assemblyNumber ?? Number.MAX_SAFE_INTEGER) || a.part - b.part,
  );
}

/** For the file picker: what a phone's picker should offer. */
export const ASD_ACCEPT = [
  '.pdf',
  '.csv',
  '.tsv',
  '.txt',
  '.xlsx',
  'application/pdf',
  'text/csv',
  'text/tab-separated-values',
  'text/plain',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
].join(',');

const EXTENSIONS = new Set(['pdf', 'csv', 'tsv', 'txt', 'xlsx']);

export const ASD_LIMIT_MB = ASD_UPLOAD_LIMIT_BYTES / (1024 * 1024);

export type AsdField = 'part' | 'assembly' | 'listName' | 'file';
export type AsdFormErrors = Partial<Record<AsdField, FieldMessage>>;

export type AsdFormValues = {
  /** The chosen part (from the picker, or typed where the phone holds none). */
  part: number | null;
  /** Typed assembly number, '' for none. */
  assembly: string;
  listName: string;
  file: Pick<File, 'name' | 'size'> | null;
};

/** What must change before the list can be sent; empty when nothing. */
export function asdFormErrors(v: AsdFormValues): AsdFormErrors {
  const errors: AsdFormErrors = {};
  if (v.part === null || !Number.isInteger(v.part) || v.part < 1)
    errors.part = { key: 'asd.errors.part' };
  if (v.assembly.trim() && !/^\d{1,4}$/.test(v.assembly.trim()))
    errors.assembly = { key: 'errors.number' };
  if (v.listName.trim().length > ASD_LIST_NAME_MAX)
    errors.listName = { key: 'asd.errors.listName', values: { max: ASD_LIST_NAME_MAX } };
  if (!v.file) errors.file = { key: 'asd.errors.file' };
  else if (!EXTENSIONS.has(/\.([^.]+)$/.exec(v.file.name)?.[1]?.toLowerCase() ?? ''))
    errors.file = { key: 'asd.errors.fileType' };
  else if (v.file.size > ASD_UPLOAD_LIMIT_BYTES)
    errors.file = { key: 'asd.errors.tooLarge', values: { mb: ASD_LIMIT_MB } };
  return errors;
}
