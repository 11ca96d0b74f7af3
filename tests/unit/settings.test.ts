// The admin's settings on the phone: the lists merge with values voters already hold (old
// placeholders still show and filter), labels follow the language while stored values stay,
// the poll day prints in the language's format, and the copy kept in IndexedDB is what an
// offline phone reads.
import { afterEach, describe, expect, test } from 'vitest';
import {
  DEFAULT_CACHED_SETTINGS,
  cacheSettings,
  readCachedSettings,
} from '../../src/db/settings-cache.ts';
import { SETTINGS_CACHE_KEY } from '../../src/db/settings-cache.ts';
import { dateFormats } from '../../src/domain/date-format.ts';
import type { ListOption, SettingsResponse } from '../../src/domain/settings.ts';
import {
  DEFAULT_OPTION_LISTS,
  DEFAULT_SETTINGS,
  DEFAULT_SMS_MARKS,
  electionSchema,
  labelOfValue,
  listChoices,
  optionListSchema,
  pollText,
  valueOfText,
} from '../../src/domain/settings.ts';
import { validate } from '../../src/domain/validation.ts';
import { refreshSettings } from '../../src/sync/settings-api.ts';
import { clearSession, saveSession } from '../../src/sync/session.ts';
import { freshDb } from '../utils/unit/sync-helpers.ts';

const SCHEMES: ListOption[] = [
  { value: 'PM Awas Yojana', en: 'PM Awas Yojana', hi: 'प्रधानमंत्री आवास योजना' },
  { value: 'Ayushman Bharat', en: 'Ayushman Bharat', hi: '' },
];

const answer = (religion: ListOption[], updatedAt: string): SettingsResponse => ({
  settings: {
    optionLists: { ...DEFAULT_OPTION_LISTS, religion },
    election: { pollDate: '2027-02-14', pollStart: '07:00', pollEnd: '18:00' },
    smsMarks: DEFAULT_SMS_MARKS,
  },
  updatedAt,
});

const SIKH = { value: 'Sikh', en: 'Sikh', hi: 'सिख' };

afterEach(() => clearSession());

describe('option lists', () => {
  test('choices are the list in its order, then stored values it lacks, as stored', () => {
    expect(listChoices(SCHEMES, 'hi', ['TS1', 'Ayushman Bharat', ' Test ', 'TS1', ''])).toEqual([
      { value: 'PM Awas Yojana', label: 'प्रधानमंत्री आवास योजना' },
      // No Hindi label: the English one.
      { value: 'Ayushman Bharat', label: 'Ayushman Bharat' },
      { value: 'TS1', label: 'TS1' },
      { value: 'Test', label: 'Test' },
    ]);
    expect(listChoices(SCHEMES, 'en').map((c) => c.label)).toEqual([
      'PM Awas Yojana',
      'Ayushman Bharat',
    ]);
  });

  test('a stored value reads as its label; renamed labels keep the value; unknown as stored', () => {
    const renamed = [{ value: 'Hindu', en: 'Hindu (Sanatan)', hi: 'सनातन हिंदू' }];
    expect(labelOfValue(renamed, 'Hindu', 'hi')).toBe('सनातन हिंदू');
    expect(labelOfValue(renamed, 'Hindu', 'en')).toBe('Hindu (Sanatan)');
    expect(labelOfValue(renamed, 'TS3', 'hi')).toBe('TS3');
  });

  test('a typed caste is stored as the listed value whichever label was typed', () => {
    const castes = [{ value: 'Yadav', en: 'Yadav', hi: 'यादव' }];
    expect(valueOfText(castes, 'यादव')).toBe('Yadav');
    expect(valueOfText(castes, ' yadav ')).toBe('Yadav');
    expect(valueOfText(castes, 'Kurmi')).toBe('Kurmi');
  });

  test('the seeded lists keep the old spellings and carry both languages', () => {
    const religions = DEFAULT_OPTION_LISTS.religion.map((o) => o.value);
    expect(religions.slice(0, 2)).toEqual(['Hindu', 'Muslim']);
    expect(DEFAULT_OPTION_LISTS.category.map((o) => o.value)).toEqual([
      'General',
      'OBC',
      'SC',
      'ST',
      'EWS',
    ]);
    for (const list of Object.values(DEFAULT_OPTION_LISTS))
      for (const o of list) {
        expect(o.en.trim(), o.value).not.toBe('');
        // The Hindi name is written in Devanagari, not copied from the English one.
        expect(o.hi, o.value).toMatch(/[\u0900-\u097F]/);
      }
    // The placeholders are gone from the lists.
    const all = Object.values(DEFAULT_OPTION_LISTS).flatMap((l) => l.map((o) => o.value));
    for (const old of ['TS1', 'TS2', 'TS3', 'Test']) expect(all).not.toContain(old);
  });

  test('a list refuses twin values and options without a label', async () => {
    const twins = await validate(optionListSchema, {
      options: [SIKH, { value: 'sikh', en: 'Sikh again', hi: '' }],
    });
    expect(twins).toEqual({
      ok: false,
      fields: { 'options[1].value': 'errors.settings.duplicate' },
    });
    const unnamed = await validate(optionListSchema, {
      options: [{ value: 'X', en: ' ', hi: '' }],
    });
    expect(unnamed).toEqual({ ok: false, fields: { 'options[0]': 'errors.settings.label' } });
  });
});

