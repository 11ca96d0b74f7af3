// One date and time format per language, the same on every screen.
import { describe, expect, it } from 'vitest';
import { dateFormats, parseClockTime } from '../../src/domain/date-format.ts';

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

  it('reads the usual ways of typing a time, and nothing else', () => {
    expect(parseClockTime('10:00 AM')).toEqual({ hour: 10, minute: 0 });
    expect(parseClockTime('5 PM')).toEqual({ hour: 17, minute: 0 });
    expect(parseClockTime('5:30pm')).toEqual({ hour: 17, minute: 30 });
    expect(parseClockTime('12 am')).toEqual({ hour: 0, minute: 0 });
    expect(parseClockTime('12:15 P.M.')).toEqual({ hour: 12, minute: 15 });
    expect(parseClockTime('17:45')).toEqual({ hour: 17, minute: 45 });
    expect(parseClockTime('09.05')).toEqual({ hour: 9, minute: 5 });
    for (const odd of ['5', '13 PM', '0 am', '10:75', '24:00', 'evening', '', '5 PM sharp'])
      expect(parseClockTime(odd), odd).toBeNull();
  });

  it('shows a typed time on the language clock: 24-hour in Hindi, odd text as typed', () => {
    const en = dateFormats('en');
    const hi = dateFormats('hi');
    expect(hi.clockText('5 PM')).toBe('17:00');
    expect(hi.clockText('10:00 AM')).toBe('10:00');
    expect(hi.clockText('9:30 pm')).toBe('21:30');
    expect(en.clockText('17:30')).toBe('5:30 pm');
    expect(en.clockText('10:00 AM')).toBe('10:00 am');
    expect(hi.clockText('10 AM - 1 PM')).toBe('10:00 – 13:00');
    expect(hi.clockText('सुबह दस बजे')).toBe('सुबह दस बजे');
    expect(hi.clockText('5-6')).toBe('5-6');
  });
});
