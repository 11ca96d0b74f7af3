-- Settings the admin sets for everyone (src/domain/settings.ts): the voter form's option lists
-- and the poll date and hours. One row per key, the value as JSON; a key without a row reads
-- as its default from the code, so a new installation starts with the seeded lists. Apart from
-- the older `settings` table, which holds server secrets (the JWT key) and is never sent out:
-- everything here is read by every signed-in phone.
CREATE TABLE app_settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by uuid REFERENCES users (id) ON DELETE SET NULL
);
