-- A scanned Form 20 is read by OCR (issue 46, server/services/form20/scan-words.ts): the
-- election remembers it, so its figures are known to come from a reading of the paper.
ALTER TABLE form20_elections DROP CONSTRAINT IF EXISTS form20_elections_read_by_check;
ALTER TABLE form20_elections
  ADD CONSTRAINT form20_elections_read_by_check CHECK (read_by IN ('table', 'text', 'ocr'));
