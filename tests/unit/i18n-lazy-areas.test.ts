// The app starts with the strings of its first screens only (src/i18n.ts): the other areas
// arrive when a screen asks for them (allStrings), or when any key of the language shown is
// missing, and a language switch after that brings every area of the new language at once.
import { describe, expect, it, vi } from 'vitest';
import { allStrings, i18n, i18nReady } from '../../src/i18n.ts';

describe('strings loaded in two steps', () => {
  it('start with the first screens’ areas, and bring the rest on a missing key', async () => {
    await i18nReady;
    expect(i18n.language).toBe('en');
    expect(i18n.exists('shell.hello')).toBe(true);
    expect(i18n.exists('home.subtitle')).toBe(true);
    expect(i18n.exists('voters.relative.father')).toBe(false);
    // A component outside the screens' loaders asking for a key of another area.
    expect(i18n.t('voters.relative.father')).toBe('voters.relative.father');
    await vi.waitFor(() => expect(i18n.exists('voters.relative.father')).toBe(true));
    expect(i18n.t('voters.relative.father')).toBe("Father's Name");
  });

  it('bring every area of a language switched to once the rest was wanted', async () => {
    await allStrings();
    await i18n.changeLanguage('hi');
    expect(i18n.exists('home.subtitle')).toBe(true);
    expect(i18n.exists('voters.relative.father')).toBe(true);
    await i18n.changeLanguage('en');
  });
});
