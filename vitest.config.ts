// Test projects split by what they need, so each pays only for its own set-up: pure logic in
// node (no DOM to build per file), screens in jsdom, the server on PGlite (plus PostgreSQL for
// the suites where the database's behaviour is the subject: tests/utils/server/test-databases.ts)
// and E2E files two at a time, each with its own server, browser and temp folders.
// Timeouts are set here once per project; a test file sets its own only for a longer case.
import { defineConfig } from 'vitest/config';
import type { ViteUserConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { LongFilesFirst } from './tests/utils/long-files-first.ts';

/** .test.ts files in tests/unit that need a DOM anyway (localStorage, File, window events). */
const UNIT_NEEDS_DOM = [
  'tests/unit/account-disabled.test.ts',
  'tests/unit/db-legacy-import.test.ts',
  'tests/unit/sync-lock.test.ts',
  'tests/unit/sync-triggers.test.ts',
  'tests/unit/settings.test.ts',
  'tests/unit/voter-import.test.ts',
];

/**
 * Tests of what a module holds from its first import (i18next's one instance and the strings
 * it has loaded): in unit-node's shared process an earlier file may have loaded every area
 * already (the order follows the files' durations), so they run in a process of their own
 * (unit-fresh), without the screen tests' set-up, which loads every string.
 */
const UNIT_NEEDS_FRESH_MODULES = ['tests/unit/i18n-lazy-areas.test.ts'];

/** Packages the screen tests import, pre-bundled (see unit-dom below). */
const BUNDLED_FOR_SCREENS = [
  '@mantine/core',
  '@mantine/hooks',
  '@mantine/modals',
  '@mantine/notifications',
  '@tabler/icons-react',
  '@testing-library/dom',
  '@testing-library/react',
  'dexie',
  'dexie-react-hooks',
  'formik',
  'i18next',
  'react',
  'react-dom',
  'react-dom/client',
  'react-i18next',
  'react-router-dom',
  'react/jsx-runtime',
  'yup',
];

/** What the screen tests need: jsdom, the UI libraries pre-bundled, the DOM set-up, timeouts. */
const SCREENS = {
  environment: 'jsdom',
  // The UI libraries bundled once into a file each (esbuild) instead of hundreds of modules
  // loaded again for every test file: this halves the time spent importing.
  deps: { optimizer: { client: { enabled: true, include: BUNDLED_FOR_SCREENS } } },
  setupFiles: ['tests/utils/setup-unit.ts', 'tests/utils/setup-dom.ts'],
  // Screens load lazily and settle through live queries; on a busy two-core machine a first
  // render can take seconds.
  testTimeout: 30_000,
  hookTimeout: 30_000,
} satisfies ViteUserConfig['test'];

export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's default on a two-core machine is one worker (cores - 1): test files ran one after
    // another. Two keep both cores busy while a file waits on its database or timers.
    maxWorkers: 2,
    // A worker runs its files one after another in one process, keeping the modules they
    // imported (the server, PGlite, Playwright) and its own start-up, instead of a new process
    // that imports everything again for each file: 2–9 s a file. What a file leaves behind is
    // reset by the set-up files (the fake IndexedDB emptied before each file), each file's own
    // server and database, and vi.unstubAllGlobals. Same day, same machine: unit-node 64 → 49
    // s, server 417 → 256 s, E2E 672 → 564 s. The screen tests keep a process per file
    // (unit-dom below).
    isolate: false,
    sequence: { sequencer: LongFilesFirst },
    // jsdom lays nothing out, so Mantine's focus trap finds no visible control in an open drawer
    // and logs the whole drawer node (hundreds of lines) each time; in a browser the trap works
    // (the E2E gate walks the drawers).
    onConsoleLog: (log) => !log.includes('[@mantine/hooks/use-focus-trap] Failed to find'),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit-node',
          // Not worker threads, though they start faster: threads of one process share
          // BroadcastChannel, so Dexie in one test file hears another file's writes to a database
          // of the same name as another tab's, and its live queries and the list order restart.
          include: ['tests/unit/**/*.test.ts'],
          exclude: [...UNIT_NEEDS_DOM, ...UNIT_NEEDS_FRESH_MODULES],
          environment: 'node',
          setupFiles: ['tests/utils/setup-unit.ts'],
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-fresh',
          include: UNIT_NEEDS_FRESH_MODULES,
          environment: 'node',
          setupFiles: ['tests/utils/setup-unit.ts'],
          isolate: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-dom',
          include: ['tests/unit/**/*.test.tsx', ...UNIT_NEEDS_DOM],
          // A process per file here: Vitest keeps one jsdom and the app's modules for all the
          // files of a shared process, and what a screen left reached the next file's screens
          // (a stubbed navigator.serviceWorker, a mocked module, the sync engine still
          // "Syncing…"): docs/architecture.md, "How the tests run".
          isolate: true,
          ...SCREENS,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          // initdb once per run; each test database loads that fresh cluster.
          globalSetup: ['tests/utils/pglite-template.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // Each file's server starts its database from one fresh cluster made once per run.
          globalSetup: ['tests/utils/pglite-template.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // Every file starts its own server (a free port, its own PGlite folder) and browser,
          // so two run at once; more would only fight over the two cores.
          fileParallelism: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'bench-smoke',
          include: ['tests/bench/**/*.test.ts'],
          environment: 'node',
          // One benchmark at a time: each starts servers and browsers of its own, their
          // databases from one fresh cluster made once per run (bench/lib/fresh-cluster.ts).
          // `npm test` runs them beside the E2E files, which leave a fifth of the two cores
          // idle while they wait on the app; there the field bench took 100 s (33 s alone), so
          // a slow day gets room before a smoke run counts as hung.
          globalSetup: ['tests/utils/pglite-template.ts'],
          testTimeout: 480_000,
        },
      },
    ],
  },
});
