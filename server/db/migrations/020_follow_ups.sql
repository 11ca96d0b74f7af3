-- Follow-ups of supporters at risk (issue 25) live with their voter, as visits and vote marks
-- do: the partial index that finds a voter's entries when the voter moves now covers them too
-- (spelled as server/services/record-homes.ts builds its table list).
DROP INDEX IF EXISTS records_voter_entries_idx;
CREATE INDEX records_voter_entries_idx ON records ((lower(fields ->> 'voterId')))
  WHERE tbl IN ('visits', 'voteMarks', 'followUps');
