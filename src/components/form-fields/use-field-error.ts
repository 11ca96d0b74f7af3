// The translated error of a Formik field, shown once it was touched or the form submitted,
// so "Required" appears in red under every empty field after the first Submit.
import { useField, useFormikContext } from 'formik';
import { useTranslateKey } from '../use-translate-key.ts';

export function useFieldError(name: string): string | undefined {
  const [, meta] = useField<unknown>(name);
  const { submitCount } = useFormikContext();
  const translate = useTranslateKey();
  const show = meta.touched || submitCount > 0;
  return show && typeof meta.error === 'string' ? translate(meta.error) : undefined;
}
