// The roll PDF generator (bench/roll-pdf): a small part in each variant has the pages its truth
// says, the truth's counts are the cover's printed totals, the text variant's text layer holds
// every EPIC, and on the scanned variant each box's truth rectangle lies on the box's own lines.
import type { Browser } from 'playwright-core';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderRollPdf, rollPdfSource } from '../../devkit/roll-pdf/generate.ts';
import type { RollPdfOptions } from '../../devkit/roll-pdf/generate.ts';
import type { RollPdfTruth } from '../../devkit/roll-pdf/truth.ts';
import { inDevanagari } from '../../devkit/roll-pdf/hindi-words.ts';
import { AREAS, COMMUNITIES } from '../../server/demo/roll/names.ts';
import { chromiumPath, launchTestBrowser } from '../../devkit/e2e-browser.ts';

const SMALL: RollPdfOptions = { seed: 21, part: 4, voters: 40, edition: 'en', variant: 'text' };

/** Electors on the roll by gender, counted from the boxes (deleted ones are off the roll). */
function counted(truth: RollPdfTruth) {
  const live = truth.boxes.filter((b) => !b.deleted);
  const n = (g: string) => live.filter((b) => b.gender === g).length;
  return { male: n('Male'), female: n('Female'), thirdGender: n('Other'), total: live.length };
}

/** Each page's text-layer strings. */
async function pdfText(pdf: Uint8Array): Promise<string[]> {
  const doc = await getDocument({ data: pdf.slice(), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    const strings = content.items.map((i) => ('str' in i ? i.str : ''));
    pages.push(strings.join(' ').replace(/\s+/g, ' '));
  }
  await doc.destroy();
  return pages;
}

describe('roll PDF source', () => {
  it('is the same truth and HTML for the same seed, another for another seed', () => {
    const a = rollPdfSource({ ...SMALL, variant: 'image' });
    expect(rollPdfSource({ ...SMALL, variant: 'image' })).toEqual(a);
    expect(rollPdfSource({ ...SMALL, variant: 'image', seed: 22 }).html).not.toBe(a.html);
    expect(a.truth.boxes.map((b) => b.serial)).toEqual(a.truth.boxes.map((_, i) => i + 1));
    expect(a.truth.totals.net).toEqual(a.truth.cover.totals);
    expect(counted(a.truth)).toEqual(a.truth.cover.totals);
  });

  it('prints a Hindi edition all in Devanagari, with Devanagari digits on request', () => {
    const vocabulary = COMMUNITIES.flatMap((c) => [...c.male, ...c.female, ...c.surnames]);
    for (const word of [...vocabulary, ...AREAS])
      expect(inDevanagari(word)).not.toMatch(/[A-Za-z]/);
    const { html, truth } = rollPdfSource({
      ...SMALL,
      voters: 1200,
      edition: 'hi',
      devanagariDigits: true,
    });
    const names = truth.boxes.flatMap((b) => [b.name, b.relativeName]);
    const cover = truth.cover;
    for (const text of [...names, cover.assemblyName, cover.partName, cover.pollingStation.name])
      expect(text).not.toMatch(/[A-Za-z]/);
    expect(truth.boxes.filter((b) => b.relationType === 'mother').length).toBeGreaterThan(0);
    expect(truth.additions.count).toBeGreaterThan(0);
    expect(truth.deletedSerials.length).toBeGreaterThan(0);
    // Latin letters on the page are the EPICs only; Latin digits nowhere outside them.
    const body = html.replace(/<style>[\s\S]*<\/style>/, '').replace(/<[^>]*>/g, ' ');
    const epics = new Set(truth.boxes.map((b) => b.epic));
    const words = body.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w));
    expect(words.filter((w) => !epics.has(w) && !/^&[a-z#0-9]+;$/.test(w))).toEqual([]);
  });
});

describe.skipIf(chromiumPath === null)('roll PDF rendering', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchTestBrowser();
  });
  afterAll(() => browser?.close());

  it('text variant: cover, two voter pages, summary; every EPIC in the text layer', async () => {
    const { pdf, truth } = await renderRollPdf(browser, SMALL);
    expect(truth.pageCount).toBe(4);
    expect(new Set(truth.boxes.map((b) => b.page))).toEqual(new Set([2, 3]));
    const pages = await pdfText(pdf);
    expect(pages.length).toBe(truth.pageCount);
    const all = pages.join('\n');
    for (const b of truth.boxes) expect(all).toContain(b.epic);
    const t = truth.cover.totals;
    expect(counted(truth)).toEqual(t);
    const printed = pages[0]!.match(/Total\s+1\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)/);
    expect(printed?.slice(1).map(Number)).toEqual([
      truth.boxes.length,
      t.male,
      t.female,
      t.thirdGender,
      t.total,
    ]);
    expect(pages[3]).toContain(`Net electors ${t.male} ${t.female} ${t.thirdGender} ${t.total}`);
  });

  it("image variant: pages without text, each box's rectangle on its lines", async () => {
    const opts = { ...SMALL, edition: 'hi', variant: 'image', devanagariDigits: true } as const;
    const { pdf, truth, jpegs } = await renderRollPdf(browser, { ...opts, dpi: 150 });
    expect(truth.pageCount).toBe(4);
    expect(counted(truth)).toEqual(truth.cover.totals);
    const pages = await pdfText(pdf);
    expect(pages.length).toBe(4);
    expect(pages.join('').trim()).toBe('');
    expect(jpegs?.length).toBe(4);

    // Darkness along each box's four edges (corners left out), on the truth's corners and on
    // corners moved 2 mm into the box: the box's own border is found only at the first.
    const page = await browser.newPage();
    await page.addInitScript('globalThis.__name ??= (fn) => fn;');
    await page.goto('about:blank');
    const onPage2 = truth.boxes.filter((b) => b.page === 2);
    const shift = Math.round((2 / 25.4) * 150);
    const sets = [
      onPage2.map((b) => b.image!.corners),
      onPage2.map((b) => b.image!.corners.map(([x, y]) => [x + shift, y + shift])),
    ];
    const [onLines, moved] = await page.evaluate(
      async ({ jpeg, sets }) => {
        const img = new Image();
        img.src = `data:image/jpeg;base64,${jpeg}`;
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = img.width;
        canvas.height = img.height;
        const ctx = canvas.getContext('2d')!;
        ctx.drawImage(img, 0, 0);
        const px = ctx.getImageData(0, 0, img.width, img.height).data;
        const gray = (x: number, y: number) => px[(Math.round(y) * img.width + Math.round(x)) * 4]!;
        return sets.map((boxes) =>
          boxes.map((corners) => {
            let dark = 0;
            let n = 0;
            for (let e = 0; e < 4; e++) {
              const [x0, y0] = corners[e]!;
              const [x1, y1] = corners[(e + 1) % 4]!;
              for (let k = 0.1; k < 0.9; k += 0.02, n++) {
                let min = 255;
                for (let d = -2; d <= 2; d++)
                  for (let f = -2; f <= 2; f++)
                    min = Math.min(min, gray(x0! + (x1! - x0!) * k + d, y0! + (y1! - y0!) * k + f));
                if (min < 110) dark++;
              }
            }
            return dark / n;
          }),
        );
      },
      { jpeg: Buffer.from(jpegs![1]!).toString('base64'), sets },
    );
    await page.close();
    expect(Math.min(...onLines!)).toBeGreaterThan(0.95);
    expect(Math.max(...moved!)).toBeLessThan(0.6);
  });
});
