// The English strings the first screens need (the sign-in, the dashboard's shell and home, the
// sync badge, errors): loaded before the first render. The other areas are en-rest.ts, loaded
// when a screen needs them (src/i18n.ts). START_AREAS in start-areas.ts names the same files.
import { mergeAreaFiles } from './merge-area-files.ts';

export default mergeAreaFiles(
  import.meta.glob(
    [
      './en/app.json',
      './en/auth.json',
      './en/errors.json',
      './en/form20.json',
      './en/home.json',
      './en/list.json',
      './en/nav.json',
      './en/pollDay.json',
      './en/shell.json',
      './en/sync.json',
    ],
    { eager: true, import: 'default' },
  ),
);
