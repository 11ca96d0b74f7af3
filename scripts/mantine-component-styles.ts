// Vite plugin: each Mantine component brings its own stylesheet, so a screen's CSS travels
// with its chunk instead of all of Mantine's (33 KB Brotli) in the shell. Mantine ships one
// file per component (@mantine/core/styles/<Name>.css) matching the class map each component
// imports (<Name>.module.mjs); the plugin adds that file's import to the class map, and the
// build places the CSS wherever the component lands. The app's own import of the whole
// '@mantine/core/styles.css' becomes only what every page needs (baseline, CSS variables,
// global). Dependencies import first, so a component's CSS follows the CSS of the parts it is
// built from, the order Mantine's own stylesheet has. The dev server keeps the whole file: it
// pre-bundles Mantine without plugins.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const WHOLE = '@mantine/core/styles.css';
const BASE = '\0mantine-base.css';
const BASE_FILES = ['baseline.css', 'default-css-variables.css', 'global.css'];
const CLASS_MAP = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/].*[\\/](\w+)\.module\.mjs$/;

export function mantineComponentStylesPlugin(): Plugin {
  const stylesDir = join(dirname(createRequire(import.meta.url).resolve(WHOLE)), 'styles');
  return {
    name: 'booth:mantine-component-styles',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return source === WHOLE ? BASE : null;
    },
    load(id) {
      if (id !== BASE) return null;
      return BASE_FILES.map((f) => readFileSync(join(stylesDir, f), 'utf8')).join('\n');
    },
    transform(code, id) {
      const name = CLASS_MAP.exec(id)?.[1];
      if (!name) return null;
      const css = join(stylesDir, `${name}.css`);
      if (!existsSync(css)) return null;
      return { code: `import ${JSON.stringify(css)};\n${code}`, map: null };
    },
  };
}
