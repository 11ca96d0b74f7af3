-- Field entries stored before the server checked them (issue 19): a visit or mark for a voter
-- outside its writer's area, or a panna over a part outside it. They stay in records (nothing
-- is deleted) but are listed here, left out of the tallies (field-tallies.ts) and shown to
-- the admin (GET /api/field-work/excluded). New entries are refused at push instead.
-- The rows are found by a data step after this migration (db/data-steps.ts), which a restore
-- of an older backup runs again.
CREATE TABLE field_entry_exclusions (
  tbl text NOT NULL,
  id uuid NOT NULL,
  reason text NOT NULL,
  found_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tbl, id)
);
