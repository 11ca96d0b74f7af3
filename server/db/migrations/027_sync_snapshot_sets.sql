-- A first sync takes the published roll part by part as snapshots (issue 45,
-- server/services/roll-snapshots.ts). The set remembers which parts, up to which version, a
-- phone took that way, so its pull can leave those voters out; the phone names the set in its
-- pulls until its cursor has passed them.
CREATE TABLE sync_snapshot_sets (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- {"<scope>|<part>": version, ...}: looked up by key for each row the pull reads.
  parts jsonb NOT NULL
);
CREATE INDEX sync_snapshot_sets_created_idx ON sync_snapshot_sets (created_at);
