// The Hindi strings the first screens need (the sign-in, the dashboard's shell and home, the
// sync badge, errors): loaded before the first render. The other areas are hi-rest.ts, loaded
// when a screen needs them (src/i18n.ts). START_AREAS in start-areas.ts names the same files.
import { mergeAreaFiles } from './merge-area-files.ts';

export default mergeAreaFiles(
  import.meta.glob(
    [
      './hi/app.json',
      './hi/auth.json',
      './hi/errors.json',
      './hi/form20.json',
      './hi/home.json',
      './hi/list.json',
      './hi/nav.json',
      './hi/pollDay.json',
      './hi/shell.json',
      './hi/sync.json',
    ],
    { eager: true, import: 'default' },
  ),
);
