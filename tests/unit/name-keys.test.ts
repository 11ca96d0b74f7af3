import { describe, expect, it } from 'vitest';
import {
  idQueryKey,
  idSearchKeys,
  nameSearchKeys,
  phoneticKey,
  phoneticKeys,
  phoneticPrefix,
  prefixKeys,
  queryKeys,
} from '../../src/domain/name-keys.ts';
import {
  ACCEPTED_COLLISIONS,
  DISTINCT_NAMES,
  KNOWN_MISSES,
  NAME_PAIRS,
} from '../../devkit/fixtures/name-pairs.ts';

/** What Dexie does with the index: every query word must hit a key, the last as a prefix. */
function finds(query: string, recordKeys: string[]): boolean {
  return queryKeys(query).every(({ keys, prefix }) =>
    keys.some((k) => recordKeys.some((r) => (prefix ? r.startsWith(k) : r === k))),
  );
}

const spellings = (p: (typeof NAME_PAIRS)[number]) => [...p.latin, ...p.devanagari];

describe('phoneticKey on real name pairs', () => {
  const crossPairs = NAME_PAIRS.flatMap((p) =>
    p.latin.flatMap((l) => p.devanagari.map((d) => [l, d] as const)),
  );

  it('has at least 80 Latin–Devanagari pairs', () => {
    expect(crossPairs.length).toBeGreaterThanOrEqual(80);
    console.info(`name pairs: ${NAME_PAIRS.length} names, ${crossPairs.length} Latin–Devanagari`);
  });

  it.each(NAME_PAIRS.map((p) => [spellings(p).join(' / '), p] as const))(
    'one key for %s',
    (_, pair) => {
      const keys = spellings(pair).map(phoneticKey);
      expect(new Set(keys).size, keys.join(' ')).toBe(1);
      expect(keys[0]).not.toBe('');
    },
  );

  it('finds each script from the other, whole word, in both directions', () => {
    for (const [latin, devanagari] of crossPairs) {
      expect(finds(latin, nameSearchKeys(devanagari)), `${latin} → ${devanagari}`).toBe(true);
      expect(finds(devanagari, nameSearchKeys(latin)), `${devanagari} → ${latin}`).toBe(true);
    }
  });

  it('still misses the spellings listed as known misses (update the list when one is fixed)', () => {
    for (const pair of KNOWN_MISSES) {
      expect(new Set(spellings(pair).map(phoneticKey)).size, spellings(pair).join(' ')).toBe(2);
    }
  });
});

describe('the pairs of issue 43 and a flapped ड़', () => {
  it('finds Jaiswal, Qureshi, Vijay and Vinod across scripts and spellings', () => {
    const pairs = [
      ['Jaiswal', 'जायसवाल'],
      ['Jayswal', 'जायसवाल'],
      ['Qureshi', 'कुरैशी'],
      ['Kureshi', 'क़ुरैशी'],
      ['Bijay', 'विजय'],
      ['Vijay', 'बिजय'],
      ['Binod', 'विनोद'],
      ['Vinod', 'बिनोद'],
    ] as const;
    for (const [latin, devanagari] of pairs) {
      expect(finds(latin, nameSearchKeys(devanagari)), `${latin} → ${devanagari}`).toBe(true);
      expect(finds(devanagari, nameSearchKeys(latin)), `${devanagari} → ${latin}`).toBe(true);
    }
  });

  it('finds them while the word is still being typed', () => {
    expect(finds('Cha', nameSearchKeys('चौहान'))).toBe(true);
    expect(finds('Chau', nameSearchKeys('Chohan'))).toBe(true);
    expect(finds('Qura', nameSearchKeys('कुरेशी'))).toBe(true);
    expect(finds('Bij', nameSearchKeys('विजय'))).toBe(true);
    expect(finds('Jays', nameSearchKeys('जैसवाल'))).toBe(true);
    expect(finds('Shamb', nameSearchKeys('शंभू'))).toBe(true);
    expect(prefixKeys('Shib')).toEqual(['siv', 'sibh']);
  });

  it('reads ड़ (or ड after a vowel) both as d and as r, since Latin writes it either way', () => {
    for (const typed of ['राठौड़', 'राठौड']) {
      const keys = phoneticKeys(typed);
      expect(keys).toContain(phoneticKey('Rathod'));
      expect(keys).toContain(phoneticKey('Rathore'));
      expect(finds('Rathore', nameSearchKeys(typed)), typed).toBe(true);
      expect(finds(typed, nameSearchKeys('Rathore')), typed).toBe(true);
    }
    expect(phoneticKeys('गढ़वाल')).toContain(phoneticKey('Garhwal'));
    // ड at the start of a word, or after a nasal, is a d only.
    expect(phoneticKeys('डंडा')).toEqual([phoneticKey('डंडा')]);
    expect(phoneticKeys('Rathod')).toEqual([phoneticKey('Rathod')]);
  });
});

