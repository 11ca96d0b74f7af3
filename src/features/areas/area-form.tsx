// Form mode of the Areas screen: a new area inside any area the person may add under (picked
// by name, the row's area or their own place first), or new names for an existing one.
// Booths also carry their part numbers and polling station (a part another booth lists moves
// here once the person has seen how many voters come with it); assemblies their AC number.
import { TextInput } from '@mantine/core';
import { Formik } from 'formik';
import { useMemo, useState } from 'react';
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
import type { AreaFormValues } from '../../domain/areas.ts';
import { areaName, assemblyNumberField, levelOf, parseParts } from '../../domain/areas.ts';
import { MSG, trimmedString } from '../../domain/validation.ts';
import { currentWriter } from '../../sync/browser-session.ts';
import { partMovesOf, saveArea } from './area-commands.ts';
import { PartMoveDialog } from './part-move-dialog.tsx';
import type { PartMove } from './part-takeover.ts';

type Values = {
  parent: string;
  name: string;
  nameHi: string;
  parts: string;
  pollingStation: string;
  number: string;
};

const schema = object({
  parent: string(),
  name: trimmedString().max(120, MSG.tooLong).required(MSG.required),
  nameHi: trimmedString().max(120, MSG.tooLong),
  parts: string().test('parts', MSG.number, (v) => parseParts(v ?? '') !== null),
  pollingStation: trimmedString().max(200, MSG.tooLong),
  number: assemblyNumberField(),
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
      number: typeof record?.number === 'number' ? String(record.number) : '',
    }),
    [record, parent.path],
  );

  const [confirming, setConfirming] = useState<{
    form: AreaFormValues;
    parent: string;
    moves: PartMove[];
  } | null>(null);

  const save = async (form: AreaFormValues, parent: string) => {
    const writer = currentWriter();
    if (!writer) return;
    const name = areaName({ ...form, path: pathIn(parent) }, i18n.language);
    try {
      const saved = await saveArea(writer, form, record ? { record } : { parent, taken });
      savedToast(
        saved === 'unchanged' ? t('areas.saved.unchanged') : t(`areas.saved.${saved}`, { name }),
      );
      onDone();
    } catch (err) {
      console.error('Area change failed', err);
      toast.error(t('areas.failed', { reason: t('errors.unknown') }));
    }
  };

  const submit = async (values: Values) => {
    const cast = schema.cast(values);
    const form: AreaFormValues = {
      name: cast.name,
      nameHi: cast.nameHi ?? '',
      parts: parseParts(cast.parts ?? '') ?? [],
      pollingStation: cast.pollingStation ?? '',
      ...(cast.number !== undefined ? { number: cast.number } : {}),
    };
    const booth = levelOf(pathIn(values.parent)) === 'booth';
    const moves = booth
      ? await partMovesOf(record ? { record } : { parent: values.parent }, form.parts)
      : [];
    if (moves.length) setConfirming({ form, parent: values.parent, moves });
    else await save(form, values.parent);
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
              {level === 'assembly' && (
                <FormikTextInput
                  name="number"
                  label={t('areas.fields.number')}
                  description={t('areas.fields.numberHint')}
                  inputMode="numeric"
                />
              )}
            </FormScreenLayout>
            <PartMoveDialog
              moves={confirming?.moves ?? null}
              onCancel={() => setConfirming(null)}
              onConfirm={() => {
                const pending = confirming!;
                setConfirming(null);
                void save(pending.form, pending.parent);
              }}
            />
          </FormikForm>
        );
      }}
    </Formik>
  );
}
