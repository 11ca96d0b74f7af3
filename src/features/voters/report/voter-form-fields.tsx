// The inputs of a voter form, from the definition's field list (voter-schema.ts): text, number
// (digit pad), phone (dial pad), date, selects holding exactly their fixed options after
// "Please Select", and the admin's lists (settings): selects, and caste as text with
// suggestions.
import { Autocomplete, NativeSelect } from '@mantine/core';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormikTextInput } from '../../../components/formik-fields.tsx';
import type { FieldKind } from '../../../components/form-fields/index.ts';
import { fieldKindProps, useFieldError } from '../../../components/form-fields/index.ts';
import { useTranslateKey } from '../../../components/use-translate-key.ts';
import type { OptionListId } from '../../../domain/settings.ts';
import { labelOfValue, listChoices, optionLabel, valueOfText } from '../../../domain/settings.ts';
import type {
  VoterFieldDef,
  VoterFormFieldId,
  VoterOptionsId,
} from '../../../domain/voter-fields.ts';
import { VOTER_FIELDS, VOTER_OPTIONS } from '../../../domain/voter-fields.ts';
import { useOptionList } from '../../../sync/use-settings.ts';

/** Keyboard and autofill of the text-like fields (field-kind.ts). */
const TEXT_KIND: Partial<Record<VoterFormFieldId, FieldKind>> = {
  firstName: 'givenName',
  lastName: 'familyName',
  relation: 'name',
  relativeName: 'name',
  candidatename: 'name',
  address: 'address',
};

function VoterSelectField(props: {
  name: VoterFormFieldId;
  options: VoterOptionsId;
  label: string;
  required: boolean;
}) {
  const { name, options, label, required } = props;
  const { t } = useTranslation();
  const translateKey = useTranslateKey();
  const [field] = useField<string>(name);
  const error = useFieldError(name);
  const data = [
    { value: '', label: t('voters.filters.pleaseSelect') },
    ...Object.entries(VOTER_OPTIONS[options]).map(([key, value]) => ({
      value,
      label: translateKey(`voters.options.${options}.${key}`, value),
    })),
  ];
  return (
    <NativeSelect
      {...field}
      value={field.value ?? ''}
      label={label}
      withAsterisk={required}
      data={data}
      error={error}
    />
  );
}

/** A select over the admin's list; the voter's own value stays a choice if the list lacks it. */
function VoterListSelectField(props: {
  name: VoterFormFieldId;
  list: OptionListId;
  label: string;
  required: boolean;
}) {
  const { name, list, label, required } = props;
  const { t, i18n } = useTranslation();
  const options = useOptionList(list);
  const [field] = useField<string>(name);
  const error = useFieldError(name);
  const current = field.value ?? '';
  const data = [
    { value: '', label: t('voters.filters.pleaseSelect') },
    ...listChoices(options, i18n.language, current ? [current] : []),
  ];
  return (
    <NativeSelect
      {...field}
      value={current}
      label={label}
      withAsterisk={required}
      data={data}
      error={error}
    />
  );
}

/**
 * Free text with the admin's list as suggestions (castes are many and local): the box shows a
 * listed value by its label in the UI language, and a typed label is stored as its value.
 */
function VoterListTextField(props: {
  name: VoterFormFieldId;
  list: OptionListId;
  label: string;
  required: boolean;
}) {
  const { name, list, label, required } = props;
  const { i18n } = useTranslation();
  const options = useOptionList(list);
  const [field, , helpers] = useField<string>(name);
  const error = useFieldError(name);
  const lang = i18n.language;
  return (
    <Autocomplete
      {...fieldKindProps('name')}
      name={name}
      label={label}
      withAsterisk={required}
      data={[...new Set(options.map((o) => optionLabel(o, lang)))]}
      value={labelOfValue(options, field.value ?? '', lang)}
      onChange={(typed) => void helpers.setValue(valueOfText(options, typed))}
      onBlur={() => void helpers.setTouched(true)}
      error={error}
    />
  );
}

export type VoterFormFieldsProps = {
  fields: readonly VoterFormFieldId[];
  required: readonly VoterFormFieldId[];
};

export function VoterFormFields({ fields, required }: VoterFormFieldsProps) {
  const translateKey = useTranslateKey();
  return (
    <>
      {fields.map((id) => {
        const def: VoterFieldDef = VOTER_FIELDS[id];
        const label = translateKey(def.labelKey);
        const isRequired = required.includes(id);
        if (def.list) {
          const Field = def.kind === 'select' ? VoterListSelectField : VoterListTextField;
          return <Field key={id} name={id} list={def.list} label={label} required={isRequired} />;
        }
        if (def.options)
          return (
            <VoterSelectField
              key={id}
              name={id}
              options={def.options}
              label={label}
              required={isRequired}
            />
          );
        const kind: FieldKind =
          def.kind === 'number'
            ? 'integer'
            : def.kind === 'phone'
              ? 'phone'
              : (TEXT_KIND[id] ?? 'text');
        return (
          <FormikTextInput
            key={id}
            name={id}
            kind={kind}
            label={label}
            withAsterisk={isRequired}
            {...(def.kind === 'date' ? { type: 'date' } : {})}
          />
        );
      })}
    </>
  );
}
