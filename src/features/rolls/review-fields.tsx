// The review form's inputs: each labelled in the user's language, with the fields the reader
// doubts drawn in orange and saying so in words ("Check this against the picture").
import { NativeSelect } from '@mantine/core';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormikTextInput } from '../../components/formik-fields.tsx';
import type { FieldKind } from '../../components/form-fields/index.ts';
import { FormikCheckbox, useFieldError } from '../../components/form-fields/index.ts';
import type { RollRowFields } from '../../domain/roll-jobs.ts';
import { RELATION_TYPES } from '../../domain/voter-roll.ts';
import { GENDERS } from './review-schema.ts';

type Doubts = readonly (keyof RollRowFields)[];

const DOUBT_STYLES = {
  input: {
    borderColor: 'var(--mantine-color-orange-8)',
    borderWidth: 2,
    background: 'var(--mantine-color-yellow-0)',
  },
  description: { color: 'var(--mantine-color-orange-9)', fontWeight: 600 },
};

function useDoubt(name: keyof RollRowFields, doubts: Doubts) {
  const { t } = useTranslation();
  return doubts.includes(name)
    ? { description: t('rolls.review.doubtful'), styles: DOUBT_STYLES, 'data-doubtful': true }
    : {};
}

export function ReviewText(props: {
  name: 'serial' | 'epic' | 'name' | 'relativeName' | 'houseNumber' | 'age' | 'section';
  kind?: FieldKind;
  doubts: Doubts;
  required?: boolean;
}) {
  const { t } = useTranslation();
  const { name, kind = 'text', doubts, required } = props;
  const doubt = useDoubt(name, doubts);
  return (
    <FormikTextInput
      name={name}
      kind={kind}
      label={t(`rolls.review.fields.${name}`)}
      required={required}
      autoCapitalize={name === 'epic' ? 'characters' : undefined}
      {...doubt}
    />
  );
}

function ReviewSelect(props: {
  name: 'relationType' | 'gender';
  options: { value: string; label: string }[];
  doubts: Doubts;
}) {
  const { t } = useTranslation();
  const { name, options, doubts } = props;
  const [field] = useField<string>(name);
  const error = useFieldError(name);
  const doubt = useDoubt(name, doubts);
  return (
    <NativeSelect
      {...field}
      value={field.value ?? ''}
      label={t(`rolls.review.fields.${name}`)}
      data={options}
      error={error}
      {...doubt}
    />
  );
}

export function RelationSelect({ doubts }: { doubts: Doubts }) {
  const { t } = useTranslation();
  const options = [
    { value: '', label: t('rolls.review.relation.none') },
    ...RELATION_TYPES.map((r) => ({ value: r, label: t(`rolls.review.relation.${r}`) })),
  ];
  return <ReviewSelect name="relationType" options={options} doubts={doubts} />;
}

export function GenderSelect({ doubts }: { doubts: Doubts }) {
  const { t } = useTranslation();
  const options = [
    { value: '', label: t('rolls.review.gender.none') },
    ...GENDERS.map((g) => ({ value: g, label: t(`rolls.review.gender.${g}`) })),
  ];
  return <ReviewSelect name="gender" options={options} doubts={doubts} />;
}

export function DeletedCheckbox({ doubts }: { doubts: Doubts }) {
  const { t } = useTranslation();
  const doubtful = doubts.includes('deleted');
  return (
    <FormikCheckbox
      name="deleted"
      label={t('rolls.review.fields.deleted')}
      description={doubtful ? t('rolls.review.doubtful') : undefined}
      color="orange"
    />
  );
}
