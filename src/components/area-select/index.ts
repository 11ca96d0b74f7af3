// Picking an area by name (never a typed path): the choices at or below a person's place and
// the searchable Formik picker that shows them. Used by the account, team member, campaign
// and Add area forms.
export { areaChoices, placeNames } from '../../domain/area-choices.ts';
export type { AreaChoice } from '../../domain/area-choices.ts';
export { AREA_SEARCH_LIMIT, searchAreaChoices } from '../../domain/area-search.ts';
export { AreaSelect } from './area-select.tsx';
