// Form mode of a team screen: create or edit one member, validated by the level's Yup schema
// (src/domain/member-schema.ts); Submit/Update saves, Back returns to the list. A phone another
// member of the list already has is refused next to the field, naming that member.
import { Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAreaChoices } from '../../sync/use-area-choices.ts';
import { FormikForm } from '../../components/form-fields/index.ts';
import { FormScreenLayout } from '../../components/list-screen/index.ts';
import { useSavedToast } from '../../components/use-saved-toast.ts';
import type { MemberRecord } from '../../db/types.ts';
import { MEMBER_MSG, memberFormSchema } from '../../domain/member-schema.ts';
import { withValues } from '../../domain/message-values.ts';
import type { TeamLevelDef } from '../../domain/team-levels.ts';
import { memberDisplayName } from '../../domain/team-levels.ts';
import { PhoneTakenError, saveMember } from './member-commands.ts';
import { MORE_DETAILS, MemberFormFields } from './member-form-fields.tsx';
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
  // The booth decides who sees the member: required, unless this phone holds no area to pick
  // (the admin of a new server) or an old record was saved without one.
  const { choices } = useAreaChoices();
  const areaRequired = choices.length > 0 && !(record && !record.areaPath);
  const schema = useMemo(
    () => memberFormSchema(def.fields, record, areaRequired),
    [def.fields, record, areaRequired],
  );
  const place = useMemberPlace();
  const initial = useMemo(() => initialFormValues(record, place), [record, place]);
  const recordName = t(`teams.levels.${def.id}.record`);

  const submit = async (values: MemberFormValues, helpers: FormikHelpers<MemberFormValues>) => {
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
      // Said next to the phone, naming who has the number, so the worker can check with them.
      if (err instanceof PhoneTakenError) {
        const name = memberDisplayName(err.holder, def.nameShape) || err.holder.phone || '';
        helpers.setFieldError('phone', withValues(MEMBER_MSG.phoneTaken, { name }));
      } else reportFailure(err);
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
            <MemberFormFields
              def={def}
              currentImage={record?.profileImage}
              detailsFilled={MORE_DETAILS.some((id) => String(record?.[id] ?? '').trim() !== '')}
              areaOptional={!areaRequired}
            />
          </FormScreenLayout>
        </FormikForm>
      )}
    </Formik>
  );
}
