// Form mode of a team screen: create or edit one member, validated by the level's Yup schema
// (src/domain/member-schema.ts); Submit/Update saves, Back returns to the list.
import { Formik } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormikForm } from '../../components/form-fields/index.ts';
import { FormScreenLayout } from '../../components/list-screen/index.ts';
import { useSavedToast } from '../../components/use-saved-toast.ts';
import type { MemberRecord } from '../../db/types.ts';
import { memberFormSchema } from '../../domain/member-schema.ts';
import type { TeamLevelDef } from '../../domain/team-levels.ts';
import { memberDisplayName } from '../../domain/team-levels.ts';
import { saveMember } from './member-commands.ts';
import { MemberFormFields } from './member-form-fields.tsx';
import type { MemberFormValues } from './member-form-values.ts';
import { initialFormValues, toMemberFields } from './member-form-values.ts';
import { useReportFailure } from './use-report-failure.ts';
import { useMemberPlace } from './use-member-place.ts';

export type MemberFormProps = {
  def: TeamLevelDef;
  /** The member being edited; a new member when absent. */
  record?: MemberRecord;
  onDone: () => void;
};

export function MemberForm({ def, record, onDone }: MemberFormProps) {
  const { t } = useTranslation();
  const reportFailure = useReportFailure();
  const savedToast = useSavedToast();
  const schema = useMemo(() => memberFormSchema(def.fields), [def.fields]);
  const place = useMemberPlace();
  const initial = useMemo(() => initialFormValues(record, place), [record, place]);
  const recordName = t(`teams.levels.${def.id}.record`);

  const submit = async (values: MemberFormValues) => {
    const cast = schema.cast(values, { stripUnknown: true });
    const fields = toMemberFields(def.fields, cast, values, record ? initial : undefined);
    try {
      const result = await saveMember(def.level, { fields, image: values.profileImage }, record);
      const name = memberDisplayName({ ...record, ...fields }, def.nameShape);
      savedToast(
        result === 'created'
          ? t('teams.saved.created', { name })
          : result === 'updated'
            ? t('teams.saved.updated', { name })
            : t('teams.saved.unchanged'),
      );
      onDone();
    } catch (err) {
      reportFailure(err);
    }
  };

  // A new member's form waits the moment it takes to read the worker's place: Formik takes
  // its first values once.
  if (!record && place === undefined) return null;
  return (
    <Formik<MemberFormValues> initialValues={initial} validationSchema={schema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <FormikForm>
          <FormScreenLayout
            heading={
              record
                ? t('teams.form.edit', { record: recordName })
                : t('teams.form.create', { record: recordName })
            }
            editing={!!record}
            submitting={isSubmitting}
            onBack={onDone}
          >
            <MemberFormFields def={def} currentImage={record?.profileImage} />
          </FormScreenLayout>
        </FormikForm>
      )}
    </Formik>
  );
}
