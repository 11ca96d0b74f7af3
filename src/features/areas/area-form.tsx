// Form mode of the Areas screen: a new area inside any area the person may add under (picked
// by name, the row's area or their own place first), or new names for an existing one.
// Booths also carry their part numbers and polling station.
import { TextInput } from '@mantine/core';
import { Formik } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { object, string } from 'yup';
import { AreaSelect } from '../../components/area-select/index.ts';
import type { AreaChoice } from '../../components/area-select/index.ts';
import { FormikTextInput } from '../../components/formik-fields.tsx';
import { FormikForm } from '../../components/form-fields/index.ts';
import { FormScreenLayout } from '../../components/list-screen/index.ts';
import { toast } from '../../components/toast.ts';
import { useSavedToast } from '../../components/use-saved-toast.ts';
import type { AreaRecord } from '../../db/types.ts';
import { areaName, levelOf, parseParts } from '../../domain/areas.ts';
import { MSG, trimmedString } from '../../domain/validation.ts';
import { currentWriter } from '../../sync/browser-session.ts';
import { saveArea } from './area-commands.ts';

type Values = {
  parent: string;
  name: string;
  nameHi: string;
  parts: string;
  pollingStation: string;
};

const schema = object({
  parent: string(),
  name: trimmedString().max(120, MSG.tooLong).required(MSG.required),
  nameHi: trimmedString().max(120, MSG.tooLong),
  parts: string().test('parts', MSG.number, (v) => parseParts(v ?? '') !== null),
  pollingStation: trimmedString().max(200, MSG.tooLong),
});

export type AreaFormProps = {
  /** Edit this area; absent: create one inside `parent`. */
  record?: AreaRecord;
  /** Where a new area goes at first ('' = a state), or the edited area's parent; its name is shown. */
  parent: { path: string; label: string };
  /** Where a new area may go instead (area-queries.ts addParentChoices). */
  parentChoices: readonly AreaChoice[];
  taken: ReadonlySet<string>;
  onDone: () => void;
};

export function AreaForm({ record, parent, parentChoices, taken, onDone }: AreaFormProps) {
  const { t, i18n } = useTranslation();
  const savedToast = useSavedToast();
  const pathIn = (inside: string) => record?.path ?? (inside ? `${inside}/new` : 'new');
  const initial = useMemo<Values>(
    () => ({
      parent: parent.path,
      name: record?.name ?? '',
      nameHi: record?.nameHi ?? '',
      parts: (record?.parts ?? []).join(', '),
      pollingStation: record?.pollingStation ?? '',
    }),
    [record, parent.path],
  );

  const submit = async (values: Values) => {
    const writer = currentWriter();
    if (!writer) return;
    const cast = schema.cast(values);
    const form = {
      name: cast.name,
      nameHi: cast.nameHi ?? '',
      parts: parseParts(cast.parts ?? '') ?? [],
      pollingStation: cast.pollingStation ?? '',
    };
    const name = areaName({ ...form, path: pathIn(values.parent) }, i18n.language);
    try {
      const saved = await saveArea(
        writer,
        form,
        record ? { record } : { parent: values.parent, taken },
      );
      savedToast(
        saved === 'unchanged' ? t('areas.saved.unchanged') : t(`areas.saved.${saved}`, { name }),
      );
      onDone();
    } catch (err) {
      console.error('Area change failed', err);
      toast.error(t('areas.failed', { reason: t('errors.unknown') }));
    }
  };

  return (
    <Formik<Values> initialValues={initial} validationSchema={schema} onSubmit={submit}>
      {({ isSubmitting, values }) => {
        const level = levelOf(pathIn(values.parent)) ?? 'booth';
        const booth = level === 'booth';
        const levelName = t(`areas.levels.${level}`);
        return (
          <FormikForm>
            <FormScreenLayout
              heading={
                record
                  ? t('areas.form.edit', { level: levelName })
                  : t('areas.form.create', { level: levelName })
              }
              editing={!!record}
              submitting={isSubmitting}
              onBack={onDone}
            >
              {record ? (
                <TextInput label={t('areas.fields.parent')} value={parent.label} readOnly />
              ) : (
                <AreaSelect
                  name="parent"
                  choices={parentChoices}
                  label={t('areas.fields.parent')}
                  description={t('areas.fields.parentHint')}
                />
              )}
              <FormikTextInput
                name="name"
                kind="place"
                label={t('areas.fields.name')}
                withAsterisk
              />
              <FormikTextInput
                name="nameHi"
                kind="place"
                label={t('areas.fields.nameHi')}
                lang="hi"
              />
              {booth && (
                <>
                  <FormikTextInput
                    name="parts"
                    label={t('areas.fields.parts')}
                    description={t('areas.fields.partsHint')}
                    inputMode="numeric"
                  />
                  <FormikTextInput
                    name="pollingStation"
                    kind="place"
                    label={t('areas.fields.pollingStation')}
                  />
                </>
              )}
            </FormScreenLayout>
          </FormikForm>
        );
      }}
    </Formik>
  );
}
