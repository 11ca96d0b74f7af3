// The app's own texts per language, read from src/locales so the gate never spells UI copy:
// screen names for the title check, the loading label and the row menu's accessible name.
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { GateLang } from './gate-types.ts';

type Tree = { [key: string]: unknown };

const LOCALES_DIR = fileURLToPath(new URL('../../src/locales/', import.meta.url));
const cache = new Map<GateLang, Tree>();

function localeTree(lang: GateLang): Tree {
  const hit = cache.get(lang);
  if (hit) return hit;
  const dir = `${LOCALES_DIR}${lang}/`;
  const tree: Tree = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    Object.assign(tree, JSON.parse(readFileSync(dir + file, 'utf8')) as Tree);
  }
  cache.set(lang, tree);
  return tree;
}

/** The text of a dotted key in `lang`, English when Hindi lacks it, undefined when neither has it. */
export function localeText(lang: GateLang, key: string): string | undefined {
  const find = (tree: Tree): string | undefined => {
    let node: unknown = tree;
    for (const part of key.split('.')) {
      if (typeof node !== 'object' || node === null) return undefined;
      node = (node as Tree)[part];
    }
    return typeof node === 'string' ? node : undefined;
  };
  return find(localeTree(lang)) ?? find(localeTree('en'));
}

function required(lang: GateLang, key: string): string {
  const text = localeText(lang, key);
  if (text === undefined) throw new Error(`gate: locale key ${key} is missing`);
  return text;
}

export type GateTexts = {
  appName: string;
  /** Accessible names of the spinners a screen shows while it loads. */
  loading: string[];
  /** "Actions for {{name}}" as a pattern source, to find every row menu button. */
  rowActionsPattern: string;
  toggleNav: string;
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function gateTexts(lang: GateLang): GateTexts {
  const [before = '', after = ''] = required(lang, 'list.rowActions').split('{{name}}');
  return {
    appName: required(lang, 'app.name'),
    loading: [...new Set([required(lang, 'app.loading'), required(lang, 'list.loading')])],
    rowActionsPattern: `^${escape(before)}.+${escape(after)}$`,
    toggleNav: required(lang, 'shell.toggleNav'),
  };
}
