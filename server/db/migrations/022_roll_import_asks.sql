-- Issue 43, "the roll drives the field" (docs/roll-import.md): an import asks a person before
-- it publishes what it cannot decide alone, and keeps the file's own cell text for review.
-- The state and district a person gave for a job whose files do not name them (asked once).
ALTER TABLE roll_jobs ADD COLUMN place jsonb;
-- What a part waits to be told (RollPartAsk: the state or district; what to do with the voters
-- its part already holds), and the person's answer to the second (replace | edition).
ALTER TABLE roll_job_parts ADD COLUMN ask jsonb;
ALTER TABLE roll_job_parts ADD COLUMN decision text;
-- A table file's cells as written, by row field ("4O" where the age was unreadable).
ALTER TABLE roll_job_rows ADD COLUMN raw jsonb;
