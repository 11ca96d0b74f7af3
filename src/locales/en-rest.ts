// Every English area the first screens do not need (en-start.ts has those), as one chunk
// loaded when another screen opens (src/i18n.ts); the service worker precaches it for offline.
import { mergeAreaFiles } from './merge-area-files.ts';

export default mergeAreaFiles(
  import.meta.glob(
    [
      './en/*.json',
      '!./en/app.json',
      '!./en/auth.json',
      '!./en/errors.json',
      '!./en/form20.json',
      '!./en/home.json',
      '!./en/list.json',
      '!./en/nav.json',
      '!./en/pollDay.json',
      '!./en/shell.json',
      '!./en/sync.json',
    ],
    { eager: true, import: 'default' },
  ),
);
