-- A part's voters by serial (issue 44): an SMS of marks names its voters by part and serial,
-- and the webhook looks them up as each SMS arrives; without this it read every voter held.
CREATE INDEX records_voter_part_serial_idx ON records ((fields -> 'partNumber'), (fields -> 'serialNumber'))
  WHERE tbl = 'voters' AND NOT deleted;
