// A page of elector boxes read by OCR: the boxes and bands found by the page's own lines, their
// parts stacked into one image per read (text in the edition's script; EPICs with the Latin
// model where the text is Hindi or an EPIC came out doubtful), each OCR line given back to the
// box it came from, then the fields parsed. A doubtful box keeps a PNG of itself for review.
import type { RollEdition } from '../../../src/domain/roll-jobs.ts';
import type { BoxFields } from './box-fields.ts';
import { boxFields } from './box-fields.ts';
import type { BoxImages } from './box-images.ts';
import { boxImages, stack } from './box-images.ts';
import { enlarge, withoutEdgeMarks } from './cell-print.ts';
import type { DigitField } from './digit-reads.ts';
import { digitRects, weighDigitReads } from './digit-reads.ts';
import type { OcrEngine, OcrLine, ReadKind } from './ocr-engine.ts';
import type { Gray } from './page-image.ts';
import { crop } from './page-image.ts';
import type { PageLayout } from './page-layout.ts';
import { encodePng } from './png.ts';
import { LABELS, numbersIn } from './roll-words.ts';
import type { ReadBox, Rect } from './types.ts';

const GAP = 24;

/** The lines whose middle falls in [top, top + height). */
const linesIn = (lines: OcrLine[], top: number, height: number) =>
  lines.filter((l) => (l.y0 + l.y1) / 2 >= top && (l.y0 + l.y1) / 2 < top + height);

/** Each box's age and house number read again on their own (digit-reads.ts). */
async function readDigitsAgain(a: {
  parts: BoxImages[];
  lines: OcrLine[];
  tops: number[];
  fields: BoxFields[];
  edition: RollEdition;
  engine: OcrEngine;
}): Promise<void> {
  // Only the Hindi edition printing Latin digits gains by it (the Hindi model drops Latin 1s;
  // measured with bench:roll): the English read is as good alone, and Devanagari digits read
  // worse cut out. The Hindi model reads a Latin 1 as १ now and then: the majority decides.
  const all = a.lines.map((l) => l.text).join('');
  const count = (re: RegExp) => (all.match(re) ?? []).length;
  if (a.edition !== 'hi' || count(/[०-९]/g) > count(/[0-9]/g)) return;
  const wanted: { box: number; field: DigitField; image: Gray }[] = [];
  a.parts.forEach((p, i) => {
    const mine = linesIn(a.lines, a.tops[i]!, p.body.height).map((l) => ({
      ...l,
      y0: l.y0 - a.tops[i]!,
      y1: l.y1 - a.tops[i]!,
      words: l.words.map((w) => ({ ...w, x0: w.x0 - GAP, x1: w.x1 - GAP })),
    }));
    for (const [field, r] of Object.entries(digitRects(mine, p.body.width)) as [DigitField, Rect][])
      wanted.push({ box: i, field, image: crop(p.body, r.x, r.y, r.width, r.height) });
  });
  const read = async (field: DigitField, kind: ReadKind) => {
    const mine = wanted.filter((w) => w.field === field);
    if (!mine.length) return;
    const { image, tops } = stack(
      mine.map((w) => w.image),
      GAP,
    );
    const lines = await a.engine.lines(image, kind);
    mine.forEach((w, k) => {
      const reads = { [field]: linesIn(lines, tops[k]!, w.image.height) };
      a.fields[w.box] = weighDigitReads(a.fields[w.box]!, reads);
    });
  };
  await read('age', 'digits');
  await read('houseNumber', 'houseDigits');
}

/** Does the page print its numbers in Devanagari digits (more of them than Latin ones)? */
function devanagariDigits(lines: OcrLine[]): boolean {
  const all = lines.map((l) => l.text).join('');
  return (all.match(/[०-९]/g) ?? []).length > (all.match(/[0-9]/g) ?? []).length;
}

type Band = { y: number; kind: 'section' | 'additions'; section: number | null };

