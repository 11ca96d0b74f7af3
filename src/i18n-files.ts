// Every locale file of both languages, eagerly: for the checks that compare them (tests). The
// app itself loads one language at a time (src/i18n.ts).
import type { LocaleTree } from './locales/merge-area-files.ts';

export const LOCALE_FILES = import.meta.glob('./locales/*/*.json', { eager: true });

/** Merge every locales/<lang>/<area>.json into one resource tree per language. */
export function mergeLocaleFiles(files: Record<string, unknown>): Record<string, LocaleTree> {
  const byLang: Record<string, LocaleTree> = {};
  for (const [path, mod] of Object.entries(files)) {
    const match = /\/locales\/([^/]+)\/[^/]+\.json$/.exec(path);
    if (!match?.[1]) continue;
    const data = (mod as { default?: unknown }).default ?? mod;
    byLang[match[1]] = { ...byLang[match[1]], ...(data as LocaleTree) };
  }
  return byLang;
}
