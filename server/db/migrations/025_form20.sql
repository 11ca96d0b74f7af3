-- Past results by booth (issue 46, docs/form20.md): an assembly's Form 20 as imported, its
-- stations matched to our booths, and each booth's grade under the rule the admin chose.

-- One imported Form 20: an election (assembly or Lok Sabha, by year) of one assembly (segment).
CREATE TABLE form20_elections (
  id uuid PRIMARY KEY,
  -- The assembly's area (areas.path); its booths are the areas below it.
  assembly_path text COLLATE "C" NOT NULL,
  assembly_number integer,
  kind text NOT NULL CHECK (kind IN ('assembly', 'loksabha')),
  year integer NOT NULL,
  source_name text NOT NULL,
  read_by text NOT NULL CHECK (read_by IN ('table', 'text')),
  -- [{name, party}] in the sheet's order; a station's votes are in the same order.
  candidates jsonb NOT NULL,
  -- The sheet's printed total rows, and what did not add up (src/domain/form20/checks.ts).
  totals jsonb NOT NULL DEFAULT '[]'::jsonb,
  checks jsonb NOT NULL,
  unread jsonb NOT NULL DEFAULT '[]'::jsonb,
  electors integer,
  -- The grading rule: the party's candidate (index) and the bands; null until chosen.
  our_candidate integer,
  won_by numeric NOT NULL DEFAULT 10,
  lost_by numeric NOT NULL DEFAULT 10,
  imported_by uuid REFERENCES users (id) ON DELETE SET NULL,
  imported_at timestamptz NOT NULL DEFAULT now(),
  graded_at timestamptz,
  UNIQUE (assembly_path, kind, year)
);
CREATE INDEX form20_elections_kind_idx ON form20_elections (kind, year, assembly_path);

-- The sheet's stations, in its order, each with the booth it was matched to (null: none).
CREATE TABLE form20_stations (
  election_id uuid NOT NULL REFERENCES form20_elections (id) ON DELETE CASCADE,
  position integer NOT NULL,
  station text NOT NULL,
  part integer NOT NULL,
  votes integer[] NOT NULL,
  nota integer NOT NULL DEFAULT 0,
  rejected integer NOT NULL DEFAULT 0,
  tendered integer NOT NULL DEFAULT 0,
  valid integer,
  total integer,
  line integer NOT NULL,
  booth_path text COLLATE "C",
  -- Why it has no booth: 'noBooth' (no booth lists its part), 'twoBooths', 'repeated'.
  unmatched text,
  PRIMARY KEY (election_id, position)
);

-- The grades as last computed, one row per booth of the assembly (booths without a matched
-- station too: grade null). The report reads these with the booths' coverage tallies, so a
-- state of 160,000 booths is one indexed read, not a fold of Form 20 rows.
CREATE TABLE booth_grades (
  election_id uuid NOT NULL REFERENCES form20_elections (id) ON DELETE CASCADE,
  booth_path text COLLATE "C" NOT NULL,
  booth_name text NOT NULL,
  booth_name_hi text,
  grade char(1) CHECK (grade IN ('A', 'B', 'C', 'D')),
  margin numeric(6, 2),
  our_votes integer NOT NULL DEFAULT 0,
  rival_votes integer NOT NULL DEFAULT 0,
  cast_votes integer NOT NULL DEFAULT 0,
  -- Votes polled at the booth's stations last time (candidates, NOTA, rejected).
  polled integer NOT NULL DEFAULT 0,
  stations integer NOT NULL DEFAULT 0,
  -- The booth's lowest part: the report lists booths in the roll's order of parts.
  first_part integer,
  PRIMARY KEY (election_id, booth_path)
);
CREATE INDEX booth_grades_path_idx ON booth_grades (booth_path, election_id);
-- The report's order: the roll's order of parts, a page at a time without sorting a state.
CREATE INDEX booth_grades_order_idx ON booth_grades (first_part, booth_path, election_id);

-- Each election's booths counted by grade with their coverage (voters, houses, supporters,
-- voted now, polled last time), so a state's report adds up a few rows per assembly instead
-- of joining 160,000 booths to their tallies. Deleted when the election is graded again or its
-- houses are counted; recounted when older than the report allows (booth-grades/counts.ts).
CREATE TABLE booth_grade_counts (
  election_id uuid NOT NULL REFERENCES form20_elections (id) ON DELETE CASCADE,
  -- 'A'..'D', or 'none' for the booths without a result.
  grade text NOT NULL,
  booths integer NOT NULL,
  voters bigint NOT NULL,
  houses bigint NOT NULL,
  visited bigint NOT NULL,
  supporters bigint NOT NULL,
  voted bigint NOT NULL,
  polled bigint NOT NULL,
  houses_counted_at timestamptz,
  counted_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (election_id, grade)
);

-- Houses per booth as households.ts keys them, and how many have had a visit: counted from
-- the roll by the server (services/booth-grades/coverage.ts) and kept, since no tally holds
-- houses; refreshed when older than the report allows.
CREATE TABLE booth_houses (
  booth_path text COLLATE "C" PRIMARY KEY,
  houses integer NOT NULL,
  visited integer NOT NULL,
  counted_at timestamptz NOT NULL DEFAULT now()
);
