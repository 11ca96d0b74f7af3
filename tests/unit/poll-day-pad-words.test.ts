// The pad's words (pad-words.ts) are i18next's own: a sentence asked once with its blanks open and
// filled on each tap reads exactly as t() with the same values, in English and Hindi; a found
// voter's lines name the relative, age and voter id, and a repeat says who marked them and when.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VoterRecord } from '../../src/db/types.ts';
import { padWords, template } from '../../src/features/poll-day/pad-words.ts';
import type { PartRoll } from '../../src/features/poll-day/serial-pad-data.ts';
import { allStrings, i18n, i18nReady } from '../../src/i18n.ts';

const CASES = [
  ['pollDay.relation', { label: 'Father', name: 'Ram <Sharma>' }],
  ['pollDay.pad.age', { age: 41 }],
  ['pollDay.pad.alreadyVotedBy', { by: 'Asha Verma', time: '10:42 am' }],
  ['pollDay.markVoted', { name: 'सीता शर्मा' }],
  ['pollDay.pad.outside', { serial: 999, part: 12, first: 1, last: 1200 }],
  ['pollDay.pad.noSerials', { part: 12 }],
] as const;

// The pad is a screen: it renders once every area's strings are in (app/route-screens.ts).
beforeAll(async () => {
  await i18nReady;
  await allStrings();
});
afterAll(() => i18n.changeLanguage('en'));

describe('pad words', () => {
  for (const lang of ['en', 'hi'])
    it(`fill a template as t() does (${lang})`, async () => {
      await i18n.changeLanguage(lang);
      const t = i18n.getFixedT(lang);
      for (const [key, values] of CASES) {
        const filled = template(t, key, Object.keys(values))(values as Record<string, string>);
        expect(filled, key).toBe(t(key, values));
        expect(filled, key).not.toContain('{{');
      }
    });

  it('make the lines of a found voter, a repeat and a serial outside the part', async () => {
    await i18n.changeLanguage('en');
    const words = padWords(i18n.getFixedT('en'), () => '10:42 am');
    const voter = {
      id: 'v1',
      firstName: 'Ram',
      lastName: 'Sharma',
      relation: 'Shyam',
      relationType: 'father',
      age: 30,
      voterId: 'NLD1234567',
    } as VoterRecord;
    const roll = { part: 12, first: 1, last: 1200 } as PartRoll;
    const [name, details] = words.lines({ kind: 'found', serial: 7, voter }, roll);
    expect([name.text, details.text]).toEqual([
      'Ram Sharma',
      "Father's Name: Shyam · age 30 · NLD1234567",
    ]);
    // Kept: the same voter again is the same lines, not made again.
    expect(words.lines({ kind: 'found', serial: 7, voter }, roll)[1]).toBe(details);
    const mark = { by: 'Asha Verma', markedAt: '2026-11-25T05:12:00.000Z' };
    expect(words.lines({ kind: 'voted', serial: 7, voter, mark }, roll)[1].text).toBe(
      'Already marked voted, not counted again: by Asha Verma at 10:42 am',
    );
    expect(words.lines({ kind: 'outside', serial: 1300 }, roll)[0].text).toBe(
      'No voter at serial 1300 in part 12 (serials 1–1200).',
    );
    expect(words.markLabel(voter)).toBe('Mark Ram Sharma as voted');
  });
});
