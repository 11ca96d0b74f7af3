// A Bluetooth LE receipt printer through Web Bluetooth (Chrome on Android, Chrome and Edge on a
// computer). Cheap 58 mm printers offer one of a handful of "serial port" services over Bluetooth
// LE; the page may only use services it names when it asks for the device, so they are listed.
import { BLUETOOTH_PACE, TooLong } from './paced-write.ts';
import { PrinterError, problemOf } from './printer-error.ts';
import type { PrinterLink } from './printer-link.ts';
import type { BluetoothDevice, GattCharacteristic, WebBluetooth } from './web-devices.ts';

const uuid16 = (short: string) => `0000${short}-0000-1000-8000-00805f9b34fb`;

/** The print services of common receipt printers, each with its usual write characteristic. */
export const PRINT_SERVICES = [
  // 0x18F0 / 0x2AF1: most cheap 58 mm printers (MPT-II, "BlueTooth Printer", POS-5802, Xprinter).
  { service: uuid16('18f0'), write: uuid16('2af1') },
  // PT-210, Goojprt, Netum and other printers on the same module.
  {
    service: 'e7810a71-73ae-499d-8c15-faa9aef0c3f2',
    write: 'bef8d6c9-9c21-4c9e-b632-bd58c1009f9f',
  },
  // Microchip's transparent UART (Epson TM-P, Star and other branded portables).
  {
    service: '49535343-fe7d-4ae5-8fa9-9fafd205e455',
    write: '49535343-8841-43f4-a8d4-ecbe34729bb3',
  },
  // 0xFF00 / 0xFF02 and the HM-10 style 0xFFE0 / 0xFFE1 serial bridges.
  { service: uuid16('ff00'), write: uuid16('ff02') },
  { service: uuid16('ffe0'), write: uuid16('ffe1') },
] as const;

const writable = (c: GattCharacteristic) => c.properties.writeWithoutResponse || c.properties.write;

/** The characteristic to write to: a known service's usual one, else any writable one of it. */
async function printCharacteristic(device: BluetoothDevice): Promise<GattCharacteristic> {
  const name = device.name ?? '';
  const gatt = device.gatt;
  if (!gatt) throw new PrinterError('notPrinter', name);
  try {
    if (!gatt.connected) await gatt.connect();
  } catch (err) {
    throw new PrinterError('noConnection', name, { cause: err });
  }
  // NotFoundError when the device has none of the listed services.
  const services = await gatt.getPrimaryServices().catch(() => []);
  for (const known of PRINT_SERVICES) {
    const service = services.find((s) => s.uuid.toLowerCase() === known.service);
    if (!service) continue;
    const chars = (await service.getCharacteristics()).filter(writable);
    const chosen = chars.find((c) => c.uuid.toLowerCase() === known.write) ?? chars[0];
    if (chosen) return chosen;
  }
  throw new PrinterError('notPrinter', name);
}

/** A link to a device the person chose; it connects again on its own after a drop. */
export function bluetoothLink(device: BluetoothDevice): PrinterLink {
  const name = device.name ?? '';
  let characteristic: GattCharacteristic | null = null;
  device.addEventListener('gattserverdisconnected', () => {
    characteristic = null;
  });
  const ready = async () => {
    if (!characteristic || !device.gatt?.connected)
      characteristic = await printCharacteristic(device);
  };
  return {
    kind: 'bluetooth',
    name,
    pace: BLUETOOTH_PACE,
    ready,
    async write(chunk) {
      await ready();
      const c = characteristic!;
      try {
        // Without a response where the printer allows it: one round trip per chunk would print
        // a slip in half a minute.
        if (c.properties.writeWithoutResponse) await c.writeValueWithoutResponse(chunk);
        else await c.writeValueWithResponse(chunk);
      } catch (err) {
        // Still connected: the chunk was longer than the packet agreed with this printer.
        if (device.gatt?.connected) throw new TooLong('Chunk refused', { cause: err });
        throw new PrinterError('lost', name, { cause: err });
      }
    },
    async close() {
      characteristic = null;
      device.gatt?.disconnect();
    },
  };
}

/**
 * Ask the person to choose the printer (the browser's own list; it needs the tap that asked).
 * Every nearby device is listed, not only those announcing a print service: many cheap printers
 * announce none, and their names ("MPT-II", "BlueTooth Printer") are what people know them by.
 */
export async function chooseBluetoothPrinter(bluetooth: WebBluetooth): Promise<PrinterLink> {
  let device: BluetoothDevice;
  try {
    device = await bluetooth.requestDevice({
      acceptAllDevices: true,
      optionalServices: PRINT_SERVICES.map((p) => p.service),
    });
  } catch (err) {
    // "Bluetooth adapter not available" is a NotFoundError too: not a cancel.
    const off = err instanceof Error && /adapter/i.test(err.message);
    throw new PrinterError(off ? 'bluetoothOff' : problemOf(err, 'blocked'), '', { cause: err });
  }
  const link = bluetoothLink(device);
  await link.ready();
  return link;
}