describe('different names', () => {
  it.each(DISTINCT_NAMES)('%s and %s get different keys', (a, b) => {
    expect(phoneticKey(a)).not.toBe(phoneticKey(b));
  });

  it.each(ACCEPTED_COLLISIONS)('%s and %s share a key (final a dropped)', (a, b) => {
    expect(phoneticKey(a)).toBe(phoneticKey(b));
  });
});

describe('prefix search', () => {
  const sharma = nameSearchKeys('Sharma');
  const sharmaHi = nameSearchKeys('शर्मा');

  it('finds Sharma and शर्मा from "shar", and Sharma from "शर्"', () => {
    expect(finds('shar', sharma)).toBe(true);
    expect(finds('shar', sharmaHi)).toBe(true);
    expect(finds('शर्', sharma)).toBe(true);
    expect(finds('Sha', sharmaHi)).toBe(true);
  });

  it('finds the other script while a word is being typed', () => {
    expect(finds('chau', nameSearchKeys('चौधरी'))).toBe(true);
    expect(finds('laks', nameSearchKeys('लक्ष्मी'))).toBe(true);
    expect(finds('lax', nameSearchKeys('लक्ष्मी'))).toBe(true);
    expect(finds('moham', nameSearchKeys('मोहम्मद'))).toBe(true);
    expect(finds('gurpre', nameSearchKeys('गुरप्रीत'))).toBe(true);
    expect(finds('यादव', nameSearchKeys('Yadav'))).toBe(true);
  });

  it('finds most Latin prefixes (3 letters or more) of every fixture name in Devanagari', () => {
    let tried = 0;
    let found = 0;
    for (const pair of NAME_PAIRS) {
      for (const latin of pair.latin) {
        for (const devanagari of pair.devanagari) {
          const record = nameSearchKeys(devanagari);
          for (let n = 3; n <= latin.length; n++) {
            tried += 1;
            if (finds(latin.slice(0, n), record)) found += 1;
          }
        }
      }
    }
    console.info(`Latin prefixes finding the Devanagari name: ${found}/${tried}`);
    expect(found / tried).toBeGreaterThan(0.95);
  });

  it('matches every word of a full name, the last as a prefix', () => {
    const record = nameSearchKeys('राम', 'कुमार');
    expect(finds('ram kum', record)).toBe(true);
    expect(finds('Ram Kumar', record)).toBe(true);
    expect(finds('shyam kum', record)).toBe(false);
    expect(finds('ra kumar', record)).toBe(false);
  });

  it('keeps Kumar and Kumari apart as whole words; a typed prefix may reach both', () => {
    expect(finds('kumari', nameSearchKeys('कुमार'))).toBe(false);
    expect(finds('kumari', nameSearchKeys('कुमारी'))).toBe(true);
    expect(finds('kuma', nameSearchKeys('कुमारी'))).toBe(true);
  });

  it('gives each typed word the word itself and its key; the last also its prefix key', () => {
    expect(queryKeys('  Ram,  KUMAR ')).toEqual([
      { keys: ['ram'], prefix: false },
      { keys: ['kumar', 'kumr'], prefix: true },
    ]);
    expect(queryKeys('')).toEqual([]);
    // au is an o (Chauhan = Chohan): the prefix of Chaudhary is chodh.
    expect(phoneticPrefix('Chaudha')).toBe('chodh');
  });
});

