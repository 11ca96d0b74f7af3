// The benchmark's corpus files: every PDF under a folder (bench/roll-pdf/corpus by default), each
// with its `<name>.truth.json` beside it when there is one. The first folder under the corpus is
// the file's corpus in the report (gen2, real, …). Only the bench knows where a file came from:
// the reader is given the bytes alone.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import type { Truth } from '../../devkit/roll-pdf/score.ts';
import { truthOfCorpus, truthOfPages } from '../../devkit/roll-pdf/score.ts';

export type CorpusFile = {
  /** The path under the corpus folder. */
  file: string;
  corpus: string;
  bytes: Uint8Array;
  truth: Truth | null;
  /** The pages kept (1-based, of the original), when the file was cut to some pages. */
  pages?: number[];
};

async function pdfsUnder(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, e.name);
    if (e.isDirectory()) out.push(...(await pdfsUnder(path)));
    else if (e.isFile() && e.name.toLowerCase().endsWith('.pdf')) out.push(path);
  }
  return out.sort();
}

/** "3", "2-4", "1,3-5" → [3], [2,3,4], [1,3,4,5]. */
export function pageList(spec: string): number[] {
  return spec.split(',').flatMap((part) => {
    const [a, b] = part.split('-').map(Number);
    if (!a) return [];
    return Array.from({ length: (b || a) - a + 1 }, (_, i) => a + i);
  });
}

/** A PDF of some of a file's pages, in that order. */
export async function cutPages(bytes: Uint8Array, pages: number[]): Promise<Uint8Array> {
  const from = await PDFDocument.load(bytes);
  const to = await PDFDocument.create();
  const keep = pages.filter((p) => p <= from.getPageCount());
  for (const page of await to.copyPages(
    from,
    keep.map((p) => p - 1),
  ))
    to.addPage(page);
  return to.save();
}

export async function loadCorpus(
  dir: string,
  pick: (file: string) => boolean,
  pagesOf: (file: string) => number[] | undefined,
): Promise<CorpusFile[]> {
  if (!existsSync(dir)) return [];
  const out: CorpusFile[] = [];
  for (const path of await pdfsUnder(dir)) {
    const file = relative(dir, path).split(sep).join('/');
    if (!pick(file)) continue;
    const truthPath = path.replace(/\.pdf$/i, '.truth.json');
    let truth = existsSync(truthPath)
      ? truthOfCorpus(JSON.parse(await readFile(truthPath, 'utf8')) as never)
      : null;
    let bytes: Uint8Array = new Uint8Array(await readFile(path));
    const pages = pagesOf(file);
    if (pages) {
      bytes = await cutPages(bytes, pages);
      if (truth) truth = truthOfPages(truth, pages);
    }
    out.push({
      file,
      corpus: file.includes('/') ? file.slice(0, file.indexOf('/')) : 'corpus',
      bytes,
      truth,
      ...(pages ? { pages } : {}),
    });
  }
  return out;
}
