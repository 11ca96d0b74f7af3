// The inputs of a voter form, from the definition's field list (voter-schema.ts): text, number
// (digit pad), phone (dial pad), date, and selects holding exactly the options of spec §3/§5
// after "Please Select".
import { NativeSelect } from '@mantine/core';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormikTextInput } from '../../../components/formik-fields.tsx';
import type { FieldKind } from '../../../components/form-fields/index.ts';
import { useFieldError } from '../../../components/form-fields/index.ts';
import { useTranslateKey } from '../../../components/use-translate-key.ts';
import type { VoterFormFieldId, VoterOptionsId } from '../../../domain/voter-fields.ts';
import { VOTER_FIELDS, VOTER_OPTIONS } from '../../../domain/voter-fields.ts';

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

export type VoterFormFieldsProps = {
  fields: readonly VoterFormFieldId[];
  required: readonly VoterFormFieldId[];
};

export function VoterFormFields({ fields, required }: VoterFormFieldsProps) {
  const translateKey = useTranslateKey();
  return (
    <>
      {fields.map((id) => {
        const def = VOTER_FIELDS[id];
        const label = translateKey(def.labelKey);
        const isRequired = required.includes(id);
        if ('options' in def && def.options)
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
