// Formik <-> Mantine adapters beyond the text inputs of ../formik-fields.tsx, and the pieces
// every Formik form shares (its <form>, focus on the first error, field kinds).
export { FormikAutocomplete } from './formik-autocomplete.tsx';
export type { FormikAutocompleteProps } from './formik-autocomplete.tsx';
export { FormikImageInput, IMAGE_ACCEPT } from './formik-image-input.tsx';
export type { FormikImageInputProps } from './formik-image-input.tsx';
export { FormikForm } from './formik-form.tsx';
export type { FormikFormProps } from './formik-form.tsx';
export { FocusFirstError, focusFirstError } from './focus-first-error.tsx';
export { fieldKindProps } from './field-kind.ts';
export type { FieldKind, FieldKindProps } from './field-kind.ts';
export { useFieldError, useTranslateMessage } from './use-field-error.ts';
export { FormikCheckbox } from './formik-checkbox.tsx';
export type { FormikCheckboxProps } from './formik-checkbox.tsx';
export { FormikImagesInput } from './formik-images-input.tsx';
export type { FormikImagesInputProps } from './formik-images-input.tsx';
export { FormikTextarea } from './formik-textarea.tsx';
export type { FormikTextareaProps } from './formik-textarea.tsx';
