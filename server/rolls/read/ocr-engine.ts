// OCR through tesseract.js (WebAssembly, installed by npm with its English and Hindi models
// from @tesseract.js-data — nothing is downloaded at run time). One Tesseract worker per kind
// of read, made on first use and kept: text in the edition's script, and EPIC numbers with a
// Latin model limited to capitals and digits. Each worker runs in its own thread. A host that
// has Tesseract itself may use it instead (ROLL_OCR=native, native-ocr.ts): same reads, faster.
import { createRequire } from 'node:module';
import { createWorker, OEM, PSM } from 'tesseract.js';
import type { Worker } from 'tesseract.js';
import type { Gray } from './page-image.ts';
import { toPgm } from './page-image.ts';

export type OcrWord = { text: string; confidence: number; x0: number; x1: number };
export type OcrLine = {
  text: string;
  confidence: number;
  y0: number;
  y1: number;
  words: OcrWord[];
};

export type ReadKind = 'eng' | 'hin' | 'epic' | 'digits' | 'houseDigits' | 'hindiDigits';

const require = createRequire(import.meta.url);
const langPath = (lang: 'eng' | 'hin'): string =>
  (require(`@tesseract.js-data/${lang}`) as { langPath: string }).langPath;

const SETUP: Record<ReadKind, { lang: 'eng' | 'hin'; params: Record<string, string> }> = {
  eng: { lang: 'eng', params: { tessedit_pageseg_mode: PSM.SINGLE_BLOCK } },
  hin: { lang: 'hin', params: { tessedit_pageseg_mode: PSM.SINGLE_BLOCK } },
  epic: {
    lang: 'eng',
    params: {
      tessedit_pageseg_mode: PSM.SINGLE_BLOCK,
      tessedit_char_whitelist: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/',
    },
  },
  digits: {
    lang: 'eng',
    params: { tessedit_pageseg_mode: PSM.SINGLE_BLOCK, tessedit_char_whitelist: '0123456789' },
  },
  /** House numbers: digits and the strokes between them (12/3, 40-A is read as 40-). */
  houseDigits: {
    lang: 'eng',
    params: { tessedit_pageseg_mode: PSM.SINGLE_BLOCK, tessedit_char_whitelist: '0123456789/-' },
  },
  /** Numbers of the Hindi edition, printed in Devanagari or Latin digits. */
  hindiDigits: {
    lang: 'hin',
    params: {
      tessedit_pageseg_mode: PSM.SINGLE_BLOCK,
      tessedit_char_whitelist: '०१२३४५६७८९0123456789/-',
    },
  },
};

/** What the reader asks of an OCR engine. */
export type OcrEngine = {
  /** The lines Tesseract reads in the image, top to bottom, with word confidences (0–100). */
  lines(img: Gray, kind: ReadKind): Promise<OcrLine[]>;
  close(): Promise<void>;
};

export type OcrKind = 'wasm' | 'native';

/** tesseract.js unless ROLL_OCR=native asks for the host's Tesseract. */
export async function createOcrEngine(kind = process.env.ROLL_OCR): Promise<OcrEngine> {
  if (kind === 'native') {
    const { NativeOcr } = await import('./native-ocr.ts');
    return new NativeOcr();
  }
  return new WasmOcr();
}

export const READ_SETUP = SETUP;

export class WasmOcr implements OcrEngine {
  private workers = new Map<ReadKind, Promise<Worker>>();

  private worker(kind: ReadKind): Promise<Worker> {
    let w = this.workers.get(kind);
    if (!w) {
      const { lang, params } = SETUP[kind];
      w = createWorker(lang, OEM.LSTM_ONLY, {
        langPath: langPath(lang),
        gzip: true,
        cacheMethod: 'none',
      }).then(async (worker) => {
        await worker.setParameters({ ...params, preserve_interword_spaces: '1' });
        return worker;
      });
      this.workers.set(kind, w);
    }
    return w;
  }

  async lines(img: Gray, kind: ReadKind): Promise<OcrLine[]> {
    const worker = await this.worker(kind);
    const { data } = await worker.recognize(
      Buffer.from(toPgm(img)),
      {},
      { blocks: true, text: false },
    );
    const lines: OcrLine[] = [];
    for (const block of data.blocks ?? [])
      for (const para of block.paragraphs)
        for (const line of para.lines)
          lines.push({
            text: line.text.trim(),
            confidence: line.confidence,
            y0: line.bbox.y0,
            y1: line.bbox.y1,
            words: line.words.map((w) => ({
              text: w.text,
              confidence: w.confidence,
              x0: w.bbox.x0,
              x1: w.bbox.x1,
            })),
          });
    return lines.sort((a, b) => a.y0 - b.y0);
  }

  async close(): Promise<void> {
    const all = [...this.workers.values()];
    this.workers.clear();
    await Promise.all(all.map(async (w) => (await w).terminate()));
  }
}
