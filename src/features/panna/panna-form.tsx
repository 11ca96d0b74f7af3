// Assign panna: a part, a serial range in it and a karyakarta. Checked against the part's
// real serials (those of the voters on this phone) and the other active pannas of the part,
// with the message next to the field; the form says which serials the part has and how many
// of its voters have none (a panna never covers those).
import { Card, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Formik, useField } from 'formik';
import type { FormikErrors } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormikTextInput } from '../../components/formik-fields.tsx';
import { FormikForm, useFieldError } from '../../components/form-fields/index.ts';
import { FormActions } from '../../components/form-actions.tsx';
import type { MemberRecord } from '../../db/types.ts';
import { overlappingPanna } from '../../domain/field-work.ts';
import type { ListOrder } from '../../roll/index.ts';
import type { PannaRow } from '../../roll/index.ts';
import type { PannaInput } from './panna-data.ts';
import { memberName, partSerials } from './panna-data.ts';

type Values = { part: string; fromSerial: string; toSerial: string; memberId: string };

function SelectField({
  name,
  label,
  data,
}: {
  name: keyof Values;
  label: string;
  data: { value: string; label: string }[];
}) {
  const [field] = useField<string>(name);
  const error = useFieldError(name);
  return <NativeSelect {...field} label={label} data={data} error={error} withAsterisk />;
}

/** The chosen part's serials on this phone, under the form's fields. */
function SerialsHint({ order }: { order: ListOrder }) {
  const { t } = useTranslation();
  const [field] = useField<string>('part');
  if (!field.value.trim()) return null;
  const part = Number(field.value);
  const { first, last, without } = partSerials(order, part);
  return (
    <Text size="sm" c="dimmed" aria-live="polite">
      {first === null
        ? t('panna.form.noSerials', { part })
        : t('panna.form.serials', { part, first, last })}
      {without > 0 && ` ${t('panna.form.without', { count: without })}`}
    </Text>
  );
}

export function PannaForm({
  order,
  members,
  active,
  onSubmit,
  onCancel,
}: {
  order: ListOrder;
  members: MemberRecord[];
  active: PannaRow[];
  onSubmit: (input: PannaInput) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const validate = (v: Values): FormikErrors<Values> => {
    const errors: FormikErrors<Values> = {};
    const required = t('errors.required');
    for (const key of ['part', 'fromSerial', 'toSerial', 'memberId'] as const)
      if (!v[key].trim()) errors[key] = required;
    const part = Number(v.part);
    const from = Number(v.fromSerial);
    const to = Number(v.toSerial);
    const whole = (n: number) => Number.isInteger(n) && n >= 1;
    if (v.fromSerial.trim() && !whole(from)) errors.fromSerial = t('errors.number');
    if (v.toSerial.trim() && !whole(to)) errors.toSerial = t('errors.number');
    if (errors.fromSerial || errors.toSerial || errors.part) return errors;
    const { last } = partSerials(order, part);
    if (last === null) errors.part = t('panna.form.noSerials', { part });
    else if (to > last) errors.toSerial = t('panna.form.lastSerial', { part, last });
    else if (to < from) errors.toSerial = t('panna.form.order');
    else {
      const clash = overlappingPanna(active, part, from, to);
      if (clash)
        errors.fromSerial = t('panna.form.overlap', {
          name: clash.memberName,
          from: clash.fromSerial,
          to: clash.toSerial,
        });
    }
    return errors;
  };
  const pick = { value: '', label: t('panna.form.pick') };
  return (
    <Card withBorder radius="md" padding="md">
      <Formik<Values>
        initialValues={{
          part: String(order.parts[0] ?? ''),
          fromSerial: '',
          toSerial: '',
          memberId: '',
        }}
        validate={validate}
        onSubmit={async (v) => {
          const member = members.find((m) => m.id === v.memberId)!;
          await onSubmit({
            part: Number(v.part),
            fromSerial: Number(v.fromSerial),
            toSerial: Number(v.toSerial),
            member,
          });
        }}
      >
        {({ isSubmitting }) => (
          <FormikForm aria-labelledby="panna-form-heading">
            <Stack gap="sm">
              <Title order={2} fz="lg" id="panna-form-heading">
                {t('panna.form.heading')}
              </Title>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <SelectField
                  name="part"
                  label={t('panna.form.part')}
                  data={order.parts.map((p) => ({ value: String(p), label: String(p) }))}
                />
                <SelectField
                  name="memberId"
                  label={t('panna.form.member')}
                  data={[pick, ...members.map((m) => ({ value: m.id, label: memberName(m) }))]}
                />
                <FormikTextInput
                  name="fromSerial"
                  label={t('panna.form.from')}
                  kind="integer"
                  withAsterisk
                />
                <FormikTextInput
                  name="toSerial"
                  label={t('panna.form.to')}
                  kind="integer"
                  withAsterisk
                />
              </SimpleGrid>
              <SerialsHint order={order} />
              <FormActions
                submitLabel={t('panna.form.submit')}
                cancelLabel={t('panna.form.cancel')}
                onCancel={onCancel}
                submitting={isSubmitting}
              />
            </Stack>
          </FormikForm>
        )}
      </Formik>
    </Card>
  );
}
