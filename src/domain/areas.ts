// Areas: the organisation tree (state → district → assembly → block → mandal → booth) as named
// records, so people choose a place by its name and never type a scope path. Each area is a
// synced record whose scope is its own path: it reaches everyone whose scope holds it, and
// only someone holding that place may create or rename it. Its id comes from its path, so two
// coordinators creating the same place offline make one record, not two.
import { array, boolean, number, object, string } from 'yup';
import type { InferType } from 'yup';
import { deterministicUuid } from './hash-id.ts';
import { devanagariToLatin, hasDevanagari } from './devanagari-latin.ts';
import { uuidField } from './ids.ts';
import { SCOPE_LEVELS, parseScope, scopeContains, scopeLevelOf } from './scope.ts';
import type { ScopeLevel } from './scope.ts';
import { MSG, trimmedString } from './validation.ts';

export type AreaLevel = ScopeLevel;
export const AREA_LEVELS = SCOPE_LEVELS;

/** What an area record carries (besides the synced envelope). */
export type AreaFields = {
  /** Scope path, e.g. "up/lucknow/lucknow-central"; fixed once created. */
  path: string;
  name: string;
  nameHi?: string;
  /**
   * Assemblies: the Election Commission's number (AC no.), as the roll prints it. Records that
   * carry an assembly number go only to booths of the assembly of that number (roll-home.ts);
   * null: cleared.
   */
  number?: number | null;
  /**
   * Made by a roll import for its parts (roll-areas.ts), not by a person: a list of booths a
   * person adds takes over its parts (features/areas/area-commands.ts).
   */
  fromRoll?: boolean;
  /** Booths: the roll's part numbers this booth covers. */
  parts?: number[];
  /** Booths: where its voters vote. */
  pollingStation?: string;
  /** Booths: the account (users.id) that manages it. */
  boothManagerId?: string;
};

/** The record id of the area at `path`: the same on every phone. */
export const areaId = (path: string): string => deterministicUuid(`area:${path}`);

export const areaDepth = (path: string): number => (path === '' ? 0 : path.split('/').length);

/** The level of an area by its depth; undefined for the root or a path too deep. */
export const levelOf: (path: string) => AreaLevel | undefined = scopeLevelOf;

/** The path of the area above ('' for a state). */
export const parentPath = (path: string): string =>
  path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';

/** The paths from the top down to `path`, `path` included (no root). */
export function pathChain(path: string): string[] {
  const parts = path.split('/').filter(Boolean);
  return parts.map((_, i) => parts.slice(0, i + 1).join('/'));
}

/** The name to show in the UI language, falling back to the other one, then the path. */
export function areaName(area: Pick<AreaFields, 'name' | 'nameHi' | 'path'>, lang: string): string {
  const hindi = area.nameHi?.trim();
  const english = area.name?.trim();
  return (lang.startsWith('hi') ? hindi || english : english || hindi) || area.path;
}

/**
 * A path segment for a new area under `parent` from its name: Latin letters (a Hindi name is
 * transliterated), digits and dashes; numbered on when a sibling already has it.
 */
export function newAreaPath(parent: string, name: string, taken: ReadonlySet<string>): string {
  const latin = hasDevanagari(name) ? devanagariToLatin(name.normalize('NFD')) : name;
  const slug =
    latin
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 50) || 'area';
  const at = (s: string) => (parent ? `${parent}/${s}` : s);
  let candidate = at(slug);
  for (let n = 2; taken.has(candidate); n++) candidate = at(`${slug}-${n}`);
  return candidate;
}

/** Why an area record may not be stored as given (for the server), or null. */
export function areaProblem(id: string, fields: Record<string, unknown>): string | null {
  const path = fields.path;
  if (typeof path !== 'string' || parseScope(path) !== path || path === '') return MSG.scope;
  if (id !== areaId(path)) return 'errors.areaId';
  return null;
}

/** True when `caller` (a scope; '' = admin) may create or rename the area at `path`. */
export const mayEditArea = (callerScope: string | null, path: string): boolean =>
  callerScope !== null && scopeContains(callerScope, path);

const partNumber = () =>
  number()
    .typeError(MSG.number)
    .integer(MSG.number)
    .min(0, MSG.number)
    .max(100_000, MSG.number)
    .required(MSG.required);

/** An assembly's number as the form takes it: a whole number, or nothing. */
export const assemblyNumberField = () =>
  number()
    .transform((value: number, original: unknown) =>
      typeof original === 'string' && original.trim() === '' ? undefined : value,
    )
    .typeError(MSG.number)
    .integer(MSG.number)
    .min(1, MSG.number)
    .max(100_000, MSG.number)
    .optional();

/**
 * The Areas form: names in both languages; for a booth its parts and polling station; for an
 * assembly its number (AC no.).
 */
export const areaFormSchema = object({
  name: trimmedString().max(120, MSG.tooLong).required(MSG.required),
  nameHi: trimmedString().max(120, MSG.tooLong).default(''),
  parts: array(partNumber()).max(50, MSG.tooLong).default([]),
  pollingStation: trimmedString().max(200, MSG.tooLong).default(''),
  number: assemblyNumberField(),
});
export type AreaFormValues = InferType<typeof areaFormSchema>;

/** "12, 13 14" → [12, 13, 14]; null when something there is not a part number. */
export function parseParts(text: string): number[] | null {
  const items = text.split(/[\s,;]+/).filter(Boolean);
  const parts = items.map(Number);
  if (parts.some((n) => !Number.isInteger(n) || n < 0 || n > 100_000)) return null;
  return [...new Set(parts)].sort((a, b) => a - b);
}

/** The area's record fields as the server stores them (sync-records.ts). */
export const areaRecordShape = {
  path: string().max(400, MSG.tooLong).required(MSG.required),
  name: string().max(120, MSG.tooLong).required(MSG.required),
  nameHi: string().max(120, MSG.tooLong).nullable().optional(),
  parts: array(number().typeError(MSG.number).integer(MSG.number).min(0).max(100_000))
    .max(50, MSG.tooLong)
    .nullable()
    .optional(),
  pollingStation: string().max(200, MSG.tooLong).nullable().optional(),
  fromRoll: boolean().typeError(MSG.invalid).nullable().optional(),
  number: number()
    .typeError(MSG.number)
    .integer(MSG.number)
    .min(0)
    .max(100_000)
    .nullable()
    .optional(),
  /** The member record (a UUID) who runs the booth. */
  boothManagerId: uuidField().nullable().optional(),
};
