// The string areas loaded before the first render (src/locales/<lang>-start.ts globs the same
// files; Vite needs them spelled there). A test checks that both languages' start and rest
// chunks hold every area once.
export const START_AREAS = [
  'app',
  'auth',
  'errors',
  'form20',
  'home',
  'list',
  'nav',
  'pollDay',
  'shell',
  'sync',
] as const;
