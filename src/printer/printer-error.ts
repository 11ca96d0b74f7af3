// Why printing stopped, as one of a few reasons the screen turns into words the booth worker
// can act on (switch the printer on, allow Bluetooth, go on from slip n); the log gets the rest.

export type PrinterProblem =
  /** The browser has no Web Bluetooth (Firefox, Safari, iPhone) or no Web Serial. */
  | 'unsupported'
  /** The phone's Bluetooth is off (or the computer has none). */
  | 'bluetoothOff'
  /** The person closed the printer list without choosing one. */
  | 'cancelled'
  /** The browser or the phone did not let the page use Bluetooth or the port. */
  | 'blocked'
  /** The printer did not answer when connecting. */
  | 'noConnection'
  /** The chosen device has none of the print services a receipt printer offers. */
  | 'notPrinter'
  /** The printer went away (off, out of range) while printing. */
  | 'lost';

export class PrinterError extends Error {
  constructor(
    readonly problem: PrinterProblem,
    /** The printer's name when one was chosen. */
    readonly printer = '',
    options?: { cause?: unknown },
  ) {
    super(`Printer: ${problem}${printer ? ` (${printer})` : ''}`, options);
    this.name = 'PrinterError';
  }
}

/** What a DOMException from requestDevice / requestPort / connect means to the person. */
export function problemOf(err: unknown, fallback: PrinterProblem): PrinterProblem {
  const name = err instanceof Error ? err.name : '';
  if (name === 'NotFoundError') return 'cancelled';
  if (name === 'SecurityError' || name === 'NotAllowedError') return 'blocked';
  return fallback;
}
