// TEMPORARY stub (branch rolljobs): the roll reader is being written in another branch; until
// it is merged this module refuses every PDF as "not a roll" so the job runner can be built and
// tested against its interface. Drop this file when merging the real reader.
import type { PageReading, ReadPart, RollDocument } from './types.ts';
import { RollFileError } from './types.ts';

export { RollFileError } from './types.ts';

export async function openRollDocument(bytes: Uint8Array): Promise<RollDocument> {
  void bytes;
  throw new RollFileError('rollImport.errors.notRoll', 'This PDF could not be read as a roll');
}

export function assemblePart(pages: PageReading[]): ReadPart {
  void pages;
  throw new RollFileError('rollImport.errors.notRoll', 'This PDF could not be read as a roll');
}
