// A connected printer, whichever way it is reached: Bluetooth from a phone, a cable (a serial
// port) from a desk computer. The print job sees only this.
import type { Pace } from './paced-write.ts';

export type PrinterLink = {
  kind: 'bluetooth' | 'serial';
  /** The printer's own name ("MPT-II"), or '' when the link has none. */
  name: string;
  pace: Pace;
  /** Connects again if the printer dropped the link; throws PrinterError when it cannot. */
  ready(): Promise<void>;
  /** One chunk; throws TooLong for a chunk the link refused as too long, PrinterError('lost'). */
  write(chunk: Uint8Array): Promise<void>;
  close(): Promise<void>;
};
