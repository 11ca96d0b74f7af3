// The folder map of docs/architecture.md as lint rules: each part of the code base, the folders
// it may not import, and why. ESLint's no-restricted-imports sees only an import's text, so for
// every folder depth inside a part the forbidden folders are spelled as the exact relative paths
// (`../`s, then the folder) that reach them from there. One block per part, depth and kind of
// file, so no file gets two lists (a later block's list would replace the earlier one's).
import fs from 'node:fs';
import path from 'node:path';

const ROOT = import.meta.dirname;

/** The folders (or files) directly in `dir`, as paths from the repository root. */
const entriesOf = (dir) => fs.readdirSync(path.join(ROOT, dir)).map((name) => `${dir}/${name}`);

const FEATURES = entriesOf('src/features').filter((p) =>
  fs.statSync(path.join(ROOT, p)).isDirectory(),
);
/** Everything in src/ but the domain, which the server may not import. */
const APP_CODE = entriesOf('src').filter((p) => p !== 'src/domain');
const DEV = ['devkit', 'tests', 'bench', 'scripts'];

/** Importing this from a .tsx file: the screen would open the database itself. */
const DB_INSTANCE = {
  regex: '(^|/)db/instance(\\.ts)?$',
  message: 'Screens read through hooks and write through commands, never the database itself.',
};

/** Mantine's bare spinner: a name on it is not allowed and without one it says nothing. */
const BARE_SPINNER = {
  regex: '^@mantine/core$',
  importNames: ['Loader'],
  message: 'Draw spinners with LoadingMark (src/components/loading-mark.tsx): it names them.',
};

/**
 * Each part: the folders it may not import and the message that says why. `tsx: false` where
 * the part has no screens to check for the database instance.
 */
export const LAYER_RULES = [
  {
    part: 'src/domain',
    forbid: [...APP_CODE, 'server', 'sw', ...DEV],
    message: 'src/domain imports nothing of the app: the server runs it too.',
    packages: {
      regex: '^(react|react-dom|dexie|dexie-react-hooks|@mantine/.*)$',
      message: 'src/domain is framework-free: the server and the service worker run it too.',
    },
  },
  {
    part: 'src/db',
    forbid: ['src/sync', 'src/roll', 'src/components', 'src/features', 'src/app'],
    message:
      'src/db may import src/domain only: the database stores tables, it knows no sync, read model or screen.',
  },
  {
    part: 'src/sync',
    forbid: ['src/roll', 'src/components', 'src/features', 'src/app'],
    message:
      'src/sync may import src/domain and src/db only: the engine syncs tables, not screens, so a new screen never changes it.',
  },
  {
    part: 'src/roll',
    forbid: ['src/components', 'src/features', 'src/app'],
    message:
      "src/roll (the roll's read model) may import src/domain, src/db and src/sync only: the features that list voters build on it.",
  },
  {
    part: 'src/components',
    forbid: ['src/db', 'src/sync', 'src/roll', 'src/features', 'src/app'],
    message:
      'Components know no database, session, sync, read model or feature: give them data as props.',
  },
  {
    part: 'src/printer',
    forbid: ['src/db', 'src/sync', 'src/roll', 'src/components', 'src/features', 'src/app'],
    message:
      'src/printer (the pocket printer: its links, ESC/POS bytes and pacing) knows no database, read model, component or feature: a screen hands it pictures.',
    tsx: false,
  },
  ...FEATURES.map((feature) => ({
    part: feature,
    forbid: [...FEATURES.filter((other) => other !== feature), 'src/app'],
    message:
      'A feature imports only itself (and the layers below): what two features share belongs in src/roll, src/sync or src/components; src/app composes the features.',
  })),
  { part: 'src/app', forbid: [], message: '' },
  { part: 'src', depth: 0, forbid: [], message: '' },
  {
    part: 'server',
    // The locale files are data: the sign-in page the server sends speaks the app's words.
    forbid: [...APP_CODE.filter((p) => p !== 'src/locales'), 'sw', ...DEV],
    message:
      'The server imports only src/domain and the locale texts of the app (no React, Dexie or browser API in Node), and no dev tooling.',
    tsx: false,
  },
  {
    part: 'devkit',
    forbid: ['tests', 'bench', 'scripts'],
    message:
      'devkit/ is the dev tooling that scripts, bench and tests share: it imports none of them.',
    tsx: false,
  },
  {
    part: 'scripts',
    forbid: ['tests', 'bench'],
    message: 'scripts/ imports no test or bench: what they share lives in devkit/.',
    tsx: false,
  },
  {
    part: 'bench',
    forbid: ['tests', 'scripts'],
    message: 'bench/ imports no test or script: what they share lives in devkit/.',
    tsx: false,
  },
  {
    part: 'tests',
    forbid: ['bench'],
    message: 'tests/ import no bench: what they share lives in devkit/.',
    tsx: false,
  },
];

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** How deep folders go inside `dir` (0: files only directly in it). */
function depthOf(dir) {
  const below = fs.readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true });
  const dirs = below.filter((e) => e.isDirectory()).map((e) => path.join(e.parentPath, e.name));
  return Math.max(
    0,
    ...dirs.map((d) => path.relative(path.join(ROOT, dir), d).split(path.sep).length),
  );
}