export async function readVoterPage(args: {
  page: number;
  image: Gray;
  threshold: number;
  layout: PageLayout;
  edition: RollEdition;
  engine: OcrEngine;
}): Promise<ReadBox[]> {
  const { image, threshold, layout, edition, engine } = args;
  const parts = layout.boxes.map((b) => boxImages(image, b, threshold));
  // Inside the band's frame; its grey fill is left to Tesseract's own thresholding.
  const bandImages = layout.bands.map(({ rect: r }) => {
    const inset = Math.max(6, Math.round(r.height * 0.15));
    return crop(image, r.x + inset, r.y + inset, r.width - 2 * inset, r.height - 2 * inset);
  });
  // The English edition's EPICs go in the text read too: a second read to hold the first to.
  const epicTwice = edition === 'en';
  const text = stack(
    [...parts.map((p) => p.body), ...bandImages, ...(epicTwice ? parts.map((p) => p.epic) : [])],
    GAP,
  );
  // Serial cells cleaned of ruled lines' leftovers and enlarged: Tesseract drops thin 1s.
  const serialCells = parts.map((p) => enlarge(withoutEdgeMarks(p.serial, threshold), 2));
  const serials = stack(serialCells, GAP * 2);
  const epics = stack(
    parts.map((p) => p.epic),
    GAP,
  );
  // The Hindi edition's EPICs are read a second time by the Latin text model on their own.
  // Most Hindi rolls print their serials in Latin digits, which the Latin model reads far
  // better: a Hindi page's serials are read both ways, and its own print decides (below).
  const [lines, latinSerialLines, epicLines, latinEpicLines, hindiSerialLines] = await Promise.all([
    engine.lines(text.image, edition === 'hi' ? 'hin' : 'eng'),
    engine.lines(serials.image, 'digits'),
    engine.lines(epics.image, 'epic'),
    epicTwice ? Promise.resolve([]) : engine.lines(epics.image, 'eng'),
    edition === 'hi' ? engine.lines(serials.image, 'hindiDigits') : Promise.resolve([]),
  ]);
  const serialLines =
    devanagariDigits(lines) || devanagariDigits(hindiSerialLines)
      ? hindiSerialLines
      : latinSerialLines;

  const bands: Band[] = layout.bands.map((b, i) => {
    const top = text.tops[parts.length + i]!;
    const t = linesIn(lines, top, bandImages[i]!.height)
      .map((l) => l.text)
      .join(' ');
    const additions = LABELS.additions.test(t) && !LABELS.section.test(t);
    return {
      y: b.rect.y,
      kind: additions ? 'additions' : 'section',
      section: additions ? null : (numbersIn(t.split(/[:;]/)[1] ?? t)[0] ?? null),
    };
  });

  const fields: BoxFields[] = parts.map((p, i) =>
    boxFields({
      serial: linesIn(serialLines, serials.tops[i]!, serialCells[i]!.height),
      epic: linesIn(epicLines, epics.tops[i]!, p.epic.height),
      epicAgain: epicTwice
        ? linesIn(lines, text.tops[parts.length + bandImages.length + i]!, p.epic.height)
        : linesIn(latinEpicLines, epics.tops[i]!, p.epic.height),
      body: linesIn(lines, text.tops[i]!, p.body.height),
      deleted: layout.boxes[i]!.stamped,
      stampOverPrint: layout.boxes[i]!.stamped,
    }),
  );

  await readDigitsAgain({ parts, lines, tops: text.tops, fields, edition, engine });

  return fields.map((f, i) => {
    const rect = layout.boxes[i]!.rect;
    // A stamp found in a scan takes a voter off the roll: a person confirms each one.
    if (f.deleted && !f.doubts.includes('deleted')) f.doubts.push('deleted');
    const band = bands.filter((b) => b.y < rect.y).at(-1);
    const box: ReadBox = {
      ...f,
      page: args.page,
      rect,
      section: band?.section ?? null,
      list: bands.some((b) => b.kind === 'additions' && b.y < rect.y) ? 'additions' : 'main',
    };
    if (f.doubts.length || f.deleted)
      box.image = encodePng(crop(image, rect.x - 4, rect.y - 4, rect.width + 8, rect.height + 8));
    return box;
  });
}
