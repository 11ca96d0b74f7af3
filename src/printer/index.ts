// The pocket printer: what a screen loads (with import()) when the person opens printing, so
// none of it weighs on the app's first download.
export type { MonoImage } from './mono-image.ts';
export { inkDots, monoFromRgba, rgbaFromMono } from './mono-image.ts';
export { PrinterError } from './printer-error.ts';
export type { PrinterProblem } from './printer-error.ts';
export type { PrinterLink } from './printer-link.ts';
export { bluetoothState, serialOffered } from './printer-support.ts';
export type { BluetoothState } from './printer-support.ts';
export { printSlips } from './print-job.ts';
export type { PrintJob } from './print-job.ts';
export { currentPrinter, forgetPrinter, printerFor } from './printer-session.ts';
