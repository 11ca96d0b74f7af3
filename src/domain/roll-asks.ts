// What a roll import asks a person before it publishes a part (issue 43), and their answers:
// the state or district a file does not name, when the import must build the tree above its
// assembly (asked once for the whole job), and what to do when the part already holds voters
// that are not this file's list (the demo, an earlier file, another list of the same part):
// replace them, take the file as a new edition over them, or stop. Checked the same on the
// Roll import screen and on the server.
import { object, string } from 'yup';
import type { InferType } from 'yup';
import { MSG, trimmedString } from './validation.ts';

/** The levels above an assembly that an import may have to ask for. */
export const PLACE_LEVELS = ['state', 'district'] as const;
export type PlaceLevel = (typeof PLACE_LEVELS)[number];

/** The state and district a person gave for a job's files (kept for the job). */
export type RollPlace = Partial<Record<PlaceLevel, string>>;

/** What to do with the voters a part already holds that are not this file's list. */
export const CLASH_CHOICES = ['replace', 'edition', 'stop'] as const;
export type ClashChoice = (typeof CLASH_CHOICES)[number];

export type RollPartAsk =
  /** The file names no state or district, and the import must build the areas above it. */
  | { kind: 'place'; missing: PlaceLevel[] }
  /**
   * The part already holds `held` voters (in `booth`, when one holds it), and only `paired`
   * of the file's `rows` electors share an EPIC with them: two lists of one part.
   */
  | { kind: 'clash'; held: number; paired: number; rows: number; booth?: string };

/** The i18n key of the form fields' refusals (errors.json, errors.rollImport.*). */
export const PLACE_FIELD_MSG = 'errors.rollImport.placeInput';

const placeName = () => trimmedString().max(120, MSG.tooLong).default('');

/** `PUT /api/rolls/:id/place`: the state and the district the job's files are of. */
export const rollPlaceSchema = object({
  state: placeName(),
  district: placeName(),
});
export type RollPlaceInput = InferType<typeof rollPlaceSchema>;

/** `POST /api/rolls/:id/parts/:partId/decision`: what to do with the part's voters held. */
export const rollDecisionSchema = object({
  choice: string()
    .oneOf([...CLASH_CHOICES], MSG.oneOf)
    .required(MSG.required),
});
export type RollDecisionInput = InferType<typeof rollDecisionSchema>;

/** The levels still missing once a person's answer is added to what the roll names. */
export function missingPlace(missing: readonly PlaceLevel[], given: RollPlace): PlaceLevel[] {
  return missing.filter((level) => !given[level]?.trim());
}
