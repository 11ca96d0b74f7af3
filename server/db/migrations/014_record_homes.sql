-- Records follow their booth (issue 20): voters, pannas, visits and vote marks are moved by the
-- server to the booth holding their part (services/record-homes.ts). Existing records are
-- moved once this migration has run (db/derived-tables.ts), and again after a restore.

-- Who must drop a moved record: those who saw it where it was and do not where it went. They
-- hold the places on the path down to from_scope that do not also hold to_scope, so a move
-- writes one row per such place (none for a move down into a booth, one for booth to booth in
-- a mandal, up to three for a booth to its assembly), and a pull finds a caller's own rows by
-- index: a tombstone at the version of the move (services/sync-pull.ts). Kept like tombstones:
-- a phone may come back with a cursor from long ago.
CREATE TABLE record_exits (
  scope text COLLATE "C" NOT NULL,
  version bigint NOT NULL,
  tbl text NOT NULL,
  id uuid NOT NULL,
  -- The owner keeps seeing their record wherever it goes: no tombstone for them.
  owner_id uuid NOT NULL,
  from_scope text COLLATE "C" NOT NULL,
  to_scope text COLLATE "C" NOT NULL,
  moved_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, version, id)
);

-- Booths inside a region, read for every pushed voter batch: the area rows alone.
CREATE INDEX records_areas_idx ON records (scope) WHERE tbl = 'areas';

-- A voter's visits and marks, which move with the voter.
CREATE INDEX records_voter_entries_idx ON records ((lower(fields ->> 'voterId')))
  WHERE tbl IN ('visits', 'voteMarks');
