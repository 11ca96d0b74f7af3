import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { appShellScrollClassesPlugin } from './scripts/app-shell-scroll-classes.ts';
import { bodyStylesheetsPlugin } from './scripts/body-stylesheets.ts';
import { mantineComponentStylesPlugin } from './scripts/mantine-component-styles.ts';
import { OUTSIDE_PRECACHE } from './scripts/outside-precache.ts';
import { precompressPlugin } from './scripts/precompress.ts';
import { preloadFirstRoutePlugin } from './scripts/preload-first-route.ts';

// The small parts nearly every screen is built from, as one chunk: React, Mantine's core and
// hooks, and the everyday components (each with its stylesheet). Left to automatic splitting,
// each came as its own file of a kilobyte or two, and a first load fetched some 70 files, each
// with its own request, headers and compression overhead on a 3G link. Screens' own and
// seldom-used components still load with their screens.
const EVERYDAY_COMPONENTS = [
  ...['Box', 'Flex', 'Stack', 'Group', 'Center', 'SimpleGrid', 'Paper', 'Card', 'Divider'],
  ...['Text', 'Title', 'Anchor', 'Badge', 'Avatar', 'ThemeIcon', 'Progress', 'VisuallyHidden'],
  ...['UnstyledButton', 'Button', 'ActionIcon', 'CloseButton', 'Loader', 'Alert'],
  ...['Input', 'InputBase', 'TextInput', 'PasswordInput', 'NativeSelect', 'Portal', 'Transition'],
];
const EVERYDAY_UI = new RegExp(
  String.raw`[\\/]node_modules[\\/](?:react|react-is|clsx|@mantine[\\/]hooks|` +
    String.raw`@mantine[\\/]core[\\/]esm[\\/](?:core|components[\\/](?:${EVERYDAY_COMPONENTS.join('|')})))[\\/]`,
);

// The service worker is our own (sw/sw.ts, injectManifest) so that it can also wake the
// sync engine; vite-plugin-pwa only injects the precache manifest and writes the web manifest.
export default defineConfig({
  plugins: [
    react(),
    // AppShell without react-remove-scroll's code: it reads two class names from it.
    appShellScrollClassesPlugin(),
    // Mantine's CSS per component, in the chunk of the screen that uses it.
    mantineComponentStylesPlugin(),
    // The inline splash of index.html paints before the stylesheet arrives.
    bodyStylesheetsPlugin(),
    // The first screen's chunks fetched alongside the entry: the dashboard from index.html (an
    // installed app's start), the sign-in screen from the server's sign-in page (a first visit).
    preloadFirstRoutePlugin({
      signedIn: ['src/app/shell/dashboard-shell.tsx', 'src/features/home/home-screen.tsx'],
      signIn: ['src/features/auth/sign-in-page.tsx'],
    }),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      // Precache only what the app needs offline, each URL once: code, styles, the shell and
      // the favicon. The plugin adds the web manifest itself; install icons are kept by the
      // browser, not by us. The Devanagari font is not precached: phones have it installed
      // (src/app/devanagari-font.css), and elsewhere the asset cache keeps it once drawn. Desk
      // tools load on first open (scripts/outside-precache.ts).
      injectManifest: {
        globPatterns: ['**/*.{js,css,html}', 'favicon.svg'],
        // sign-in-boot.js runs only on the server's sign-in page, which the worker never serves.
        globIgnores: ['sw.js', 'sign-in-boot.js', '**/*.br', '**/*.gz', ...OUTSIDE_PRECACHE],
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      },
      includeAssets: [],
      includeManifestIcons: false,
      manifest: {
        name: 'Booth Panel',
        short_name: 'Booth Panel',
        description: 'Voter lists, teams, campaigns and chat for booth workers — works offline.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        background_color: '#ffffff',
        theme_color: '#e8590c',
        lang: 'en',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      devOptions: { enabled: false },
    }),
    // Last: compresses dist/ once vite-plugin-pwa has written sw.js.
    precompressPlugin(),
  ],
  server: { proxy: { '/api': 'http://localhost:8080' } },
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: 'ui', test: EVERYDAY_UI }] },
      },
    },
  },
});
