// Locale-aware display of times and sizes for the Sync Center.
import { dateFormats } from '../../domain/date-format.ts';

export function formatTime(iso: string | number, language: string): string {
  return dateFormats(language).dateTime(iso);
}

export function formatBytes(bytes: number, language: string): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const number = value.toLocaleString(language === 'hi' ? 'hi-IN' : 'en-IN', {
    maximumFractionDigits: unit === 0 ? 0 : 1,
  });
  return `${number} ${units[unit]}`;
}
