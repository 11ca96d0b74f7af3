// The printer chosen on this page, kept while the page lives: the second slip of the day goes
// to it without the printer list (Chrome asks only once per page for a device), and connects
// again by itself when the printer was switched off and on between slips.
import { chooseBluetoothPrinter } from './bluetooth-printer.ts';
import { PrinterError } from './printer-error.ts';
import type { PrinterLink } from './printer-link.ts';
import { chooseSerialPrinter } from './serial-printer.ts';
import { deviceNavigator } from './printer-support.ts';

let current: PrinterLink | null = null;

/** The printer last used on this page, if any (its name for the screen). */
export const currentPrinter = (): PrinterLink | null => current;

/**
 * The printer to print on: the one kept, if it is of this kind and answers; else the person
 * chooses one (which must happen in the tap that asked for it).
 */
export async function printerFor(
  kind: PrinterLink['kind'],
  nav = deviceNavigator(),
): Promise<PrinterLink> {
  if (current?.kind === kind) {
    try {
      await current.ready();
      return current;
    } catch (err) {
      // It will not answer: the next tap lists the printers again.
      forgetPrinter();
      throw err;
    }
  }
  if (kind === 'bluetooth' && !nav.bluetooth) throw new PrinterError('unsupported');
  if (kind === 'serial' && !nav.serial) throw new PrinterError('unsupported');
  const link =
    kind === 'bluetooth'
      ? await chooseBluetoothPrinter(nav.bluetooth!)
      : await chooseSerialPrinter(nav.serial!);
  if (current && current !== link) void current.close().catch(() => {});
  current = link;
  return link;
}

/** Let the kept printer go (it failed, or the person wants another). */
export function forgetPrinter(): void {
  const link = current;
  current = null;
  void link?.close().catch((err: unknown) => console.info('Printer already closed', err));
}
