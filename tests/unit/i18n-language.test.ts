// The first visit follows the browser's language; a remembered choice (localStorage 'lang')
// wins over it.
import { describe, expect, it } from 'vitest';
import {
  LANGUAGE_STORAGE_KEY,
  browserLanguage,
  initialLanguage,
  storedLanguage,
} from '../../src/i18n.ts';

const storage = (values: Record<string, string>) => ({
  getItem: (key: string) => values[key] ?? null,
});

describe('browser language', () => {
  it.each([
    [{ languages: ['hi'] }, 'hi'],
    [{ languages: ['hi-IN', 'en-US'] }, 'hi'],
    [{ languages: ['HI-in'] }, 'hi'],
    [{ language: 'hi-IN' }, 'hi'],
    [{ languages: [], language: 'hi' }, 'hi'],
    // The first preference we have wins: Marathi first, then Hindi -> Hindi.
    [{ languages: ['mr-IN', 'hi-IN', 'en'] }, 'hi'],
    [{ languages: ['en-IN', 'hi-IN'] }, 'en'],
    [{ languages: ['en-US'] }, 'en'],
    [{ languages: ['fr-FR', 'de'] }, 'en'],
    [{ language: 'ta-IN' }, 'en'],
    [{}, 'en'],
    [undefined, 'en'],
  ] as const)('%j -> %s', (nav, expected) => {
    expect(browserLanguage(nav)).toBe(expected);
  });
});

describe('first language', () => {
  const hindiBrowser = { languages: ['hi-IN'], language: 'hi-IN' };

  it('follows the browser when nothing is remembered', () => {
    expect(initialLanguage(storage({}), hindiBrowser)).toBe('hi');
    expect(initialLanguage(storage({}), { languages: ['en-GB'] })).toBe('en');
  });

  it('prefers a remembered choice', () => {
    expect(initialLanguage(storage({ [LANGUAGE_STORAGE_KEY]: 'en' }), hindiBrowser)).toBe('en');
    expect(initialLanguage(storage({ [LANGUAGE_STORAGE_KEY]: 'hi' }), { language: 'en' })).toBe(
      'hi',
    );
  });

  it('ignores an unknown remembered value and blocked storage', () => {
    expect(storedLanguage(storage({ [LANGUAGE_STORAGE_KEY]: 'fr' }))).toBeNull();
    expect(initialLanguage(storage({ [LANGUAGE_STORAGE_KEY]: 'fr' }), hindiBrowser)).toBe('hi');
    const blocked = {
      getItem: (): string | null => {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    expect(initialLanguage(blocked, hindiBrowser)).toBe('hi');
    expect(initialLanguage(undefined, undefined)).toBe('en');
  });
});
