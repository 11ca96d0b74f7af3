// One date and time format per language, the same on every screen.
import { describe, expect, it } from 'vitest';
import { dateFormats } from '../../src/domain/date-format.ts';

describe('dateFormats', () => {
  // A local time: the formats use the phone's own zone.
  const at = new Date(2026, 10, 26, 14, 13);

  it('writes day, month word and year, with a 12-hour clock in English', () => {
    const en = dateFormats('en');
    expect(en.dateTime(at)).toBe('26 Nov 2026, 2:13 pm');
    expect(en.date(at)).toBe('26 Nov 2026');
    expect(en.time(at)).toBe('2:13 pm');
  });

  it('uses the 24-hour clock in Hindi, so no Latin "pm" sits in Hindi text', () => {
    const hi = dateFormats('hi');
    expect(hi.dateTime(at)).toBe('26 नव॰ 2026, 14:13');
    expect(hi.time(at)).toBe('14:13');
    expect(hi.dateTime(at)).not.toMatch(/[ap]m/i);
  });

  it('keeps a calendar day on its day in any zone, and shows text that is no date as it is', () => {
    expect(dateFormats('en').day('2026-01-01')).toBe('1 Jan 2026');
    expect(dateFormats('en').dateTime('26/11/2026, 5:51:40 am')).toBe('26/11/2026, 5:51:40 am');
    expect(dateFormats('hi').day('not a day')).toBe('not a day');
  });
});
