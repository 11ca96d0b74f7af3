import type { ParseProgress } from './import-pipeline.ts';

export type ImportRate = {
  /** Rows per second so far. */
  rowsPerSecond: number;
  /** Seconds left at that pace, by bytes; null until there is a pace to go by. */
  secondsLeft: number | null;
};

/** Pace of a running import from its progress and the milliseconds since it started. */
export function importRate(progress: ParseProgress, elapsedMs: number): ImportRate {
  const seconds = elapsedMs / 1000;
  if (seconds <= 0 || progress.bytes <= 0) return { rowsPerSecond: 0, secondsLeft: null };
  const bytesPerSecond = progress.bytes / seconds;
  return {
    rowsPerSecond: Math.round(progress.rows / seconds),
    secondsLeft: Math.max(0, Math.ceil((progress.totalBytes - progress.bytes) / bytesPerSecond)),
  };
}

/** "1 min 5 s", "40 s": short enough for a phone's progress line. */
export function formatSeconds(total: number, lang: string): string {
  const unit = (value: number, u: 'minute' | 'second') =>
    new Intl.NumberFormat(lang, { style: 'unit', unit: u, unitDisplay: 'short' }).format(value);
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  if (minutes === 0) return unit(seconds, 'second');
  return seconds
    ? `${unit(minutes, 'minute')} ${unit(seconds, 'second')}`
    : unit(minutes, 'minute');
}
