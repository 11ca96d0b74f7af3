// The strings are split per language into the areas the first screens need (loaded before the
// first render) and the rest (loaded when another screen opens, src/i18n.ts): between them they
// must hold every area of the language, each once, and the start chunk exactly START_AREAS.
import { describe, expect, it } from 'vitest';
import { LOCALE_FILES, mergeLocaleFiles } from '../../src/i18n-files.ts';
import enRest from '../../src/locales/en-rest.ts';
import enStart from '../../src/locales/en-start.ts';
import hiRest from '../../src/locales/hi-rest.ts';
import hiStart from '../../src/locales/hi-start.ts';
import { START_AREAS } from '../../src/locales/start-areas.ts';

const all = mergeLocaleFiles(LOCALE_FILES);

describe.each([
  ['en', enStart, enRest],
  ['hi', hiStart, hiRest],
] as const)('%s strings', (lang, start, rest) => {
  it('start with exactly the first screens’ areas', () => {
    expect(Object.keys(start).sort()).toEqual([...START_AREAS].sort());
  });

  it('hold every area once between the start and the rest', () => {
    const startAreas = Object.keys(start);
    expect(Object.keys(rest).filter((area) => startAreas.includes(area))).toEqual([]);
    expect({ ...start, ...rest }).toEqual(all[lang]);
  });
});