describe('odd input', () => {
  it('returns an empty key when there is nothing to pronounce', () => {
    for (const word of ['', '123', '!!!', '--', '  ', '😀']) expect(phoneticKey(word)).toBe('');
  });

  it('ignores Gurmukhi and Urdu letters safely', () => {
    expect(phoneticKey('ਗੁਰਪ੍ਰੀਤ')).toBe('');
    expect(phoneticKey('محمد')).toBe('');
    expect(phoneticKey('Singhਸਿੰਘ')).toBe(phoneticKey('Singh'));
    // The word as written is still indexed, so the same script finds it.
    expect(nameSearchKeys('ਗੁਰਪ੍ਰੀਤ ਕੌਰ')).toEqual(['ਗੁਰਪ੍ਰੀਤ', 'ਕੌਰ']);
  });

  it('reads digits, punctuation, accents and mixed scripts without throwing', () => {
    expect(phoneticKey('Mohd.')).toBe(phoneticKey('Mohammad'));
    expect(phoneticKey('Sharma2')).toBe(phoneticKey('Sharma'));
    expect(phoneticKey('Śarmā')).toBe(phoneticKey('Sharma'));
    expect(phoneticKey('ख़ान')).toBe(phoneticKey('ख़ान'.normalize('NFD')));
    expect(typeof phoneticKey('रamesh')).toBe('string');
    expect(phoneticKey('रamesh')).toBe(phoneticKey('रamesh'));
  });

  it('indexes each word once, written form and key, and skips missing names', () => {
    expect(nameSearchKeys('Sunita Devi', undefined, 'devi')).toEqual(['sunita', 'sunit', 'devi']);
    expect(nameSearchKeys(undefined, '')).toEqual([]);
  });
});

describe('idSearchKeys', () => {
  it('upper-cases the voter id and keeps phone digits, with the last ten apart', () => {
    expect(idSearchKeys('abc1234567', '+91 98765-43210')).toEqual([
      'ABC1234567',
      '919876543210',
      '9876543210',
    ]);
    expect(idSearchKeys(' UP/12 345 ', '09876543210')).toEqual([
      'UP12345',
      '09876543210',
      '9876543210',
    ]);
    expect(idSearchKeys(undefined, undefined)).toEqual([]);
  });

  it('turns a typed id or phone into a prefix of what is stored, and names into nothing', () => {
    const stored = idSearchKeys('ABC1234567', '+91 98765 43210');
    for (const typed of ['abc12', 'ABC 1234567', '98765', '+91 9876', '919876543210']) {
      const key = idQueryKey(typed);
      expect(
        stored.some((k) => k.startsWith(key)),
        typed,
      ).toBe(true);
    }
    expect(idQueryKey('Sharma')).toBe('');
  });
});

describe('speed', () => {
  it('prints keys per second (CPU time) for new words and for a roll that repeats names', () => {
    const words = NAME_PAIRS.flatMap(spellings);
    const isLatin = (w: string) => /[a-z]/i.test(w);
    const affixed = (latin: string[], hindi: string[]) =>
      words.flatMap((w) => {
        const affix = isLatin(w) ? latin : hindi;
        return affix.flatMap((a) => affix.map((b) => a + w + b));
      });
    const rate = (list: string[]) => {
      const cpu = process.cpuUsage();
      for (const w of list) phoneticKey(w);
      const used = process.cpuUsage(cpu);
      return Math.round(list.length / ((used.user + used.system) / 1e6));
    };
    rate(affixed(['pa', 'lo'], ['प', 'लो'])); // warm-up: let the JIT compile
    const fresh = affixed(['ka', 'ra', 'mi', 'su', 'de', 'n'], ['क', 'र', 'मि', 'सु', 'दे', 'न']);
    const latinRate = rate(fresh.filter(isLatin));
    const hindiRate = rate(fresh.filter((w) => !isLatin(w)));
    const roll = Array.from({ length: 300_000 }, (_, i) => words[(i * 7919) % words.length]!);
    const rollRate = rate(roll);
    console.info(
      `phoneticKey, new words: ${latinRate}/s Latin, ${hindiRate}/s Devanagari ` +
        `(${fresh.length} words); 300,000-word roll of repeated names: ${rollRate}/s`,
    );
    expect(Math.min(latinRate, hindiRate, rollRate)).toBeGreaterThan(0);
  });
});
