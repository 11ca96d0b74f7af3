// Every visible string exists in English and Hindi: the same keys in every area, nothing empty,
// the same {{placeholders}}, and each file nested under its own area name.
import { describe, expect, it } from 'vitest';
import { SCREEN_ROUTES } from '../../src/domain/navigation.ts';
import { MSG } from '../../src/domain/validation.ts';
import { i18n, i18nReady } from '../../src/i18n.ts';
import { LOCALE_FILES, mergeLocaleFiles } from '../../src/i18n-files.ts';

type Tree = { [key: string]: unknown };

/** 'en/auth' -> parsed file, for every src/locales/<lang>/<area>.json. */
const byFile = new Map<string, Tree>();
for (const [path, mod] of Object.entries(LOCALE_FILES)) {
  const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!match) throw new Error(`Unexpected locale path ${path}`);
  byFile.set(`${match[1]}/${match[2]}`, ((mod as { default?: Tree }).default ?? mod) as Tree);
}
const areas = (lang: string) =>
  [...byFile.keys()].filter((k) => k.startsWith(`${lang}/`)).map((k) => k.slice(lang.length + 1));

function leaves(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of leaves(value as Tree, path)) out.set(k, v);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

const placeholders = (text: unknown) => [...String(text).matchAll(/{{\s*(\w+)/g)].map((m) => m[1]);

describe('locale files', () => {
  it('exist for English and Hindi with the same areas', () => {
    expect(areas('en').length).toBeGreaterThan(0);
    expect(areas('hi').sort()).toEqual(areas('en').sort());
  });

  it.each(areas('en'))('%s.json is nested under its area name', (area) => {
    for (const lang of ['en', 'hi']) {
      expect(Object.keys(byFile.get(`${lang}/${area}`) ?? {})).toEqual([area]);
    }
  });

  it.each(areas('en'))('hi/%s.json has exactly the English keys', (area) => {
    const en = [...leaves(byFile.get(`en/${area}`) ?? {}).keys()].sort();
    const hi = [...leaves(byFile.get(`hi/${area}`) ?? {}).keys()].sort();
    expect(
      hi.filter((k) => !en.includes(k)),
      'keys only in Hindi',
    ).toEqual([]);
    expect(
      en.filter((k) => !hi.includes(k)),
      'keys missing in Hindi',
    ).toEqual([]);
  });

  it.each([...byFile.keys()])('%s has no empty or non-text values', (file) => {
    const bad = [...leaves(byFile.get(file) ?? {})].filter(
      ([, v]) => typeof v !== 'string' || v.trim() === '',
    );
    expect(bad.map(([k]) => k)).toEqual([]);
  });

  it.each(areas('en'))('hi/%s.json uses the same {{placeholders}}', (area) => {
    const hi = leaves(byFile.get(`hi/${area}`) ?? {});
    for (const [key, text] of leaves(byFile.get(`en/${area}`) ?? {})) {
      expect(placeholders(hi.get(key)).sort(), key).toEqual(placeholders(text).sort());
    }
  });
});

describe('keys the code relies on', () => {
  const merged = mergeLocaleFiles(LOCALE_FILES);
  const has = (lang: string, key: string) => leaves(merged[lang] ?? {}).has(key);

  it('has every validation message key of the shared schemas', () => {
    for (const key of Object.values(MSG)) {
      expect(has('en', key), key).toBe(true);
      expect(has('hi', key), key).toBe(true);
    }
  });

  it('has a title for every dashboard screen', () => {
    for (const route of SCREEN_ROUTES) expect(has('en', route.titleKey), route.titleKey).toBe(true);
  });

  it('has the server error keys', () => {
    const serverKeys = [
      'errors.invalidInput',
      'errors.invalidCredentials',
      'errors.emailTaken',
      'errors.signInAgain',
      'errors.forbidden',
      'errors.notFound',
      'errors.tooManyRequests',
      'errors.server',
      'errors.network',
      'errors.tooDeep',
      'errors.claimCodeRequired',
      'errors.claimCodeInvalid',
    ];
    for (const key of serverKeys) {
      expect(has('en', key), key).toBe(true);
      expect(has('hi', key), key).toBe(true);
    }
  });

  it('keeps the spec wording in English', async () => {
    await i18nReady;
    expect(i18n.getFixedT('en')('errors.required')).toBe('Required');
    expect(i18n.getFixedT('en')('errors.network')).toBe('Network error');
    expect(i18n.getFixedT('en')('app.errorPage.title')).toBe('Unexpected Application Error!');
    expect(i18n.getFixedT('en')('app.errorPanel.title')).toBe('Unexpected Error');
  });
});
