// The parts of Web Bluetooth and Web Serial the printer uses, typed here: TypeScript's DOM
// library has neither (both are Chromium's), and a page must also run where they are missing.

export type GattCharacteristic = {
  uuid: string;
  properties: { write: boolean; writeWithoutResponse: boolean };
  writeValueWithoutResponse(value: Uint8Array): Promise<void>;
  writeValueWithResponse(value: Uint8Array): Promise<void>;
};

export type GattService = {
  uuid: string;
  getCharacteristics(): Promise<GattCharacteristic[]>;
};

export type GattServer = {
  connected: boolean;
  connect(): Promise<GattServer>;
  disconnect(): void;
  getPrimaryServices(): Promise<GattService[]>;
};

export type BluetoothDevice = EventTarget & { id: string; name?: string; gatt?: GattServer };

export type BluetoothRequest = {
  acceptAllDevices?: boolean;
  filters?: { services?: string[]; namePrefix?: string }[];
  optionalServices?: string[];
};

export type WebBluetooth = {
  getAvailability(): Promise<boolean>;
  requestDevice(request: BluetoothRequest): Promise<BluetoothDevice>;
};

export type SerialPort = {
  open(options: { baudRate: number }): Promise<void>;
  close(): Promise<void>;
  writable: WritableStream<Uint8Array> | null;
  getInfo?(): { usbVendorId?: number; usbProductId?: number };
};

export type WebSerial = { requestPort(): Promise<SerialPort> };

/** The navigator as a browser may offer these (either may be missing). */
export type DeviceNavigator = { bluetooth?: WebBluetooth; serial?: WebSerial };
