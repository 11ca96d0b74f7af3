// The options of a select whose values are not a fixed list (the specification's screens: Area Wise List holds
// local neighbourhood names, Label Value a category): the distinct values the voters hold,
// read from the facet index's keys (no voter record is read).
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../../db/instance.ts';
import { FACET_FIELDS } from '../../../domain/voter-facets.ts';
import type { FacetField } from '../../../domain/voter-facets.ts';
import type { VoterFieldId } from '../../../domain/voter-fields.ts';
import { loadFacetValues } from '../../../roll/index.ts';

const isFacet = (field: VoterFieldId): field is VoterFieldId & FacetField =>
  (FACET_FIELDS as readonly string[]).includes(field);

/** Distinct non-blank values of a field, sorted; [] while loading or when `field` is unset. */
export function useDataOptions(field: VoterFieldId | undefined): string[] {
  return (
    useLiveQuery(
      async () => (field && isFacet(field) ? loadFacetValues(db, field) : []),
      [field],
    ) ?? []
  );
}
