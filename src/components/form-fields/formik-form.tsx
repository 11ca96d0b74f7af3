// The <form> of every Formik form: no browser validation bubbles (the Yup schema speaks, in
// the user's language, all errors at once) and the first field in error gets the focus.
import { Form } from 'formik';
import type { FormikFormProps as FormProps } from 'formik';
import type { ReactNode } from 'react';
import { FocusFirstError } from './focus-first-error.tsx';

export type FormikFormProps = Omit<FormProps, 'noValidate' | 'children'> & { children: ReactNode };

export function FormikForm({ children, ...rest }: FormikFormProps) {
  return (
    <Form {...rest} noValidate>
      {children}
      <FocusFirstError />
    </Form>
  );
}
