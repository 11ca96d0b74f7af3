// The words of the server's sign-in page, from the app's own locale files: the page shows
// English and Hindi side by side (like the splash), because the server cannot know the
// language a phone's owner picked in the app (that choice lives in the phone's storage).
import enApp from '../../src/locales/en/app.json' with { type: 'json' };
import enAuth from '../../src/locales/en/auth.json' with { type: 'json' };
import enErrors from '../../src/locales/en/errors.json' with { type: 'json' };
import hiApp from '../../src/locales/hi/app.json' with { type: 'json' };
import hiAuth from '../../src/locales/hi/auth.json' with { type: 'json' };
import hiErrors from '../../src/locales/hi/errors.json' with { type: 'json' };

export type Bilingual = { en: string; hi: string };

type Tree = { [key: string]: unknown };
const EN: Tree = { ...enApp, ...enAuth, ...enErrors };
const HI: Tree = { ...hiApp, ...hiAuth, ...hiErrors };

function lookup(tree: Tree, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Tree)[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

/** `key` (an i18n key such as 'errors.required') in both languages; `fallback` if unknown. */
export function bilingual(key: string, fallback = 'errors.unknown'): Bilingual {
  const en = lookup(EN, key) ?? lookup(EN, fallback);
  const hi = lookup(HI, key) ?? lookup(HI, fallback);
  if (en === undefined || hi === undefined) throw new Error(`No text for ${key}`);
  return { en, hi };
}
