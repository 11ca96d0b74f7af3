// A stand-in Bluetooth receipt printer for Chromium, for the E2E test and the screenshots: Web
// Bluetooth cannot be driven headless (no radio, and its device list is the browser's own UI),
// so an init script puts a fake `navigator.bluetooth` in the page before the app loads. Its one
// device, "MPT-II", offers the common print service (0x18F0) and characteristic (0x2AF1), and
// keeps every byte written to it, in order, as a printer receives them.
import type { BrowserContext, Page } from 'playwright-core';

/** What the stand-in printer received. */
export type Received = {
  bytes: number[];
  /** Each write's length, in order. */
  writes: number[];
  /** What the page asked requestDevice for, and whether a tap was active then. */
  requests: { optionalServices: string[]; acceptAllDevices: boolean; tapActive: boolean }[];
};

declare global {
  interface Window {
    __printer?: Received;
  }
}

export type FakePrinterOptions = {
  /** The person closes the printer list without choosing. */
  cancel?: boolean;
  /** Each write takes this long (a slow printer, to see the dialog while it prints). */
  writeDelayMs?: number;
};

/** A fake Bluetooth receipt printer (service 0x18F0, characteristic 0x2AF1), set before the app loads. */
export async function fakePrinter(
  context: BrowserContext,
  options: FakePrinterOptions = {},
): Promise<void> {
  // Under tsx (the screenshot scripts) functions are wrapped in __name(), which a page lacks.
  await context.addInitScript('globalThis.__name ??= (fn) => fn;');
  await context.addInitScript((opts: FakePrinterOptions) => {
    const received: Received = { bytes: [], writes: [], requests: [] };
    window.__printer = received;
    const take = async (value: ArrayBufferView) => {
      if (opts.writeDelayMs) await new Promise((resolve) => setTimeout(resolve, opts.writeDelayMs));
      const bytes = new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
      received.writes.push(bytes.length);
      for (const b of bytes) received.bytes.push(b);
    };
    const characteristic = {
      uuid: '00002af1-0000-1000-8000-00805f9b34fb',
      properties: { write: true, writeWithoutResponse: true },
      writeValueWithoutResponse: take,
      writeValueWithResponse: take,
    };
    const service = {
      uuid: '000018f0-0000-1000-8000-00805f9b34fb',
      getCharacteristics: async () => [characteristic],
    };
    const gatt = {
      connected: false,
      async connect() {
        gatt.connected = true;
        return gatt;
      },
      disconnect() {
        gatt.connected = false;
      },
      async getPrimaryServices() {
        if (!gatt.connected) throw new DOMException('GATT Server is disconnected.', 'NetworkError');
        return [service];
      },
    };
    const device = Object.assign(new EventTarget(), { id: 'fake-mpt', name: 'MPT-II', gatt });
    Object.defineProperty(navigator, 'bluetooth', {
      configurable: true,
      value: {
        getAvailability: async () => true,
        requestDevice: async (request: Received['requests'][number]) => {
          received.requests.push({
            optionalServices: request.optionalServices,
            acceptAllDevices: request.acceptAllDevices,
            tapActive: navigator.userActivation.isActive,
          });
          if (opts.cancel)
            throw new DOMException('User cancelled the requestDevice() chooser.', 'NotFoundError');
          return device;
        },
      },
    });
  }, options);
}

/** A browser without Web Bluetooth (Firefox, Safari, any iPhone browser). */
export async function noBluetooth(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    Object.defineProperty(navigator, 'bluetooth', { configurable: true, value: undefined });
  });
}

/** What the stand-in printer has received so far. */
export const printerReceived = (page: Page): Promise<Received> =>
  page.evaluate(() => window.__printer!);
