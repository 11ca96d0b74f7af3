// The host's own Tesseract (e.g. Debian's tesseract-ocr with tesseract-ocr-hin), for servers
// that have it: the same reads as tesseract.js, run as `tesseract … tsv` on a temporary image,
// one thread per call so a worker uses one core. Opt in with ROLL_OCR=native; bench:roll
// measures both engines when the host has this one.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { OcrEngine, OcrLine, ReadKind } from './ocr-engine.ts';
import { READ_SETUP } from './ocr-engine.ts';
import type { Gray } from './page-image.ts';
import { toPgm } from './page-image.ts';

const run = promisify(execFile);

/** Is `tesseract` on this host, with the English and Hindi models? */
export async function hasNativeTesseract(): Promise<boolean> {
  try {
    const { stdout, stderr } = await run('tesseract', ['--list-langs']);
    const langs = `${stdout}${stderr}`;
    return /^eng$/m.test(langs) && /^hin$/m.test(langs);
  } catch {
    return false;
  }
}

/** TSV rows (level 5 = word) into lines, top to bottom. */
export function linesOfTsv(tsv: string): OcrLine[] {
  const lines = new Map<string, OcrLine>();
  for (const row of tsv.split('\n').slice(1)) {
    const c = row.split('\t');
    if (c[0] !== '5' || c.length < 12 || !c[11]!.trim()) continue;
    const [left, top, width, height, conf] = c.slice(6, 11).map(Number) as [
      number,
      number,
      number,
      number,
      number,
    ];
    const key = `${c[2]}/${c[3]}/${c[4]}`;
    const word = { text: c[11]!, confidence: Math.max(0, conf), x0: left, x1: left + width };
    const line = lines.get(key);
    if (!line)
      lines.set(key, { text: '', confidence: 0, y0: top, y1: top + height, words: [word] });
    else {
      line.words.push(word);
      line.y0 = Math.min(line.y0, top);
      line.y1 = Math.max(line.y1, top + height);
    }
  }
  return [...lines.values()]
    .map((l) => ({
      ...l,
      text: l.words.map((w) => w.text).join(' '),
      confidence: l.words.reduce((a, w) => a + w.confidence, 0) / l.words.length,
    }))
    .sort((a, b) => a.y0 - b.y0);
}

export class NativeOcr implements OcrEngine {
  private dir: Promise<string> = mkdtemp(join(tmpdir(), 'roll-ocr-'));
  private count = 0;

  async lines(img: Gray, kind: ReadKind): Promise<OcrLine[]> {
    const { lang, params } = READ_SETUP[kind];
    const file = join(await this.dir, `${this.count++}.pgm`);
    await writeFile(file, toPgm(img));
    try {
      const args = [file, 'stdout', '-l', lang, '--psm', String(params.tessedit_pageseg_mode)];
      for (const [k, v] of Object.entries(params))
        if (k !== 'tessedit_pageseg_mode') args.push('-c', `${k}=${v}`);
      args.push('-c', 'preserve_interword_spaces=1', 'tsv');
      const { stdout } = await run('tesseract', args, {
        env: { ...process.env, OMP_THREAD_LIMIT: '1' },
        maxBuffer: 64 * 1024 * 1024,
      });
      return linesOfTsv(stdout);
    } finally {
      await rm(file, { force: true });
    }
  }

  async close(): Promise<void> {
    await rm(await this.dir, { recursive: true, force: true });
  }
}
