// Read one roll PDF with the server's reader, page by page; timed. Also the worker-process
// entry of the benchmark: `node --import tsx read-part.ts <pdf>...` reads the files given and
// prints how many pages it read.
import { readFile } from 'node:fs/promises';
import { assemblePart, createOcrEngine, openRollDocument } from '../../server/rolls/read/index.ts';
import type { OcrEngine } from '../../server/rolls/read/index.ts';
import type { PageReading, ReadPart } from '../../server/rolls/read/types.ts';

export async function readPart(
  pdf: Uint8Array,
  engine: OcrEngine,
): Promise<{
  part: ReadPart;
  /** Each page's reading, as the job runner stores them (partRows takes them). */
  readings: PageReading[];
  ms: number;
  pages: number;
  readBy: string;
}> {
  const started = performance.now();
  const doc = await openRollDocument(pdf, engine);
  try {
    const pages = [];
    for (let n = 1; n <= doc.pageCount; n++) pages.push(await doc.readPage(n));
    return {
      part: assemblePart(pages),
      readings: pages,
      ms: performance.now() - started,
      pages: doc.pageCount,
      readBy: doc.readBy,
    };
  } finally {
    await doc.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const engine = await createOcrEngine();
  let pages = 0;
  for (const file of process.argv.slice(2))
    pages += (await readPart(new Uint8Array(await readFile(file)), engine)).pages;
  await engine.close();
  console.log(JSON.stringify({ pages }));
}
