// A Form 20 as the Commission's counting software prints it (the layout of the real Vav sheet,
// tests/fixtures/form20): a PDF with a text layer, landscape pages of 40 stations, the title,
// the headings with each candidate's name over three lines, then "Total EVM Votes". Made with
// pdf-lib for the benchmark's assembly of any size; returns the PDF and the truth it prints.
import { PDFDocument, StandardFonts } from 'pdf-lib';

export type MadeSheet = { pdf: Uint8Array; stations: number; candidates: number; votes: number[] };

const FIRST = ['RAM', 'SITA', 'MOHAN', 'GEETA', 'ARJUN', 'KAMLA', 'SURESH', 'ANITA'];
const MIDDLE = ['KUMAR', 'DEVI', 'LAL', 'PRASAD', 'SINGH', 'BAI', 'NATH', 'RANI'];
const LAST = ['VERMA', 'YADAV', 'GUPTA', 'MISHRA', 'PATEL', 'SHARMA', 'KHAN', 'RAWAT'];

/** A small deterministic random source, so every run reads the same sheet. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export async function makeForm20Pdf(stations: number, candidates: number): Promise<MadeSheet> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const random = rng(46);
  const names = Array.from({ length: candidates }, (_, i) => [
    FIRST[i % 8]!,
    MIDDLE[(i * 3) % 8]!,
    LAST[(i * 5) % 8]!,
  ]);
  // Columns: serial, station, candidates, valid, rejected, NOTA, total, tendered.
  const width = 842;
  const left = 40;
  const columns = 2 + candidates + 5;
  const step = (width - 2 * left) / columns;
  const x = (i: number) => left + step * i + step / 2;
  const rows = Array.from({ length: stations }, (_, s) => {
    const votes = names.map((_, c) => Math.floor(random() * (c < 3 ? 400 : 12)));
    const valid = votes.reduce((a, b) => a + b, 0);
    const rejected = Math.floor(random() * 3);
    const nota = Math.floor(random() * 15);
    return [s + 1, s + 1, ...votes, valid, rejected, nota, valid + rejected + nota, 0];
  });
  const sums = rows[0]!.map((_, i) => (i < 2 ? 0 : rows.reduce((a, r) => a + r[i]!, 0)));

  const text = (
    page: ReturnType<typeof doc.addPage>,
    s: string,
    cx: number,
    y: number,
    size = 6,
    f = font,
  ) => page.drawText(s, { x: cx - f.widthOfTextAtSize(s, size) / 2, y, size, font: f });
  const heading = (page: ReturnType<typeof doc.addPage>) => {
    text(page, 'FORM 20', width / 2, 560, 14, bold);
    text(page, 'FINAL RESULT SHEET', width / 2, 542, 12, bold);
    text(
      page,
      `Total No. of Electors in Assembly Constituency/segment ....${stations * 1000}`,
      width / 2,
      520,
      10,
    );
    text(page, 'Name of Assembly/segment ...99-Benchpur Assembly Election', width / 2, 506, 10);
    const head: [number, string[]][] = [
      [0, ['Serial', 'No. Of']],
      [1, ['Polling', 'Station']],
      ...names.map((n, i): [number, string[]] => [2 + i, n]),
      [2 + candidates, ['Total', 'of Valid', 'Votes']],
      [3 + candidates, ['No. Of', 'Rejected', 'Votes']],
      [4 + candidates, ['Votes', 'for', 'NOTA']],
      [5 + candidates, ['Total']],
      [6 + candidates, ['No. Of', 'Tendered', 'Votes']],
    ];
    for (const [col, lines] of head)
      lines.forEach((l, k) => text(page, l, x(col), 470 - k * 8, 5.5));
  };
  const PER_PAGE = 40;
  for (let p = 0; p * PER_PAGE < stations; p++) {
    const page = doc.addPage([width, 595]);
    heading(page);
    const part = rows.slice(p * PER_PAGE, (p + 1) * PER_PAGE);
    part.forEach((r, k) => r.forEach((v, i) => text(page, String(v), x(i), 440 - k * 10, 6)));
    if ((p + 1) * PER_PAGE >= stations) {
      const y = 440 - part.length * 10 - 14;
      text(page, 'Total', x(0), y + 8, 6, bold);
      text(page, 'EVM', x(0), y, 6, bold);
      text(page, 'Votes', x(0), y - 8, 6, bold);
      sums.slice(2).forEach((v, i) => text(page, String(v), x(i + 2), y, 6, bold));
    }
  }
  return { pdf: await doc.save(), stations, candidates, votes: sums.slice(2, 2 + candidates) };
}
