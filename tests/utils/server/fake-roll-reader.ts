// A stand-in for the PDF roll reader (server/rolls/read), so the job runner's page-by-page
// reading, resume and cancel can be tested before the real reader exists: a "PDF" here is
// "%PDF-fake" and a JSON list of page readings, and the reader notes every page it reads.
import type {
  PageReading,
  ReadBox,
  ReadCover,
  ReadPart,
} from '../../../server/rolls/read/types.ts';
import type { RollReader } from '../../../server/rolls/jobs/pdf-file.ts';
import { partHeader } from '../../../server/rolls/read/assemble.ts';
import type { RollRowFields } from '../../../src/domain/roll-jobs.ts';

export type FakeReader = RollReader & { pagesRead: number[] };

export function fakeReader(pageDelayMs = 0): FakeReader {
  const pagesRead: number[] = [];
  return {
    pagesRead,
    async openRollDocument(bytes) {
      const pages = JSON.parse(
        Buffer.from(bytes).toString('utf8').slice('%PDF-fake\n'.length),
      ) as PageReading[];
      return {
        pageCount: pages.length,
        readBy: 'text',
        async readPage(page) {
          if (pageDelayMs) await new Promise((r) => setTimeout(r, pageDelayMs));
          pagesRead.push(page);
          return pages[page - 1]!;
        },
        async close() {},
      };
    },
    assemblePart(pages): ReadPart {
      const cover = pages.find((p) => p.kind === 'cover');
      const closing = pages.find((p) => p.kind === 'closing');
      return {
        edition: 'en',
        cover: cover?.kind === 'cover' ? cover.cover : null,
        header: partHeader(pages.filter((p) => p.kind === 'voters')),
        closing: closing?.kind === 'closing' ? closing.net : null,
        boxes: pages.flatMap((p) => (p.kind === 'voters' ? p.boxes : [])),
        pages: pages.length,
      };
    },
  };
}

// Built wider than ReadCover and asserted: the reader's newer cover also carries `serials`.
export const cover = (part: number, totals: ReadCover['totals']): ReadCover =>
  ({
    state: 'Uttar Pradesh',
    district: 'Lucknow',
    assemblyNumber: 5,
    assemblyName: 'Central',
    partNumber: part,
    partName: 'Aminabad',
    revision: 'SSR 2025',
    publicationDate: '2025-01-06',
    sections: [{ number: 1, name: 'Ward 1' }],
    pollingStation: { number: part, name: `School ${part}`, address: '' },
    totals,
    serials: null,
  }) as ReadCover;

export function box(page: number, serial: number, fields: Partial<RollRowFields> = {}): ReadBox {
  return {
    serial,
    epic: `ABC${String(serial).padStart(7, '0')}`,
    name: `Voter ${serial}`,
    relationType: 'father',
    relativeName: 'Ram',
    houseNumber: String(serial),
    age: 30 + serial,
    gender: serial % 2 ? 'Male' : 'Female',
    deleted: false,
    section: 1,
    list: 'main',
    page,
    rect: { x: 0, y: 0, width: 10, height: 10 },
    confidence: 1,
    doubts: [],
    ...fields,
  };
}

/** A fake PDF: a cover, `voterPages` pages of `perPage` boxes, and a closing page. */
export function fakePdf(part: number, voterPages: number, perPage: number, printedTotal?: number) {
  const pages: PageReading[] = [];
  let serial = 0;
  for (let p = 0; p < voterPages; p++)
    pages.push({
      page: p + 2,
      kind: 'voters',
      edition: 'en',
      boxes: Array.from({ length: perPage }, () => box(p + 2, ++serial)),
    });
  const male = Math.ceil(serial / 2);
  const total = printedTotal ?? serial;
  const net = { male, female: total - male, thirdGender: 0, total };
  const all: PageReading[] = [
    { page: 1, kind: 'cover', edition: 'en', cover: cover(part, net) },
    ...pages,
    { page: voterPages + 2, kind: 'closing', edition: 'en', net },
  ];
  return { pages: all, bytes: Buffer.from(`%PDF-fake\n${JSON.stringify(all)}`) };
}
