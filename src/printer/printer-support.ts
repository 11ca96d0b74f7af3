// What this browser offers for printing, asked before the person taps Print so the button can
// say what it needs: Chrome on Android has Web Bluetooth; Firefox, Safari and every iPhone
// browser have not; a computer's Chrome or Edge may also reach a printer on a cable.
import type { DeviceNavigator } from './web-devices.ts';

export type BluetoothState =
  /** Web Bluetooth is here and the phone's Bluetooth is on. */
  | 'ready'
  /** Web Bluetooth is here but the Bluetooth radio is off (or the computer has none). */
  | 'off'
  /** This browser has no Web Bluetooth (or the page is not served over HTTPS). */
  | 'missing';

export const deviceNavigator = (): DeviceNavigator =>
  (typeof navigator === 'undefined' ? {} : navigator) as DeviceNavigator;

export async function bluetoothState(nav = deviceNavigator()): Promise<BluetoothState> {
  const bluetooth = nav.bluetooth;
  if (!bluetooth || typeof bluetooth.requestDevice !== 'function') return 'missing';
  try {
    return (await bluetooth.getAvailability()) ? 'ready' : 'off';
  } catch {
    // Some builds throw here yet let the person choose a device: let them try.
    return 'ready';
  }
}

/** Whether a printer on a cable can be reached (Web Serial: a computer's Chrome or Edge). */
export const serialOffered = (nav = deviceNavigator()): boolean =>
  typeof nav.serial?.requestPort === 'function';
