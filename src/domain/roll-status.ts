// Where a voter stands on the roll across its revisions (issue 25). The server writes these
// fields when it applies a new edition of a part or the Commission's ASD list for it; phones
// only read them. A voter cut from the roll is never removed from the phone: the record stays,
// with everything the booth recorded about them, marked with the revision that cut them.
//
// - `rollDeleted`: the revision that cut the name (the roll stamped it DELETED, or the new
//   edition left it out); '' once the name is back.
// - `asd` / `asdList`: the voter is on the Commission's list of electors marked Absent,
//   Shifted or Dead/Duplicate, and which list said so.
// - `rollMissingIn`: a later revision that still leaves the name out.
// - `rollBack`: the revision in which a name that was cut or on the ASD list stands again.

export const ASD_CATEGORIES = ['absent', 'shifted', 'dead', 'duplicate'] as const;
export type AsdCategory = (typeof ASD_CATEGORIES)[number];

export type RollStatusFields = {
  rollDeleted?: string;
  asd?: AsdCategory | '';
  asdList?: string;
  rollMissingIn?: string;
  rollBack?: string;
};

/** deleted: cut from the roll; asd: on the ASD list, not cut yet; back: stands again. */
export type RollStatus = 'deleted' | 'asd' | 'back';
export const ROLL_STATUSES: readonly RollStatus[] = ['deleted', 'asd', 'back'];

export function rollStatusOf(v: RollStatusFields): RollStatus | undefined {
  if (v.rollDeleted) return 'deleted';
  if (v.asd) return 'asd';
  if (v.rollBack) return 'back';
  return undefined;
}

/** Cut or on the ASD list: a supporter in this state is a follow-up. */
export const isAtRisk = (v: RollStatusFields): boolean => {
  const s = rollStatusOf(v);
  return s === 'deleted' || s === 'asd';
};

/**
 * The revision a voter (or a part's cover) names: the revision and its publication date, since
 * a draft and a final roll of one revision may share the name. '' when neither is known.
 */
export function revisionLabel(v: { rollEdition?: unknown; rollPublished?: unknown }): string {
  const name = typeof v.rollEdition === 'string' ? v.rollEdition.trim() : '';
  const day = typeof v.rollPublished === 'string' ? v.rollPublished.trim() : '';
  return name && day ? `${name} (${day})` : name || day;
}
