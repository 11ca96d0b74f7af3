// A booth worker's account from the booth's own row in Areas: name, e-mail and a password
// made for them (phone optional), the booth already chosen; Save creates the account there
// and the dialog turns into what to hand over — where to sign in, the e-mail, the password
// and the booth — with Copy and Share. Online only: the details are handed over at once, so
// the account must exist first (offline the dialog says so and Save waits).
import { Alert, Button, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCheck, IconCopy, IconShare } from '@tabler/icons-react';
import { Formik } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { object, string } from 'yup';
import { placeNames } from '../../components/area-select/index.ts';
import { FormikTextInput } from '../../components/formik-fields.tsx';
import { FormikForm } from '../../components/form-fields/index.ts';
import { useOnline } from '../../components/use-online.ts';
import { useTranslateKey } from '../../components/use-translate-key.ts';
import { FormActions } from '../../components/form-actions.tsx';
import type { AreaRecord } from '../../db/types.ts';
import { MSG, trimmedString } from '../../domain/validation.ts';
import { ApiError } from '../../sync/api-client.ts';
import { createAccountNow, readablePassword } from './booth-worker-account.ts';

const schema = object({
  name: trimmedString().max(120, MSG.tooLong).required(MSG.required),
  email: trimmedString().max(254, MSG.tooLong).email(MSG.email).required(MSG.required),
  phone: trimmedString().matches(/^\+?\d{6,15}$/, {
    message: MSG.number,
    excludeEmptyString: true,
  }),
  password: string().min(6, MSG.passwordShort).max(200, MSG.tooLong).required(MSG.required),
});

type Values = { name: string; email: string; phone: string; password: string };

/** What the new worker is given. */
type HandOver = { name: string; email: string; password: string; booth: string; url: string };

export type BoothWorkerDialogProps = {
  /** The booth the worker is placed in; null: the dialog is closed. */
  booth: AreaRecord | null;
  /** The booth's name in the UI language. */
  boothName: string;
  /** The areas on this phone (the account keeps the names of its state, district, assembly). */
  areas: readonly AreaRecord[];
  onClose: () => void;
};

const PHONE_QUERY = '(max-width: 599.98px)';

export function BoothWorkerDialog({ booth, boothName, areas, onClose }: BoothWorkerDialogProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  return (
    <Modal
      opened={booth !== null}
      onClose={onClose}
      title={t('areas.worker.title', { booth: boothName })}
      size="md"
      fullScreen={phone}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('areas.close') }}
    >
      {booth && <WorkerSteps booth={booth} boothName={boothName} areas={areas} onClose={onClose} />}
    </Modal>
  );
}

function WorkerSteps({
  booth,
  boothName,
  areas,
  onClose,
}: Omit<BoothWorkerDialogProps, 'booth'> & { booth: AreaRecord }) {
  const { t } = useTranslation();
  const translate = useTranslateKey();
  const online = useOnline();
  const [handOver, setHandOver] = useState<HandOver | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const initial = useMemo<Values>(
    () => ({ name: '', email: '', phone: '', password: readablePassword() }),
    [],
  );

  if (handOver) return <HandOverView details={handOver} onDone={onClose} />;

  const submit = async (values: Values, setErrors: (e: Record<string, string>) => void) => {
    const cast = schema.cast(values);
    const [firstName = '', ...rest] = cast.name.split(/\s+/);
    const email = cast.email.toLowerCase();
    setFailure(null);
    try {
      await createAccountNow({
        firstName,
        lastName: rest.join(' '),
        email,
        phone: cast.phone ?? '',
        address: '',
        scope: booth.path,
        ...placeNames(areas, booth.path),
        password: cast.password,
      });
      setHandOver({
        name: cast.name,
        email,
        password: cast.password,
        booth: boothName,
        url: window.location.origin,
      });
    } catch (err) {
      if (err instanceof ApiError && err.body?.fields) {
        const { firstName: nameError, lastName, ...others } = err.body.fields;
        setErrors({
          ...others,
          ...((nameError ?? lastName) ? { name: nameError ?? lastName! } : {}),
        });
        return;
      }
      console.error('Booth worker account failed', err);
      const reason =
        err instanceof ApiError && err.kind !== 'http'
          ? t('areas.worker.offline')
          : err instanceof ApiError && err.body?.messageKey
            ? translate(err.body.messageKey, err.message)
            : t('errors.unknown');
      setFailure(t('areas.worker.failed', { reason }));
    }
  };

  return (
    <Formik<Values>
      initialValues={initial}
      validationSchema={schema}
      onSubmit={(values, helpers) => submit(values, helpers.setErrors)}
    >
      {({ isSubmitting }) => (
        <FormikForm>
          <Stack gap="sm">
            <Text size="sm">{t('areas.worker.intro')}</Text>
            {!online && (
              <Alert color="yellow" role="status">
                <Text size="sm" c="dark.9">
                  {t('areas.worker.offline')}
                </Text>
              </Alert>
            )}
            {failure && (
              <Alert color="red" role="alert">
                <Text size="sm" c="red.9">
                  {failure}
                </Text>
              </Alert>
            )}
            <FormikTextInput name="name" kind="name" label={t('areas.worker.name')} withAsterisk />
            <FormikTextInput
              name="email"
              kind="email"
              label={t('areas.worker.email')}
              withAsterisk
            />
            <FormikTextInput
              name="password"
              kind="newPassword"
              label={t('areas.worker.password')}
              description={t('areas.worker.passwordHint')}
              spellCheck={false}
              withAsterisk
            />
            <FormikTextInput name="phone" kind="phone" label={t('areas.worker.phone')} />
            <FormActions
              align="end"
              submitLabel={t('areas.worker.save')}
              cancelLabel={t('areas.worker.cancel')}
              onCancel={onClose}
              submitting={isSubmitting}
              submitDisabled={!online}
            />
          </Stack>
        </FormikForm>
      )}
    </Formik>
  );
}

function HandOverView({ details, onDone }: { details: HandOver; onDone: () => void }) {
  const { t } = useTranslation();
  const message = t('areas.worker.message', details);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const rows = [
    [t('areas.worker.signIn'), details.url],
    [t('areas.worker.email'), details.email],
    [t('areas.worker.password'), details.password],
    [t('areas.worker.booth'), details.booth],
  ] as const;
  return (
    <Stack gap="sm">
      <Alert color="green" role="status">
        <Text size="sm" c="dark.9" fw={600}>
          {t('areas.worker.handOver', { name: details.name })}
        </Text>
      </Alert>
      <Stack gap={6} component="dl" m={0}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="sm" c="dimmed">
              {label}
            </Text>
            <Text component="dd" m={0} fw={700} style={{ overflowWrap: 'anywhere' }} translate="no">
              {value}
            </Text>
          </div>
        ))}
      </Stack>
      <Group justify="flex-end" gap="sm">
        <CopyButton value={message}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              onClick={copy}
              leftSection={
                copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />
              }
            >
              {copied ? t('areas.worker.copied') : t('areas.worker.copy')}
            </Button>
          )}
        </CopyButton>
        {canShare && (
          <Button
            variant="default"
            leftSection={<IconShare size={18} aria-hidden />}
            onClick={() => void navigator.share({ text: message }).catch(() => undefined)}
          >
            {t('areas.worker.share')}
          </Button>
        )}
        <Button onClick={onDone}>{t('areas.worker.done')}</Button>
      </Group>
    </Stack>
  );
}
