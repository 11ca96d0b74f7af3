// Vite plugin: each Mantine component brings its own stylesheet, so a screen's CSS travels
// with its chunk instead of all of Mantine's (33 KB Brotli) in the shell. Mantine ships one
// file per component (@mantine/core/styles/<Name>.css) matching the class map each component
// imports (<Name>.module.mjs); the plugin adds that file's import to the class map, and the
// build places the CSS wherever the component lands. The app's own import of the whole
// '@mantine/core/styles.css' becomes only what every page needs (baseline, CSS variables,
// global). The dev server keeps the whole file: it pre-bundles Mantine without plugins.
//
// Order. Mantine's rules rely on their order: a Tab is an UnstyledButton, and Tabs' padding
// beats UnstyledButton's `padding: 0` only by coming later. Split files arrive in whatever
// order the screens load, and Vite puts a lazy screen's CSS in <head>, before the shell's
// stylesheets (which sit in <body>, see body-stylesheets.ts), so a tab lost its padding. So
// each component's rules sit in a cascade layer named after it, and a <style> in <head>
// (before any stylesheet a screen adds there, and before the shell's in <body>) declares the
// layers in the order of Mantine's own stylesheet: the cascade then follows that order
// whatever the order of the files. Mantine's other packages (toasts, modals) form one layer
// after the core's. The app's own CSS stays unlayered, so it wins over Mantine's wherever both
// style the same thing, as it did when it came last.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const WHOLE = '@mantine/core/styles.css';
const BASE = '\0mantine-base.css';
const BASE_FILES = ['baseline.css', 'default-css-variables.css', 'global.css'];
// Components, and the utilities some share (InlineInput: the box beside its label in Checkbox,
// Radio and Switch).
const CLASS_MAP =
  /[\\/]@mantine[\\/]core[\\/]esm[\\/](?:components|utils)[\\/].*[\\/](\w+)\.module\.mjs$/;
const OTHER_PACKAGES = /[\\/]@mantine[\\/](?!core[\\/])[\w-]+[\\/]styles\.css$/;
const BASE_LAYER = 'mantine-base';
const OTHER_LAYER = 'mantine-more';

const componentLayer = (file: string) => `mantine-${basename(file, '.css')}`;

/** The component files in the order Mantine's whole stylesheet has them. */
function componentsInMantineOrder(stylesDir: string, whole: string): string[] {
  const files = readdirSync(stylesDir).filter(
    (f) => f.endsWith('.css') && !f.endsWith('.layer.css') && !BASE_FILES.includes(f),
  );
  const at = new Map(
    files.map((f) => [f, whole.indexOf(readFileSync(join(stylesDir, f), 'utf8').trim())]),
  );
  const missing = files.filter((f) => at.get(f)! < 0);
  if (missing.length) throw new Error(`Not in ${WHOLE}: ${missing.join(', ')}`);
  return files.sort((a, b) => at.get(a)! - at.get(b)!);
}

const inLayer = (layer: string, css: string) => `@layer ${layer} {\n${css}\n}\n`;

export function mantineComponentStylesPlugin(): Plugin {
  const wholePath = createRequire(import.meta.url).resolve(WHOLE);
  const stylesDir = join(dirname(wholePath), 'styles');
  const components = componentsInMantineOrder(stylesDir, readFileSync(wholePath, 'utf8'));
  const layerOrder = [BASE_LAYER, ...components.map(componentLayer), OTHER_LAYER];
  return {
    name: 'booth:mantine-component-styles',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return source === WHOLE ? BASE : null;
    },
    load(id) {
      if (id !== BASE) return null;
      const css = BASE_FILES.map((f) => readFileSync(join(stylesDir, f), 'utf8')).join('\n');
      return inLayer(BASE_LAYER, css);
    },
    transform(code, id) {
      const file = id.replace(/\?.*$/, '');
      if (dirname(file) === stylesDir && components.includes(basename(file)))
        return { code: inLayer(componentLayer(file), code), map: null };
      if (OTHER_PACKAGES.test(file)) return { code: inLayer(OTHER_LAYER, code), map: null };
      const name = CLASS_MAP.exec(id)?.[1];
      if (!name) return null;
      const css = join(stylesDir, `${name}.css`);
      if (!existsSync(css)) return null;
      return { code: `import ${JSON.stringify(css)};\n${code}`, map: null };
    },
    transformIndexHtml: {
      order: 'pre',
      handler: () => [
        {
          tag: 'style',
          children: `@layer ${layerOrder.join(', ')};`,
          injectTo: 'head',
        },
      ],
    },
  };
}
