-- Issue 42, "nothing lost, nothing hidden" (docs/roll-import.md): a part whose part number the
-- reader could not find is kept, its rows stored, until a person enters the number; and a part
-- whose voters the server refused on publishing keeps which rows failed and why, instead of
-- being marked published with fewer voters than rows.
ALTER TABLE roll_job_parts ALTER COLUMN part_number DROP NOT NULL;
ALTER TABLE roll_job_parts ADD COLUMN failed_rows jsonb;
