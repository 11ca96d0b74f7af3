// Formik <-> Mantine adapters beyond the text inputs of ../formik-fields.tsx.
export { FormikAutocomplete } from './formik-autocomplete.tsx';
export type { FormikAutocompleteProps } from './formik-autocomplete.tsx';
export { FormikImageInput, IMAGE_ACCEPT } from './formik-image-input.tsx';
export type { FormikImageInputProps } from './formik-image-input.tsx';
export { useFieldError } from './use-field-error.ts';
