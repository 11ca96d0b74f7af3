-- Synced records (the sync protocol, src/domain/sync-protocol.ts): one row per (table, id), the latest state only. Deletes leave
-- a tombstone (deleted = true) so pulls can tell other devices.
-- Versions come from one sequence; pushes take an advisory lock before nextval, so versions
-- become visible in commit order and a pull cursor never skips a row.
CREATE SEQUENCE record_version_seq;

CREATE TABLE records (
  tbl text NOT NULL,
  id uuid NOT NULL,
  version bigint NOT NULL,
  -- C collation: the scope-prefix range (scope >= 'a/b/' AND scope < 'a/b0') is byte order.
  scope text COLLATE "C" NOT NULL,
  owner_id uuid NOT NULL,
  deleted boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now(),
  fields jsonb NOT NULL DEFAULT '{}'::jsonb,
  PRIMARY KEY (tbl, id)
);

-- Pull pages by (version, id) for callers who see everything or much of it.
CREATE UNIQUE INDEX records_version_idx ON records (version, id);
-- Scope subtree and own-record lookups for callers who see a small part.
CREATE INDEX records_scope_idx ON records (scope, version, id);
CREATE INDEX records_owner_idx ON records (owner_id, version, id);

-- Per device and user: the last mutation applied, for exactly-once pushes.
CREATE TABLE sync_clients (
  client_id text NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  last_mutation_id bigint NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (client_id, user_id)
);

-- Uploaded images, kept in the database (never under the web root), scoped like records.
CREATE TABLE files (
  id uuid PRIMARY KEY,
  scope text COLLATE "C" NOT NULL,
  owner_id uuid NOT NULL,
  mime text NOT NULL,
  size integer NOT NULL,
  data bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A pull cursor from another database (restored, replaced) must not be trusted.
INSERT INTO settings (key, value) VALUES ('sync_epoch', gen_random_uuid()::text)
ON CONFLICT (key) DO NOTHING;
