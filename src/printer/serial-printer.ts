// A printer on a cable through Web Serial (Chrome and Edge on a computer): a USB printer that
// shows as a serial port, or a Bluetooth printer paired with the computer as a serial port.
import { PrinterError, problemOf } from './printer-error.ts';
import type { PrinterLink } from './printer-link.ts';
import type { WebSerial } from './web-devices.ts';

/**
 * 9,600 baud: the factory setting of serial receipt printers. A USB or Bluetooth "serial port"
 * ignores the rate, so only a true serial cable is held to it.
 */
export const SERIAL_BAUD = 9_600;

export async function chooseSerialPrinter(serial: WebSerial): Promise<PrinterLink> {
  let port;
  try {
    port = await serial.requestPort();
  } catch (err) {
    throw new PrinterError(problemOf(err, 'blocked'), '', { cause: err });
  }
  try {
    await port.open({ baudRate: SERIAL_BAUD });
  } catch (err) {
    throw new PrinterError('noConnection', '', { cause: err });
  }
  const writable = port.writable;
  if (!writable) throw new PrinterError('noConnection');
  const writer = writable.getWriter();
  return {
    kind: 'serial',
    name: '',
    // The port paces itself (a write waits while the line is busy): big chunks, no extra pause.
    pace: { chunkBytes: 4_096, bytesPerSecond: Number.POSITIVE_INFINITY },
    ready: async () => {},
    async write(chunk) {
      try {
        await writer.write(chunk.slice());
      } catch (err) {
        throw new PrinterError('lost', '', { cause: err });
      }
    },
    async close() {
      writer.releaseLock();
      await port.close();
    },
  };
}
