// One way to write dates and times in each language, used by every screen (issue 22): the
// Indian order (day, month, year) with the month as a word, so "26 Nov 2026, 2:13 pm" in
// English and "26 नव॰ 2026, 14:13" in Hindi. Hindi times are on the 24-hour clock: the
// 12-hour one would put a Latin "am"/"pm" inside Hindi text.
type When = Date | number | string;

export type DateFormats = {
  /** A moment: date and time. */
  dateTime(at: When): string;
  /** A moment's date. */
  date(at: When): string;
  /** A moment's time of day. */
  time(at: When): string;
  /** A calendar day, `YYYY-MM-DD` (no time zone: never moved a day by the phone's zone). */
  day(ymd: string): string;
  /**
   * A time of day typed as text ("5 PM", "10:00 am", "17:30", "10 AM - 1 PM") on this
   * language's clock; text that reads as no time is shown as it was typed.
   */
  clockText(text: string): string;
  /** A time of day, `HH:MM` on the 24-hour clock (no time zone), e.g. a poll's opening. */
  clock(hhmm: string): string;
};

/** An hour and minute of the day, 0-23 and 0-59. */
export type ClockTime = { hour: number; minute: number };

const CLOCK = /^(\d{1,2})(?:\s*[:.]\s*(\d{2}))?\s*(?:([ap])\.?\s*m\.?)?$/i;

/**
 * A typed time of day: `HH:MM` (or `H.MM`), `H AM`, `H:MM pm`, `H p.m.`; null when it is none
 * (a bare number without AM/PM is no time, nor is 13 PM or 10:75).
 */
export function parseClockTime(text: string): ClockTime | null {
  const m = CLOCK.exec(text.trim());
  if (!m) return null;
  const [, h, min, half] = m;
  const hour = Number(h);
  const minute = min === undefined ? 0 : Number(min);
  if (minute > 59) return null;
  if (!half) return min === undefined || hour > 23 ? null : { hour, minute };
  if (hour < 1 || hour > 12) return null;
  const pm = half.toLowerCase() === 'p';
  return { hour: (hour % 12) + (pm ? 12 : 0), minute };
}

/** "10 AM - 1 PM", "10 AM to 1 PM": the two ends of a typed range. */
const RANGE = /^(.+?)\s*(?:-|–|—|\bto\b|से)\s*(.+)$/i;

const localeOf = (lang: string) => (lang.startsWith('hi') ? 'hi-IN' : 'en-IN');

export function dateFormats(lang: string): DateFormats {
  const locale = localeOf(lang);
  const clock = { hour: 'numeric', minute: '2-digit', hour12: !lang.startsWith('hi') } as const;
  const dates = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  const days = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const times = new Intl.DateTimeFormat(locale, clock);
  const both = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...clock,
  });
  // Text that is no date (an old app's entry) is shown as it was.
  const safe =
    (format: Intl.DateTimeFormat) =>
    (at: When): string => {
      const d = at instanceof Date ? at : new Date(at);
      return Number.isNaN(d.getTime()) ? String(at) : format.format(d);
    };
  // A fixed day in UTC: only the clock is shown, never moved by the phone's zone.
  const clocks = new Intl.DateTimeFormat(locale, { ...clock, timeZone: 'UTC' });
  const one = (text: string): string | null => {
    const at = parseClockTime(text);
    return at && clocks.format(Date.UTC(2000, 0, 1, at.hour, at.minute));
  };
  const clockText = (text: string): string => {
    const single = one(text);
    if (single) return single;
    const range = RANGE.exec(text.trim());
    const from = range?.[1] && one(range[1]);
    const to = range?.[2] && one(range[2]);
    return from && to ? `${from} – ${to}` : text;
  };
  return {
    clockText,
    dateTime: safe(both),
    date: safe(dates),
    time: safe(times),
    day: (ymd) => {
      const d = new Date(`${ymd}T00:00:00Z`);
      return Number.isNaN(d.getTime()) ? ymd : days.format(d);
    },
    clock: (hhmm) => {
      const d = new Date(`1970-01-01T${hhmm}:00Z`);
      return /^\d{2}:\d{2}$/.test(hhmm) && !Number.isNaN(d.getTime()) ? clocks.format(d) : hhmm;
    },
  };
}
