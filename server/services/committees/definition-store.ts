// The committee definition the admin saves (issue 46): one row, replaced whole, its version
// counting the saves. Until the admin saves one, every booth is judged by the default
// (DEFAULT_DEFINITION, version 0).
import type {
  CommitteeDefinition,
  StoredDefinition,
} from '../../../src/domain/committees/definition.ts';
import { DEFAULT_DEFINITION } from '../../../src/domain/committees/definition.ts';
import type { Queryable } from '../../db/database.ts';

type Row = { version: number; definition: CommitteeDefinition; updated_at: Date | string };

const iso = (v: Date | string): string => (v instanceof Date ? v : new Date(v)).toISOString();

export async function readDefinition(db: Queryable): Promise<StoredDefinition> {
  const { rows } = await db.query<Row>(
    'SELECT version, definition, updated_at FROM committee_definition WHERE id = 1',
  );
  const row = rows[0];
  if (!row) return { ...DEFAULT_DEFINITION, version: 0, updatedAt: null };
  return { ...row.definition, version: Number(row.version), updatedAt: iso(row.updated_at) };
}

/** Store `def` as the next version; returns what is stored now. */
export async function writeDefinition(
  db: Queryable,
  def: CommitteeDefinition,
  userId: string,
): Promise<StoredDefinition> {
  const { rows } = await db.query<Row>(
    `INSERT INTO committee_definition (id, version, definition, updated_at, updated_by)
     VALUES (1, 1, $1::jsonb, now(), $2)
     ON CONFLICT (id) DO UPDATE SET version = committee_definition.version + 1,
       definition = EXCLUDED.definition, updated_at = now(), updated_by = EXCLUDED.updated_by
     RETURNING version, definition, updated_at`,
    [JSON.stringify({ roles: def.roles, quotas: def.quotas }), userId],
  );
  const row = rows[0]!;
  return { ...row.definition, version: Number(row.version), updatedAt: iso(row.updated_at) };
}
