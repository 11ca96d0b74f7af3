// Every Hindi area the first screens do not need (hi-start.ts has those), as one chunk
// loaded when another screen opens (src/i18n.ts); the service worker precaches it for offline.
import { mergeAreaFiles } from './merge-area-files.ts';

export default mergeAreaFiles(
  import.meta.glob(
    [
      './hi/*.json',
      '!./hi/app.json',
      '!./hi/auth.json',
      '!./hi/errors.json',
      '!./hi/form20.json',
      '!./hi/home.json',
      '!./hi/list.json',
      '!./hi/nav.json',
      '!./hi/pollDay.json',
      '!./hi/shell.json',
      '!./hi/sync.json',
    ],
    { eager: true, import: 'default' },
  ),
);