/**
 * The relative specifiers that reach `target` from a file `depth` folders inside `part`:
 * `depth + j` `../`s climb to the part's j-th ancestor, then the path down to the target.
 */
function patternsFor(part, depth, target) {
  const out = [];
  let ancestor = path.posix.dirname(part);
  for (let j = 1; ; j++) {
    const inside = ancestor === '.' || target.startsWith(`${ancestor}/`);
    if (inside) {
      const down = ancestor === '.' ? target : target.slice(ancestor.length + 1);
      out.push(`^(\\.\\./){${depth + j}}${escape(down)}(/|$)`);
    }
    if (ancestor === '.') return out;
    ancestor = path.posix.dirname(ancestor);
  }
}

/**
 * no-restricted-imports reads import declarations only; this rule applies the same patterns to
 * `import('…')`, so a lazily loaded screen or module obeys the layers as well.
 */
const dynamicImports = {
  meta: { type: 'problem', schema: false },
  create(context) {
    const patterns = context.options[0].map((p) => ({
      re: new RegExp(p.regex),
      message: p.message,
    }));
    return {
      ImportExpression(node) {
        const source = node.source;
        if (source.type !== 'Literal' || typeof source.value !== 'string') return;
        const hit = patterns.find((p) => p.re.test(source.value));
        if (hit)
          context.report({
            node,
            message: `'${source.value}' import is restricted: ${hit.message}`,
          });
      },
    };
  },
};
const layersPlugin = { rules: { 'dynamic-imports': dynamicImports } };

function ruleBlock(files, patterns) {
  return {
    files,
    plugins: { layers: layersPlugin },
    rules: {
      'no-restricted-imports': ['error', { patterns }],
      // A dynamic import brings a whole module: the patterns that restrict one name do not apply.
      'layers/dynamic-imports': ['error', patterns.filter((p) => !p.importNames)],
    },
  };
}

/** The flat-config blocks that check every part of LAYER_RULES. */
export function layerBlocks() {
  return LAYER_RULES.flatMap((rule) => {
    const deepest = rule.depth ?? depthOf(rule.part);
    return Array.from({ length: deepest + 1 }, (_, depth) => {
      const dir = `${rule.part}/${'*/'.repeat(depth)}`;
      const regex = rule.forbid.flatMap((target) => patternsFor(rule.part, depth, target));
      const patterns = [
        ...(regex.length ? [{ regex: regex.join('|'), message: rule.message }] : []),
        ...(rule.packages ? [rule.packages] : []),
      ];
      const blocks = [];
      if (patterns.length) blocks.push(ruleBlock([`${dir}*.{ts,js,mjs}`], patterns));
      if (rule.tsx !== false)
        blocks.push(ruleBlock([`${dir}*.tsx`], [...patterns, DB_INSTANCE, BARE_SPINNER]));
      return blocks;
    }).flat();
  });
}
