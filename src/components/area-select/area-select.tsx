// The area of an account, chosen by name from the areas on this phone (never a typed path).
import { NativeSelect } from '@mantine/core';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../form-fields/index.ts';
import type { AreaChoice } from './area-choices.ts';

export type AreaSelectProps = {
  name: string;
  choices: readonly AreaChoice[];
  /** Default: required, labelled "Area". */
  required?: boolean;
  label?: string;
  description?: string;
};

export function AreaSelect({
  name,
  choices,
  required = true,
  label,
  description,
}: AreaSelectProps) {
  const { t } = useTranslation();
  const [field] = useField<string>(name);
  const error = useFieldError(name);
  return (
    <NativeSelect
      {...field}
      value={field.value ?? ''}
      label={label ?? t('accounts.fields.area')}
      description={
        choices.length
          ? (description ?? t('accounts.fields.areaHint'))
          : t('accounts.fields.noAreas')
      }
      withAsterisk={required}
      data={[{ value: '', label: t('voters.filters.pleaseSelect') }, ...choices]}
      error={error}
    />
  );
}
