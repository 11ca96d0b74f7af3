-- The roll's identity on every voter (src/domain/voter-roll.ts): lists, Poll Day's "12/45",
-- pannas and slips now read each voter's serialNumber instead of counting places. Until now a
-- voter's serial was its place in its part by record id among the live voters, so each live
-- voter without a serial gets exactly that number: the voters keep the serials the phones
-- showed, and every panna (a serial range of a part) keeps covering the same voters. The CSV
-- import wrote the relative's name into relativeName while lists read relation, so it is
-- copied into relation where that is empty (relativeName stays). Nothing else changes.
--
-- Each changed voter is written as a new record version, so phones get it by their next pull.
-- The version lock first, as every writer takes it before nextval (002_sync.sql,
-- services/sync-store.ts), so versions still become visible in commit order.
SELECT pg_advisory_xact_lock(727003);

WITH places AS (
  SELECT
    id,
    row_number() OVER (
      -- The phones' part: partNumber when it is a number, else part 0 (voter-aggregates.ts).
      PARTITION BY CASE
        WHEN jsonb_typeof(fields -> 'partNumber') = 'number'
          THEN (fields ->> 'partNumber')::numeric
        ELSE 0
      END
      -- uuid order is byte order, the phones' order of the ids' lower-case text.
      ORDER BY id
    ) AS place,
    fields
  FROM records
  WHERE tbl = 'voters' AND NOT deleted
),
additions AS (
  SELECT
    id,
    CASE
      WHEN jsonb_typeof(fields -> 'serialNumber') = 'number' THEN '{}'::jsonb
      ELSE jsonb_build_object('serialNumber', place)
    END
    || CASE
      WHEN (jsonb_typeof(fields -> 'relation') IS DISTINCT FROM 'string'
          OR (fields ->> 'relation') ~ '^\s*$')
        AND jsonb_typeof(fields -> 'relativeName') = 'string'
        AND (fields ->> 'relativeName') !~ '^\s*$'
        THEN jsonb_build_object('relation', fields -> 'relativeName')
      ELSE '{}'::jsonb
    END AS added
  FROM places
)
UPDATE records r
SET
  fields = r.fields || a.added,
  version = nextval('record_version_seq'),
  updated_at = now()
FROM additions a
WHERE r.tbl = 'voters' AND r.id = a.id AND a.added <> '{}'::jsonb;
