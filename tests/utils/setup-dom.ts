// Set once for every screen test: Testing Library's waits (findBy*, waitFor) get 15 s, since
// lazy screens, live queries and Formik validation settle asynchronously, and the first import
// of a lazy screen (the dashboard after sign-in) took over 6 s with the load average at 14.
// A wait that succeeds returns at once; only a failing one waits the whole time. Set in a hook: set while this
// file loads, it did not reach the tests' Testing Library.
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

beforeAll(() => configure({ asyncUtilTimeout: 15_000 }));

// The app renders after its first language's strings have loaded (src/main.tsx), and each
// screen after every area's (app/route-screens.ts); so do the screens tested here.
beforeAll(async () => {
  const { allStrings, i18nReady } = await import('../../src/i18n.ts');
  await i18nReady;
  await allStrings();
});

// Each test's screen is unmounted after it. Testing Library registers this itself only under
// Vitest's globals, which we do not use: screens stayed mounted to the end of their file, and
// their live queries, timers and the sync engine they started ran on after the file's jsdom was
// gone ("window is not defined", "localStorage is not defined" as unhandled errors in CI).
// Toasts live in a module-level store that outlives the screen: emptied too, so the next test
// of the file does not see this one's toasts.
afterEach(() => {
  cleanup();
  notifications.clean();
  notifications.cleanQueue();
});
