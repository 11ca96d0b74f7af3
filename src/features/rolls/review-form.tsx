// The fields of one doubtful row, checked with Yup before anything is sent: "Save and next"
// sends what changed (PATCH), "Looks right" accepts the row as read (PATCH with no change).
// Field errors from the server's 400 land under their fields like the schema's own. A save is
// told by the view's status line, not a toast: on a phone a toast sat over the next row's
// buttons, and a reviewer taps through dozens of rows.
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormikForm } from '../../components/form-fields/index.ts';
import { toast } from '../../components/toast.ts';
import type { RollRow } from '../../domain/roll-jobs.ts';
import { ApiError } from '../../sync/api-client.ts';
import { acceptRowAsRead, correctRow } from './roll-commands.ts';
import { DeletedCheckbox, GenderSelect, RelationSelect, ReviewText } from './review-fields.tsx';
import type { ReviewValues } from './review-schema.ts';
import { reviewSchema, reviewValues, reviewedFields } from './review-schema.ts';
import { ReviewSourceContext, reviewSourceOf } from './review-source.ts';
import { useRollText } from './use-roll-text.ts';

export type ReviewFormProps = {
  jobId: string;
  row: RollRow;
  /** The row left the queue (saved or accepted). */
  onDone: () => void;
};

export function ReviewForm({ jobId, row, onDone }: ReviewFormProps) {
  const { t } = useTranslation();
  const { failure } = useRollText();
  const [accepting, setAccepting] = useState(false);

  const refused = (err: unknown, helpers?: FormikHelpers<ReviewValues>) => {
    console.error('Row review failed', err);
    const fields = err instanceof ApiError ? err.body?.fields : undefined;
    if (fields && helpers) helpers.setErrors(fields);
    toast.error(t('rolls.review.saveFailed', { reason: failure(err) }));
  };

  const save = async (values: ReviewValues, helpers: FormikHelpers<ReviewValues>) => {
    try {
      const cast = reviewSchema.cast(values);
      await correctRow(jobId, row, reviewedFields(row, cast));
      onDone();
    } catch (err) {
      refused(err, helpers);
    }
  };

  const looksRight = async () => {
    setAccepting(true);
    try {
      await acceptRowAsRead(jobId, row.id);
      onDone();
    } catch (err) {
      refused(err);
    } finally {
      setAccepting(false);
    }
  };

  const doubts = row.doubts;
  return (
    <ReviewSourceContext.Provider value={reviewSourceOf(row)}>
      <Formik
        key={row.id}
        initialValues={reviewValues(row)}
        validationSchema={reviewSchema}
        onSubmit={save}
      >
        {({ isSubmitting }) => (
          <FormikForm>
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
                <ReviewText name="serial" kind="integer" doubts={doubts} required />
                <ReviewText name="epic" doubts={doubts} required />
                <ReviewText name="name" kind="name" doubts={doubts} required />
                <RelationSelect doubts={doubts} />
                <ReviewText name="relativeName" kind="name" doubts={doubts} />
                <ReviewText name="houseNumber" doubts={doubts} />
                <ReviewText name="age" kind="integer" doubts={doubts} required />
                <GenderSelect doubts={doubts} />
                <ReviewText name="section" kind="integer" doubts={doubts} />
                <DeletedCheckbox doubts={doubts} />
              </SimpleGrid>
              <Group gap="sm">
                <Button type="submit" loading={isSubmitting} disabled={accepting}>
                  {t('rolls.review.saveNext')}
                </Button>
                <Button
                  variant="default"
                  onClick={() => void looksRight()}
                  loading={accepting}
                  disabled={isSubmitting}
                >
                  {t('rolls.review.looksRight')}
                </Button>
              </Group>
            </Stack>
          </FormikForm>
        )}
      </Formik>
    </ReviewSourceContext.Provider>
  );
}
