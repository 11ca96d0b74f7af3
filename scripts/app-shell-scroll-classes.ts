// Vite plugin: Mantine's AppShell imports react-remove-scroll for two class names only; the
// build resolves that import, from AppShell's own files, to src/app/shell/app-shell-scroll-classes.ts
// (why: see that file). Every other importer (Modal, Drawer) gets the library.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const APP_SHELL = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]/;
const CLASSES = fileURLToPath(
  new URL('../src/app/shell/app-shell-scroll-classes.ts', import.meta.url),
);

export function appShellScrollClassesPlugin(): Plugin {
  return {
    name: 'booth:app-shell-scroll-classes',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'react-remove-scroll' && importer && APP_SHELL.test(importer)) return CLASSES;
      return null;
    },
  };
}
