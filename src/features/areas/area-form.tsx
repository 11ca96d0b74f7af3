// Form mode of the Areas screen: a new area inside a chosen one (or at the top), or new names
// for an existing one. Booths also carry their part numbers and polling station.
import { TextInput } from '@mantine/core';
import { Formik } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { object, string } from 'yup';
import { FormikTextInput } from '../../components/formik-fields.tsx';
import { FormikForm } from '../../components/form-fields/index.ts';
import { FormScreenLayout } from '../../components/list-screen/index.ts';
import { toast } from '../../components/toast.ts';
import { useSavedToast } from '../../components/use-saved-toast.ts';
import { db } from '../../db/instance.ts';
import type { AreaRecord } from '../../db/types.ts';
import { areaName, levelOf, parseParts } from '../../domain/areas.ts';
import { MSG, trimmedString } from '../../domain/validation.ts';
import { currentWriter } from '../../sync/browser-session.ts';
import { createArea, updateArea } from './area-commands.ts';

type Values = { name: string; nameHi: string; parts: string; pollingStation: string };

const schema = object({
  name: trimmedString().max(120, MSG.tooLong).required(MSG.required),
  nameHi: trimmedString().max(120, MSG.tooLong),
  parts: string().test('parts', MSG.number, (v) => parseParts(v ?? '') !== null),
  pollingStation: trimmedString().max(200, MSG.tooLong),
});

export type AreaFormProps = {
  /** Edit this area; absent: create one inside `parent`. */
  record?: AreaRecord;
  /** Where a new area goes ('' = a state); its name is shown. */
  parent: { path: string; label: string };
  taken: ReadonlySet<string>;
  onDone: () => void;
};

export function AreaForm({ record, parent, taken, onDone }: AreaFormProps) {
  const { t, i18n } = useTranslation();
  const savedToast = useSavedToast();
  const path = record?.path ?? (parent.path ? `${parent.path}/new` : 'new');
  const level = levelOf(path) ?? 'booth';
  const booth = level === 'booth';
  const initial = useMemo<Values>(
    () => ({
      name: record?.name ?? '',
      nameHi: record?.nameHi ?? '',
      parts: (record?.parts ?? []).join(', '),
      pollingStation: record?.pollingStation ?? '',
    }),
    [record],
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
    const name = areaName({ ...form, path }, i18n.language);
    try {
      if (record) {
        const changed = await updateArea(db, writer, record, form);
        savedToast(changed ? t('areas.saved.updated', { name }) : t('areas.saved.unchanged'));
      } else {
        await createArea(db, writer, parent.path, form, taken);
        savedToast(t('areas.saved.created', { name }));
      }
      onDone();
    } catch (err) {
      console.error('Area change failed', err);
      toast.error(t('areas.failed', { reason: t('errors.unknown') }));
    }
  };

  const levelName = t(`areas.levels.${level}`);
  return (
    <Formik<Values> initialValues={initial} validationSchema={schema} onSubmit={submit}>
      {({ isSubmitting }) => (
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
            <TextInput label={t('areas.fields.parent')} value={parent.label} readOnly />
            <FormikTextInput name="name" kind="place" label={t('areas.fields.name')} withAsterisk />
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
      )}
    </Formik>
  );
}
