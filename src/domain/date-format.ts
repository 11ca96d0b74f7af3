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
  /** A time of day, `HH:MM` on the 24-hour clock (no time zone), e.g. a poll's opening. */
  clock(hhmm: string): string;
};

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
  const clocks = new Intl.DateTimeFormat(locale, { ...clock, timeZone: 'UTC' });
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
  return {
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
