// Picking an area by name (never a typed path): the choices at or below a person's place and
// the Formik select that shows them. Used by the account and team member forms.
export { areaChoices, placeNames } from './area-choices.ts';
export type { AreaChoice } from './area-choices.ts';
export { AreaSelect } from './area-select.tsx';
export { useAreaChoices, useHeldScope } from './use-area-choices.ts';
