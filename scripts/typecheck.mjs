// `npm run typecheck`: the three TypeScript projects (app, service worker, node side) checked
// at once instead of one after another, so a two-core machine finishes in the time of the
// largest. Fails when any of them fails; each one's errors are printed as tsc prints them.
// The checker is TypeScript 7, the native compiler (package alias `typescript-native`), about
// six times faster here than TypeScript 6; TypeScript 6 stays the `typescript` package because
// typescript-eslint and editors load its JavaScript API, which TypeScript 7 does not offer.
import { createRequire } from 'node:module';
import { spawn } from 'node:child_process';
import path from 'node:path';
import process from 'node:process';

const PROJECTS = ['tsconfig.app.json', 'tsconfig.sw.json', 'tsconfig.node.json'];

const packageJson = createRequire(import.meta.url).resolve('typescript-native/package.json');
const tsc = path.join(path.dirname(packageJson), 'bin', 'tsc');

const run = (project) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project], { stdio: 'inherit' });
    child.on('close', (code) => resolve(code === 0));
  });

const results = await Promise.all(PROJECTS.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
