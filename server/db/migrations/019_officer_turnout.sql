-- The officer's two-hourly turnout figures (issue 24): a few rows per booth, read by the war
-- room's summary for an area and by the push's order check for a part. Without their own
-- index both would walk every record of the area (hundreds of thousands of voters).
CREATE INDEX records_officer_turnout_idx ON records (scope, ((fields ->> 'partNumber')::int))
  WHERE tbl = 'officerTurnout';
