// A PDF file of a job read page by page with the roll reader (server/rolls/read): each page's
// reading is stored as it comes (its box images apart, base64), with the file's progress, so a
// job taken over after its worker died reads on from the next page it has not stored. Once
// every page is in, the reader assembles the part from the stored pages.
import type { OcrEngine } from '../read/ocr-engine.ts';
import type { PageReading, ReadBox, ReadPart, RollDocument } from '../read/types.ts';
import { RollFileError } from '../read/types.ts';
import type { Database } from '../../db/database.ts';
import type { RollRowFields } from '../../../src/domain/roll-jobs.ts';
import type { RollMessage } from '../../../src/domain/roll-jobs.ts';
import { MESSAGES } from './messages.ts';
import type { PartInfo } from './store.ts';
import type { ReadPartRows, ReadRow } from './table-file.ts';

/** The reader's two entry points (server/rolls/read/index.ts); tests pass their own. */
export type RollReader = {
  /** `engine`: the worker's OCR threads (the reader makes its own without one). */
  openRollDocument(bytes: Uint8Array, engine?: OcrEngine): Promise<RollDocument>;
  assemblePart(pages: PageReading[]): ReadPart;
};

/** Why reading stopped early: the job's worker must let go (cancel, lost lease, shutdown). */
export type ShouldStop = () => Promise<boolean>;

type StoredPage = { page: number; reading: PageReading; images: Record<string, string> };

/** The reading without its images, and the images by box index. */
function split(reading: PageReading): { json: PageReading; images: Record<string, string> } {
  if (reading.kind !== 'voters') return { json: reading, images: {} };
  const images: Record<string, string> = {};
  const boxes = reading.boxes.map((box, i) => {
    const { image, ...rest } = box;
    if (image) images[i] = Buffer.from(image).toString('base64');
    return rest;
  });
  return { json: { ...reading, boxes }, images };
}

function join({ reading, images }: StoredPage): PageReading {
  if (reading.kind !== 'voters') return reading;
  return {
    ...reading,
    boxes: reading.boxes.map((box, i) =>
      images[i] ? { ...box, image: new Uint8Array(Buffer.from(images[i], 'base64')) } : box,
    ),
  };
}

async function storedPages(db: Database, fileId: string): Promise<StoredPage[]> {
  const { rows } = await db.query<StoredPage>(
    'SELECT page, reading, images FROM roll_job_pages WHERE file_id = $1 ORDER BY page',
    [fileId],
  );
  return rows;
}

/**
 * Read the pages not yet stored. 'stopped' when `shouldStop` said so between pages; throws
 * RollFileError when the file is not a readable roll.
 */
export async function readPdfPages(
  db: Database,
  reader: RollReader,
  file: { id: string; bytes: Uint8Array },
  shouldStop: ShouldStop,
): Promise<'read' | 'stopped'> {
  const doc = await reader.openRollDocument(file.bytes);
  try {
    await db.query(
      `UPDATE roll_job_files SET pages_total = $2, read_by = $3, status = 'reading' WHERE id = $1`,
      [file.id, doc.pageCount, doc.readBy],
    );
    const done = new Set((await storedPages(db, file.id)).map((p) => p.page));
    for (let page = 1; page <= doc.pageCount; page++) {
      if (done.has(page)) continue;
      if (await shouldStop()) return 'stopped';
      const { json, images } = split(await doc.readPage(page));
      await db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO roll_job_pages (file_id, page, reading, images) VALUES ($1, $2, $3, $4)
           ON CONFLICT (file_id, page) DO NOTHING`,
          [file.id, page, JSON.stringify(json), JSON.stringify(images)],
        );
        await tx.query(
          `UPDATE roll_job_files SET pages_done =
             (SELECT count(*) FROM roll_job_pages WHERE file_id = $1) WHERE id = $1`,
          [file.id],
        );
      });
    }
    return 'read';
  } finally {
    await doc.close().catch(() => undefined);
  }
}

/** A read box's fields as a row stores them (the box's reading apart). */
export const rowFieldsOf = (box: ReadBox): RollRowFields => ({
  serial: box.serial,
  epic: box.epic,
  name: box.name,
  relationType: box.relationType,
  relativeName: box.relativeName,
  houseNumber: box.houseNumber,
  age: box.age,
  gender: box.gender,
  deleted: box.deleted,
  section: box.section,
  list: box.list,
});

const toRow = (box: ReadBox): ReadRow => ({
  fields: rowFieldsOf(box),
  extra: {},
  doubts: box.doubts,
  confidence: box.confidence,
  page: box.page,
  ...(box.image ? { image: box.image } : {}),
});

/** The part assembled from the stored pages. */
export async function assembleStored(
  db: Database,
  reader: RollReader,
  fileId: string,
): Promise<ReadPartRows> {
  const pages = (await storedPages(db, fileId)).map(join);
  return partRows(reader.assemblePart(pages), pages);
}

/**
 * Where the part number comes from, and what the cover and the list pages' headers each said
 * when they do not agree: the part's check (checks.ts) then asks a person to confirm it.
 */
function partNumberOf(part: ReadPart): { partNumber: number | null; info: PartInfo } {
  const fromCover = part.cover?.partNumber ?? null;
  const fromHeader = part.header?.partNumber ?? null;
  const partNumber = fromCover ?? fromHeader;
  const info: PartInfo = {};
  if (partNumber !== null) info.partFrom = fromCover !== null ? 'cover' : 'header';
  if (fromCover !== null && fromHeader !== null && fromCover !== fromHeader) {
    info.coverPart = fromCover;
    info.headerPart = fromHeader;
  }
  if (part.header?.disagreeing.length) info.disagreeingPages = [...part.header.disagreeing];
  return { partNumber, info };
}

/**
 * A read part as the runner stores it (pure: the benchmark judges refusals with it too).
 * Throws RollFileError when the file is no part of a roll (neither a cover nor elector boxes).
 * A part whose number neither the cover nor the list pages' headers give is kept with
 * `partNumber: null` (and `noPartNumber` says why): its rows wait for a person to enter it.
 */
export function partRows(
  part: ReadPart,
  pages: PageReading[],
): ReadPartRows & { noPartNumber?: RollMessage } {
  const cover = part.cover;
  if (!cover && !part.boxes.length)
    throw new RollFileError(
      'errors.rollImport.notRoll',
      'This PDF is not a part of the electoral roll',
    );
  const { partNumber, info } = partNumberOf(part);
  const boxes = pages.reduce((n, p) => n + (p.kind === 'voters' ? p.boxes.length : 0), 0);
  return {
    edition: part.edition,
    assemblyNumber: cover?.assemblyNumber ?? part.header?.assemblyNumber ?? null,
    assemblyName: cover?.assemblyName || part.header?.assemblyName || '',
    partNumber,
    info: {
      partName: cover?.partName ?? '',
      pollingStation: cover?.pollingStation.name ?? '',
      sections: cover?.sections ?? [],
      state: cover?.state ?? '',
      district: cover?.district ?? '',
      revision: cover?.revision ?? '',
      publicationDate: cover?.publicationDate ?? '',
      ...info,
    },
    printed: part.closing ?? cover?.totals ?? null,
    boxes,
    rows: part.boxes.map(toRow),
    ...(partNumber === null ? { noPartNumber: MESSAGES.noPartNumber() } : {}),
  };
}
