// Form mode of a voter report: create or edit one voter with the definition's fields, validated
// by its Yup schema (voter-schema.ts: "Required" under every empty required field); Submit or
// Update saves through the outbox, Back returns to the list.
import { Center } from '@mantine/core';
import { Formik } from 'formik';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormikForm } from '../../../components/form-fields/index.ts';
import { FormScreenLayout } from '../../../components/list-screen/index.ts';
import { useSavedToast } from '../../../components/use-saved-toast.ts';
import type { VoterRecord } from '../../../db/types.ts';
import { voterFullName } from '../../../domain/voter-fields.ts';
import { subsetFormDefaults } from '../../../domain/voter-filters.ts';
import type { VoterReportDef } from '../../../domain/voter-reports.ts';
import {
  requiredVoterFields,
  voterFormFields,
  voterFormSchema,
} from '../../../domain/voter-schema.ts';
import { useVoterWithHousehold } from '../../../roll/index.ts';
import { saveVoter } from './voter-commands.ts';
import { VoterFormFields } from './voter-form-fields.tsx';
import type { VoterFormValues } from './voter-form-values.ts';
import { initialVoterValues, toVoterFields } from './voter-form-values.ts';
import { useVoterFailure } from './use-voter-failure.ts';
import { LoadingMark } from '../../../components/loading-mark.tsx';

export type VoterFormProps = {
  def: VoterReportDef;
  /** The voter being edited; a new voter when absent. */
  voterId?: string;
  onDone: () => void;
};

export function VoterForm({ def, voterId, onDone }: VoterFormProps) {
  const { t } = useTranslation();
  const loaded = useVoterWithHousehold(voterId ?? null);
  // Deleted meanwhile (here or by a teammate's sync): nothing left to edit.
  const gone = !!voterId && loaded === null;
  useEffect(() => {
    if (gone) onDone();
  }, [gone, onDone]);
  if (!voterId) return <VoterFormBody def={def} onDone={onDone} />;
  if (loaded === undefined)
    return (
      <Center py="xl">
        <LoadingMark label={t('list.loading')} />
      </Center>
    );
  if (loaded === null) return null;
  return <VoterFormBody def={def} record={loaded.voter} onDone={onDone} />;
}

function VoterFormBody({
  def,
  record,
  onDone,
}: {
  def: VoterReportDef;
  record?: VoterRecord;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const reportFailure = useVoterFailure();
  const savedToast = useSavedToast();
  const fields = useMemo(() => voterFormFields(def), [def]);
  const required = useMemo(() => requiredVoterFields(def), [def]);
  const schema = useMemo(() => voterFormSchema(def), [def]);
  const initial = useMemo(
    () => initialVoterValues(fields, record, subsetFormDefaults(def.filters)),
    [fields, record, def],
  );

  const submit = async (values: VoterFormValues) => {
    const cast = schema.cast(values, { stripUnknown: true }) as Record<string, unknown>;
    const changes = toVoterFields(fields, cast, values, record ? initial : undefined);
    try {
      const result = await saveVoter(changes, record);
      const name = voterFullName({ ...record, ...changes });
      savedToast(
        result === 'created'
          ? t('voters.screen.saved.created', { name })
          : result === 'updated'
            ? t('voters.screen.saved.updated', { name })
            : t('voters.screen.saved.unchanged'),
      );
      onDone();
    } catch (err) {
      reportFailure(err);
    }
  };

  return (
    <Formik<VoterFormValues> initialValues={initial} validationSchema={schema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <FormikForm>
          <FormScreenLayout
            heading={record ? t('voters.screen.editHeading') : t('voters.screen.createHeading')}
            editing={!!record}
            submitting={isSubmitting}
            onBack={onDone}
          >
            <VoterFormFields fields={fields} required={required} />
          </FormScreenLayout>
        </FormikForm>
      )}
    </Formik>
  );
}
