// Form rules of the specification's validation rules "All voter forms": every shown field "Required" (the message key of the
// team forms) except the roll's own fields (ROLL_FORM_FIELDS: a voter typed in by hand has no
// serial); age, part number, approach qty and family size read as numbers; selects limited to
// their options (the admin's lists: any text, see ruleFor); dob a real YYYY-MM-DD date. One
// rule per field of the catalog, and one schema per report definition (its base fields, the roll fields, then its extra fields).
import { number, object, string } from 'yup';
import type { AnySchema } from 'yup';
import type { VoterFieldDef, VoterFormFieldId } from './voter-fields.ts';
import { BASE_VOTER_FIELDS, ROLL_FORM_FIELDS, VOTER_FIELDS, optionValues } from './voter-fields.ts';
import type { VoterReportDef } from './voter-reports.ts';
import { MSG, trimmedString } from './validation.ts';

export const VOTER_MSG = { phone: 'voters.errors.phone' } as const;

/** Separators people type inside a phone number; the stored value keeps digits (and a leading +). */
const PHONE_SEPARATORS = /[\s\-().]/g;
const PHONE_PATTERN = /^\+?\d{1,15}$/;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Empty input is "Required", not "Enter a number". */
const blankToUndefined = (v: unknown, orig: unknown) =>
  typeof orig === 'string' && orig.trim() === '' ? undefined : v;

const wholeNumber = (min: number) =>
  number()
    .transform(blankToUndefined)
    .typeError(MSG.number)
    .integer(MSG.number)
    .min(min, MSG.number)
    .required(MSG.required);

const isRealDate = (v: string) => {
  const m = DATE_PATTERN.exec(v);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === v;
};

function ruleFor(id: VoterFormFieldId, required: boolean): AnySchema {
  const def = VOTER_FIELDS[id];
  switch (def.kind) {
    case 'number': {
      const rule = wholeNumber(id === 'familySize' || id === 'serialNumber' ? 1 : 0);
      return required ? rule : rule.optional();
    }
    case 'phone': {
      const rule = string()
        .transform((v: unknown) => (typeof v === 'string' ? v.replace(PHONE_SEPARATORS, '') : v))
        .matches(PHONE_PATTERN, { message: VOTER_MSG.phone, excludeEmptyString: true });
      return required ? rule.required(MSG.required) : rule;
    }
    case 'date': {
      const rule = trimmedString().test('date', MSG.date, (v) => !v || isRealDate(v));
      return required ? rule.required(MSG.required) : rule;
    }
    case 'select': {
      // The admin's lists change after the form was built, and a voter may still hold a value
      // since removed: any text the select offered is taken.
      const { options, list }: VoterFieldDef = def;
      const fixed = options ? optionValues(options) : [];
      const rule = list
        ? trimmedString().max(200, MSG.tooLong)
        : trimmedString().oneOf([...fixed, ''], MSG.oneOf);
      return required ? rule.required(MSG.required) : rule;
    }
    case 'text': {
      const rule = trimmedString().max(id === 'address' ? 1000 : 200, MSG.tooLong);
      return required ? rule.required(MSG.required) : rule;
    }
    default: {
      const never: never = def.kind;
      throw new Error(`Unknown field kind ${String(never)}`);
    }
  }
}

/**
 * The fields a definition's form shows, in order: the base voter fields, the roll's fields,
 * then its extras.
 */
export function voterFormFields(
  def: Pick<VoterReportDef, 'extraFields'>,
): readonly VoterFormFieldId[] {
  return [
    ...new Set<VoterFormFieldId>([...BASE_VOTER_FIELDS, ...ROLL_FORM_FIELDS, ...def.extraFields]),
  ];
}

/** The fields of a definition's form that must be filled in (never the roll's own). */
export function requiredVoterFields(
  def: Pick<VoterReportDef, 'extraFields' | 'optionalFields'>,
): VoterFormFieldId[] {
  const optional: readonly VoterFormFieldId[] = [...def.optionalFields, ...ROLL_FORM_FIELDS];
  return voterFormFields(def).filter((f) => !optional.includes(f));
}

/** The Yup schema of a definition's form. */
export function voterFormSchema(def: Pick<VoterReportDef, 'extraFields' | 'optionalFields'>) {
  const required = requiredVoterFields(def);
  const shape: Partial<Record<VoterFormFieldId, AnySchema>> = {};
  for (const id of voterFormFields(def)) shape[id] = ruleFor(id, required.includes(id));
  return object(shape);
}
