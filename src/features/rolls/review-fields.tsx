// The review form's inputs: each labelled in the user's language, with the fields the reader
// doubts drawn in orange and saying so in words ("Check this against the picture" for a PDF's
// box, the file's own cell for a table's row: "In the file: 4O"). A message
// shows once the field is changed or the form sent — never on blur alone: text appearing as
// the focus leaves a field moves the buttons under the finger tapping "Save and next".
import { NativeSelect, TextInput } from '@mantine/core';
import { useField, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import type { FieldKind } from '../../components/form-fields/index.ts';
import {
  FormikCheckbox,
  fieldKindProps,
  useTranslateMessage,
} from '../../components/form-fields/index.ts';
import type { RollRowFields } from '../../domain/roll-jobs.ts';
import { RELATION_TYPES } from '../../domain/voter-roll.ts';
import { GENDERS } from './review-schema.ts';
import { useReviewSource } from './review-source.ts';

type Doubts = readonly (keyof RollRowFields)[];

const DOUBT_STYLES = {
  input: {
    borderColor: 'var(--mantine-color-orange-8)',
    borderWidth: 2,
    background: 'var(--mantine-color-yellow-0)',
  },
  description: { color: 'var(--mantine-color-orange-9)', fontWeight: 600 },
};

function useReviewError(name: string): string | undefined {
  const [field, meta] = useField<unknown>(name);
  const { submitCount } = useFormikContext();
  const translate = useTranslateMessage();
  const show = submitCount > 0 || field.value !== meta.initialValue;
  return show && typeof meta.error === 'string' ? translate(meta.error) : undefined;
}

/** What a doubted field says: compare with the picture, the file's cell, or the roll. */
function useDoubtText(name: keyof RollRowFields): string {
  const { t } = useTranslation();
  const { picture, raw } = useReviewSource();
  if (picture) return t('rolls.review.doubtful');
  const cell = raw?.[name];
  return cell === undefined
    ? t('rolls.review.doubtfulNoPicture')
    : t('rolls.review.inFile', { value: cell });
}

function useDoubt(name: keyof RollRowFields, doubts: Doubts) {
  const text = useDoubtText(name);
  return doubts.includes(name)
    ? { description: text, styles: DOUBT_STYLES, 'data-doubtful': true }
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
  const [field] = useField<string>(name);
  const error = useReviewError(name);
  return (
    <TextInput
      {...fieldKindProps(kind)}
      {...field}
      value={field.value ?? ''}
      error={error}
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
  const error = useReviewError(name);
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
  const text = useDoubtText('deleted');
  const doubtful = doubts.includes('deleted');
  return (
    <FormikCheckbox
      name="deleted"
      label={t('rolls.review.fields.deleted')}
      description={doubtful ? text : undefined}
      color="orange"
    />
  );
}
