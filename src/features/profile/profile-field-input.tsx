// One profile input of any kind the schema asks for: text (with the phone keyboard its field
// wants), a native date picker, a numeric keypad, or a select of the allowed values.
import { FormikTextInput } from '../../components/formik-fields.tsx';
import type { InputKind } from './profile-fields.ts';
import { FormikNativeSelect } from './formik-native-select.tsx';
import { useProfileText } from './use-profile-text.ts';
import { useTranslation } from 'react-i18next';

export type ProfileFieldInputProps = {
  /** Formik path, e.g. "dob" or "children.0.gender". */
  name: string;
  /** The field's own name (option texts are looked up by it). */
  field: string;
  input: InputKind;
  label: string;
  disabled?: boolean;
  description?: string;
  withAsterisk?: boolean;
};

export function ProfileFieldInput(props: ProfileFieldInputProps) {
  const { name, field, input, ...rest } = props;
  const { t } = useTranslation();
  const text = useProfileText();
  switch (input.type) {
    case 'select':
      return (
        <FormikNativeSelect
          name={name}
          {...rest}
          data={[
            { value: '', label: t('profile.choose') },
            ...input.options.map((o) => ({ value: o, label: text.option(field, o) })),
          ]}
        />
      );
    case 'date':
      // The native picker: the phone's own calendar, and the value is already YYYY-MM-DD.
      return <FormikTextInput name={name} type="date" {...rest} />;
    case 'number':
      return <FormikTextInput name={name} kind="integer" {...rest} />;
    default:
      return <FormikTextInput name={name} kind={input.kind} {...rest} />;
  }
}
