-- Records follow their booth (issue 20): voters, pannas, visits and vote marks are moved by the
-- server to the booth holding their part (services/record-homes.ts). Existing records are
-- moved once this migration has run (db/derived-tables.ts), and again after a restore.

-- Each move of a record out of a scope: a phone that sees from_scope but not to_scope must
-- drop its copy, so its pull gets a tombstone at this version (services/sync-pull.ts).
-- Kept like tombstones: a phone may come back with a cursor from long ago.
CREATE TABLE record_exits (
  version bigint NOT NULL,
  tbl text NOT NULL,
  id uuid NOT NULL,
  from_scope text COLLATE "C" NOT NULL,
  to_scope text COLLATE "C" NOT NULL,
  -- The owner keeps seeing their record wherever it goes: no tombstone for them.
  owner_id uuid NOT NULL,
  moved_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (version, id)
);

-- A booth worker's pull looks up the exits out of their own booth.
CREATE INDEX record_exits_from_idx ON record_exits (from_scope, version, id);

-- Booths inside a region, read for every pushed voter batch: the area rows alone.
CREATE INDEX records_areas_idx ON records (scope) WHERE tbl = 'areas';

-- A voter's visits and marks, which move with the voter.
CREATE INDEX records_voter_entries_idx ON records ((lower(fields ->> 'voterId')))
  WHERE tbl IN ('visits', 'voteMarks');
