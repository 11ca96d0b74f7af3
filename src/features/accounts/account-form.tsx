// Form mode of the candidate manager: a new login (the specification's fields local candidate, with the place
// picked as one area instead of typed state/district/assembly), or moving an account to
// another area. Saves go through sendOrQueue: offline they wait in the outbox.
import { Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { number, object, string } from 'yup';
import { FormikPasswordInput, FormikTextInput } from '../../components/formik-fields.tsx';
import { FormikForm, FormikImageInput } from '../../components/form-fields/index.ts';
import { chosenImageRule } from '../../domain/member-schema.ts';
import { FormScreenLayout } from '../../components/list-screen/index.ts';
import { toast } from '../../components/toast.ts';
import type { AreaRecord } from '../../db/types.ts';
import type { UserSummary } from '../../domain/users.ts';
import { MSG, trimmedString } from '../../domain/validation.ts';
import { ApiError } from '../../sync/api-client.ts';
import { useTranslateKey } from '../../components/use-translate-key.ts';
import { moveAccount } from './account-api.ts';
import { submitNewAccount } from './account-commands.ts';
import { AreaSelect, placeNames } from '../../components/area-select/index.ts';
import type { AreaChoice } from '../../components/area-select/index.ts';

const required = () => trimmedString().required(MSG.required);

/** The candidate form's rules (the specification's validation rules: every field but age, address and image required). */
export const accountFormSchema = object({
  firstName: required().max(80, MSG.tooLong),
  lastName: required().max(80, MSG.tooLong),
  email: required().max(254, MSG.tooLong).email(MSG.email),
  phone: required().matches(/^\+?\d{6,15}$/, MSG.number),
  age: number()
    .typeError(MSG.number)
    .transform((v, orig) => (orig === '' ? undefined : v))
    .integer(MSG.number)
    .min(18, MSG.number)
    .max(120, MSG.number)
    .optional(),
  address: trimmedString().max(1000, MSG.tooLong),
  area: required(),
  password: string().min(6, MSG.passwordShort).max(200, MSG.tooLong).required(MSG.required),
  photo: chosenImageRule,
});

const moveSchema = object({ area: required() });

type CreateValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  age: string;
  address: string;
  area: string;
  password: string;
  photo: File | null;
};

const EMPTY: CreateValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  age: '',
  address: '',
  area: '',
  password: '',
  photo: null,
};

export type AccountFormProps = {
  /** Move this account; absent: create a new one. */
  account?: UserSummary;
  choices: readonly AreaChoice[];
  areas: readonly AreaRecord[];
  onDone: () => void;
};

export function AccountForm({ account, choices, areas, onDone }: AccountFormProps) {
  const { t } = useTranslation();
  const translate = useTranslateKey();

  const failed = (err: unknown, setErrors: (e: Record<string, string>) => void) => {
    if (err instanceof ApiError && err.body?.fields) {
      setErrors(err.body.fields);
      return;
    }
    console.error('Account change failed', err);
    const reason =
      err instanceof ApiError && err.body?.messageKey
        ? translate(err.body.messageKey, err.message)
        : t('errors.unknown');
    toast.error(t('accounts.failed', { reason }));
  };

  if (account) {
    const name = `${account.firstName} ${account.lastName}`.trim();
    return (
      <Formik
        initialValues={{ area: account.scope ?? '' }}
        validationSchema={moveSchema}
        onSubmit={async (values, helpers) => {
          try {
            await moveAccount(account.id, values.area);
            toast.success(t('accounts.saved.moved', { name }));
            onDone();
          } catch (err) {
            failed(err, helpers.setErrors);
          }
        }}
      >
        {({ isSubmitting }) => (
          <FormikForm>
            <FormScreenLayout
              heading={t('accounts.form.edit', { name })}
              editing
              submitting={isSubmitting}
              onBack={onDone}
            >
              <AreaSelect name="area" choices={choices} />
            </FormScreenLayout>
          </FormikForm>
        )}
      </Formik>
    );
  }

  return (
    <Formik<CreateValues>
      initialValues={EMPTY}
      validationSchema={accountFormSchema}
      onSubmit={async (values, helpers) => {
        const cast = accountFormSchema.cast(values);
        const name = `${cast.firstName} ${cast.lastName}`;
        try {
          const result = await submitNewAccount(
            {
              firstName: cast.firstName,
              lastName: cast.lastName,
              email: cast.email.toLowerCase(),
              phone: cast.phone,
              ...(cast.age === undefined ? {} : { age: cast.age }),
              address: cast.address ?? '',
              scope: cast.area,
              ...placeNames(areas, cast.area),
              password: cast.password,
            },
            values.photo,
          );
          toast.success(
            result.status === 'sent'
              ? t('accounts.saved.created', { name })
              : t('accounts.saved.queued', { name }),
          );
          onDone();
        } catch (err) {
          failed(err, helpers.setErrors);
        }
      }}
    >
      {({ isSubmitting }) => (
        <FormikForm>
          <FormScreenLayout
            heading={t('accounts.form.create')}
            editing={false}
            submitting={isSubmitting}
            onBack={onDone}
          >
            <FormikTextInput
              name="firstName"
              kind="givenName"
              label={t('accounts.fields.firstName')}
              withAsterisk
            />
            <FormikTextInput
              name="lastName"
              kind="familyName"
              label={t('accounts.fields.lastName')}
              withAsterisk
            />
            <FormikTextInput
              name="email"
              kind="email"
              label={t('accounts.fields.email')}
              withAsterisk
            />
            <FormikTextInput
              name="phone"
              kind="phone"
              label={t('accounts.fields.phone')}
              withAsterisk
            />
            <FormikTextInput name="age" kind="integer" label={t('accounts.fields.age')} />
            <FormikTextInput name="address" kind="address" label={t('accounts.fields.address')} />
            <AreaSelect name="area" choices={choices} />
            <FormikImageInput
              name="photo"
              label={t('accounts.fields.photo')}
              description={t('accounts.fields.photoHint')}
            />
            <FormikPasswordInput
              name="password"
              kind="newPassword"
              label={t('accounts.fields.password')}
              description={t('accounts.fields.passwordHint')}
              withAsterisk
            />
          </FormScreenLayout>
        </FormikForm>
      )}
    </Formik>
  );
}
