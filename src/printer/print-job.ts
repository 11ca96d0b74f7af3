// Slips to the printer one after another: each is drawn only when its turn comes (a panna of
// 60 is never 60 pictures in memory) and sent whole before the next; Stop takes effect between
// slips, never inside one, because a printer left inside a picture command would read the next
// job's first bytes as dots.
import type { MonoImage } from './mono-image.ts';
import { slipBytes } from './escpos-raster.ts';
import { writePaced } from './paced-write.ts';
import { PrinterError } from './printer-error.ts';
import type { PrinterLink } from './printer-link.ts';

export type PrintJob = {
  /** How many slips the job has. */
  total: number;
  /** The first slip to print (0-based): a job stopped or broken goes on from there. */
  from: number;
  /** Draws slip `i` as the printer's dots. */
  picture: (i: number) => Promise<MonoImage>;
  /** After each slip, how many are printed. */
  onPrinted: (printed: number) => void;
  /** Checked between slips. */
  signal?: AbortSignal;
};

/** Prints slips from..total-1 on `link`. A failure is a PrinterError, 'lost' unless it says more. */
export async function printSlips(link: PrinterLink, job: PrintJob): Promise<void> {
  let pace = link.pace;
  await link.ready();
  for (let i = job.from; i < job.total; i += 1) {
    if (job.signal?.aborted) return;
    const bytes = slipBytes(await job.picture(i), i === job.from);
    try {
      const chunkBytes = await writePaced(bytes, (chunk) => link.write(chunk), { pace });
      // A smaller packet that worked stays for the rest of the job.
      pace = { ...pace, chunkBytes };
    } catch (err) {
      throw err instanceof PrinterError ? err : new PrinterError('lost', link.name, { cause: err });
    }
    job.onPrinted(i + 1);
  }
}
