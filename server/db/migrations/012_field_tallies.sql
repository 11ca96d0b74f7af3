-- Turnout and coverage for coordinators whose area is too large for a phone (issue 11):
-- maintained in the push transaction (services/field-tallies.ts), so a coordinator's per-part
-- figures are a read of a few hundred counter rows, not a fold of 150,000 marks.
-- All three tables are derived from records (db/derived-tables.ts): rebuilt after this
-- migration and after a restore, so backups leave them out.

-- What each voter's field entries say now: the latest mark and the latest visit (by time,
-- then id, as the phones fold them), and where the voter is (null scope: unknown or deleted).
CREATE TABLE field_voter_state (
  voter_id uuid PRIMARY KEY,
  scope text COLLATE "C",
  part integer NOT NULL DEFAULT 0,
  mark_at text COLLATE "C",
  mark_id uuid,
  voted boolean NOT NULL DEFAULT false,
  visit_at text COLLATE "C",
  visit_id uuid,
  leaning text
);

-- Counts per (voter scope, part): the sums of the voters' states above.
CREATE TABLE field_part_tallies (
  scope text COLLATE "C" NOT NULL,
  part integer NOT NULL,
  voters integer NOT NULL DEFAULT 0,
  voted integer NOT NULL DEFAULT 0,
  contacted integer NOT NULL DEFAULT 0,
  supporters integer NOT NULL DEFAULT 0,
  supporters_voted integer NOT NULL DEFAULT 0,
  PRIMARY KEY (scope, part)
);

-- Voters counted as voted, by the hour (India Standard Time) of their latest mark.
CREATE TABLE field_hour_tallies (
  scope text COLLATE "C" NOT NULL,
  part integer NOT NULL,
  hour timestamptz NOT NULL,
  voted integer NOT NULL DEFAULT 0,
  PRIMARY KEY (scope, part, hour)
);
