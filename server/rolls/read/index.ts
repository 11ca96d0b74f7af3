// The roll reader's entry: open a PDF part and read it page by page (openRollDocument), then
// put its pages together into the part (assemblePart). See docs/roll-import.md.
export { openRollDocument } from './roll-document.ts';
export { assemblePart } from './assemble.ts';
export { createOcrEngine } from './ocr-engine.ts';
export type { OcrEngine } from './ocr-engine.ts';
export { RollFileError } from './types.ts';
export type { PageReading, ReadBox, ReadCover, ReadPart, RollDocument } from './types.ts';
