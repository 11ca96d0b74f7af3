// The admin's settings (migration 017, src/domain/settings.ts): read all at once for any
// signed-in phone, written one key at a time by the admin. A key without a row is its default.
import type { Queryable } from '../db/database.ts';
import type { SettingKey, SettingsResponse } from '../../src/domain/settings.ts';
import { settingsFromRows } from '../../src/domain/settings.ts';

type SettingRow = { key: string; value: unknown; updated_at: Date | string };

const iso = (at: Date | string) => (at instanceof Date ? at : new Date(at)).toISOString();

/** Every setting over the defaults, with the time of the latest change. */
export async function readSettings(db: Queryable): Promise<SettingsResponse> {
  const { rows } = await db.query<SettingRow>(
    'SELECT key, value, updated_at FROM app_settings ORDER BY key',
  );
  const latest = rows.reduce<string | null>((max, r) => {
    const at = iso(r.updated_at);
    return max === null || at > max ? at : max;
  }, null);
  return { settings: settingsFromRows(rows), updatedAt: latest };
}

/** Store one key's value (replacing it whole), stamped with who changed it. */
export async function writeSetting(
  db: Queryable,
  key: SettingKey,
  value: unknown,
  userId: string,
): Promise<void> {
  await db.query(
    `INSERT INTO app_settings (key, value, updated_at, updated_by)
     VALUES ($1, $2::jsonb, clock_timestamp(), $3)
     ON CONFLICT (key) DO UPDATE
       SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by`,
    [key, JSON.stringify(value), userId],
  );
}
