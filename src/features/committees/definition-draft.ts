// The committee definition as the setup screen edits it: each role with a local key (its id is
// made from the English name when it is new), a count or "one per panna"; the two quotas as
// plain numbers (0 = none). Turned into a definition and checked with the server's own schema.
import type {
  CommitteeDefinition,
  CommitteeQuota,
  CommitteeRole,
} from '../../domain/committees/definition.ts';
import {
  COMMITTEE_LIMITS,
  PER_PANNA,
  committeeDefinitionSchema,
  roleIdFor,
} from '../../domain/committees/definition.ts';
import type { FieldErrors } from '../../domain/validation.ts';
import { validate } from '../../domain/validation.ts';

export type RoleDraft = {
  key: string;
  /** '' for a role added here: made from the English name on save. */
  id: string;
  nameEn: string;
  nameHi: string;
  count: number | '';
  perPanna: boolean;
};

export type DefinitionDraft = {
  roles: RoleDraft[];
  women: number | '';
  youth: number | '';
  youthAge: number | '';
};

let keys = 0;
const newKey = () => `role-${++keys}`;

export function draftOf(def: CommitteeDefinition): DefinitionDraft {
  const women = def.quotas.find((q) => q.kind === 'women');
  const youth = def.quotas.find((q) => q.kind === 'youth');
  return {
    roles: def.roles.map((r) => ({
      key: newKey(),
      id: r.id,
      nameEn: r.nameEn,
      nameHi: r.nameHi,
      count: r.count === PER_PANNA ? 1 : r.count,
      perPanna: r.count === PER_PANNA,
    })),
    women: women?.atLeast ?? 0,
    youth: youth?.atLeast ?? 0,
    youthAge: youth?.kind === 'youth' ? youth.maxAge : 35,
  };
}

export const newRole = (): RoleDraft => ({
  key: newKey(),
  id: '',
  nameEn: '',
  nameHi: '',
  count: 1,
  perPanna: false,
});

export function definitionOfDraft(draft: DefinitionDraft): CommitteeDefinition {
  const taken = new Set(draft.roles.map((r) => r.id).filter(Boolean));
  const roles = draft.roles.map((r): CommitteeRole => {
    let id = r.id;
    if (!id) {
      id = roleIdFor(r.nameEn, taken);
      taken.add(id);
    }
    return {
      id,
      nameEn: r.nameEn.trim(),
      nameHi: r.nameHi.trim(),
      count: r.perPanna ? PER_PANNA : r.count === '' ? Number.NaN : r.count,
    };
  });
  const quotas: CommitteeQuota[] = [];
  if (typeof draft.women === 'number' && draft.women > 0)
    quotas.push({ kind: 'women', atLeast: draft.women });
  if (typeof draft.youth === 'number' && draft.youth > 0)
    quotas.push({
      kind: 'youth',
      atLeast: draft.youth,
      maxAge: draft.youthAge === '' ? Number.NaN : draft.youthAge,
    });
  return { roles, quotas };
}

/** Field errors of the draft as the screen places them: per role field, or the whole list. */
export type DraftErrors = {
  roles: Record<string, Partial<Record<'nameEn' | 'nameHi' | 'count', string>>>;
  list: string | null;
  quotas: string | null;
};

export function draftErrors(draft: DefinitionDraft, fields: FieldErrors): DraftErrors {
  const out: DraftErrors = { roles: {}, list: null, quotas: null };
  for (const [path, key] of Object.entries(fields)) {
    const role = /^roles\[(\d+)\]\.(nameEn|nameHi|count|id)$/.exec(path);
    if (role) {
      const draftRole = draft.roles[Number(role[1])];
      if (!draftRole) continue;
      const field = role[2] === 'id' ? 'nameEn' : (role[2] as 'nameEn' | 'nameHi' | 'count');
      out.roles[draftRole.key] = { ...out.roles[draftRole.key], [field]: key };
    } else if (path.startsWith('quotas')) out.quotas ??= key;
    else out.list ??= key;
  }
  return out;
}

/** The definition, or the draft's errors by the server's rules. */
export async function checkDraft(
  draft: DefinitionDraft,
): Promise<{ ok: true; def: CommitteeDefinition } | { ok: false; errors: DraftErrors }> {
  const def = definitionOfDraft(draft);
  const checked = await validate(committeeDefinitionSchema, def);
  if (checked.ok) return { ok: true, def };
  return { ok: false, errors: draftErrors(draft, checked.fields) };
}

export const ROLE_LIMIT = COMMITTEE_LIMITS.roles;
