// The roll PDF reader (server/rolls/read) on generated parts with exact ground truth: a text
// layer is read exactly; a noisy, skewed Hindi scan with Devanagari digits and an English scan
// with a page turned upside down give a row for every box, every serial right, the deletion
// stamps, the cover's totals, and most fields exact (bench:roll measures how exact). A file that
// is no PDF gets a clear error.
import { PDFDocument, degrees } from 'pdf-lib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderRollPdf } from '../../devkit/roll-pdf/generate.ts';
import type { RollPdfOptions } from '../../devkit/roll-pdf/generate.ts';
import { readPart } from '../../devkit/roll-pdf/read-part.ts';
import { scorePart } from '../../devkit/roll-pdf/score.ts';
import { openRollDocument, RollFileError } from '../../server/rolls/read/index.ts';
import { WasmOcr } from '../../server/rolls/read/ocr-engine.ts';
import { launchTestBrowser } from '../../devkit/e2e-browser.ts';

let browser: Browser;
// The engine the server uses by default (npm-installed), whatever the host has.
const engine = new WasmOcr();
beforeAll(async () => {
  browser = await launchTestBrowser();
});
afterAll(async () => {
  await engine.close();
  await browser?.close();
});

const part = (o: Partial<RollPdfOptions>) =>
  renderRollPdf(browser, { seed: 7, part: 2, voters: 20, edition: 'en', variant: 'text', ...o });

describe('roll PDF reader', { timeout: 240_000 }, () => {
  it('reads a text layer exactly: every field, the cover, the closing totals', async () => {
    const { pdf, truth } = await part({});
    const { part: read, readBy } = await readPart(pdf, engine);
    expect(readBy).toBe('text');
    const score = scorePart(read, truth);
    expect(score.rows).toBe(truth.boxes.length);
    for (const [field, n] of Object.entries(score.exact))
      expect([field, n]).toEqual([field, truth.boxes.length]);
    expect(read.cover?.totals).toEqual(truth.cover.totals);
    expect(read.cover?.assemblyNumber).toBe(truth.cover.assemblyNumber);
    expect(read.cover?.partNumber).toBe(2);
    expect(read.cover?.pollingStation.name).toBe(truth.cover.pollingStation.name);
    expect(read.closing).toEqual(truth.totals.net);
  });

  // Tesseract's Hindi model reads a Devanagari digit alone in its cell poorly, and a serial is
  // never taken from the box's place: each is read right, or doubted for a person.
  it('reads a Hindi scan with Devanagari digits: every box, no serial wrong undoubted, the stamps', async () => {
    const { pdf, truth } = await part({ edition: 'hi', variant: 'image', devanagariDigits: true });
    const { part: read, readBy } = await readPart(pdf, engine);
    expect(readBy).toBe('ocr');
    expect(read.edition).toBe('hi');
    const score = scorePart(read, truth);
    expect(score.rows).toBe(truth.boxes.length);
    const wrongSure = read.boxes.filter(
      (b, i) => b.serial !== truth.boxes[i]!.serial && !b.doubts.includes('serial'),
    );
    expect(wrongSure).toEqual([]);
    expect(read.boxes.map((b) => b.deleted)).toEqual(truth.boxes.map((b) => b.deleted));
    expect(score.exact.epic).toBeGreaterThanOrEqual(truth.boxes.length * 0.9);
    expect(score.exact.gender).toBeGreaterThanOrEqual(truth.boxes.length * 0.9);
    expect(score.exact.name).toBeGreaterThanOrEqual(truth.boxes.length * 0.7);
  });

  it('reads an English scan with a page upside down', async () => {
    const { pdf, truth } = await part({ variant: 'image' });
    const doc = await PDFDocument.load(pdf);
    doc.getPage(1).setRotation(degrees(180));
    const turned = await doc.save();
    const { part: read } = await readPart(turned, engine);
    const score = scorePart(read, truth);
    expect(score.rows).toBe(truth.boxes.length);
    expect(read.boxes.map((b) => b.serial)).toEqual(truth.boxes.map((b) => b.serial));
    expect(score.exact.epic).toBeGreaterThanOrEqual(truth.boxes.length * 0.9);
    expect(score.exact.age).toBeGreaterThanOrEqual(truth.boxes.length * 0.9);
    expect(read.cover?.totals).toEqual(truth.cover.totals);
  });

  it('refuses a file that is not a PDF, naming why', async () => {
    const err = await openRollDocument(new TextEncoder().encode('name,epic\nA,B\n'), engine).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(RollFileError);
    expect((err as RollFileError).messageKey).toBe('errors.rollImport.corrupt');
  });
});