describe('poll day', () => {
  const election = { pollDate: '2027-02-14', pollStart: '07:00', pollEnd: '18:00' };

  test('prints in the language: 12-hour English, 24-hour Hindi; nothing when unset', () => {
    expect(pollText(election, dateFormats('en'))).toBe('14 Feb 2027, 7:00\u00a0am–6:00\u00a0pm');
    expect(pollText(election, dateFormats('hi'))).toBe('14 फ़र॰ 2027, 07:00–18:00');
    expect(pollText(null, dateFormats('en'))).toBe('');
  });

  test('is all three fields, closing after opening, or none', async () => {
    expect(await validate(electionSchema, { ...election, pollEnd: '06:00' })).toEqual({
      ok: false,
      fields: { pollEnd: 'errors.settings.hours' },
    });
    expect(
      await validate(electionSchema, { pollDate: '', pollStart: '', pollEnd: '' }),
    ).toMatchObject({
      ok: true,
    });
  });
});

describe('the copy on the phone', () => {
  test('is the defaults until the first answer, then the answer', async () => {
    const db = freshDb();
    expect(await readCachedSettings(db)).toEqual(DEFAULT_CACHED_SETTINGS);
    expect(DEFAULT_CACHED_SETTINGS.settings).toEqual(DEFAULT_SETTINGS);
    const first = answer([...DEFAULT_OPTION_LISTS.religion, SIKH], '2026-11-26T10:00:00.000Z');
    await cacheSettings(db, first, new Date('2026-11-26T10:00:05Z'));
    expect(await readCachedSettings(db)).toEqual({
      ...first,
      fetchedAt: '2026-11-26T10:00:05.000Z',
    });
    // An older answer (a slow request overtaken by a newer one) changes nothing.
    await cacheSettings(db, answer([], '2026-11-26T09:00:00.000Z'));
    expect((await readCachedSettings(db)).settings.optionLists.religion).toContainEqual(SIKH);
  });

  test('a list the kept copy lacks reads as its default', async () => {
    const db = freshDb();
    const { caste: _dropped, ...older } = DEFAULT_OPTION_LISTS;
    await db.meta.put({
      key: SETTINGS_CACHE_KEY,
      value: JSON.stringify({
        settings: { optionLists: older, election: null },
        updatedAt: null,
        fetchedAt: null,
      }),
    });
    expect((await readCachedSettings(db)).settings.optionLists.caste).toEqual([]);
  });

  test('a refresh keeps the answer; offline or failing, the kept copy stays', async () => {
    const db = freshDb();
    saveSession('test-token', {
      id: 'u1',
      email: 'a@example.com',
      name: 'A',
      role: 'admin',
      scope: '',
    } as never);
    const served = answer([SIKH], '2026-11-26T10:00:00.000Z');
    const online: typeof fetch = async () =>
      new Response(JSON.stringify(served), { headers: { 'content-type': 'application/json' } });
    await refreshSettings(db, { force: true, fetch: online });
    expect((await readCachedSettings(db)).settings).toEqual(served.settings);

    const down: typeof fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    await refreshSettings(db, { force: true, fetch: down });
    expect((await readCachedSettings(db)).settings).toEqual(served.settings);
  });

  test('signed out, nothing is asked', async () => {
    const db = freshDb();
    let asked = 0;
    const count: typeof fetch = async () => {
      asked += 1;
      return new Response('{}');
    };
    await refreshSettings(db, { force: true, fetch: count });
    expect(asked).toBe(0);
    expect(await readCachedSettings(db)).toEqual(DEFAULT_CACHED_SETTINGS);
  });
});
