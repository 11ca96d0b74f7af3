// `npm run typecheck`: the three TypeScript projects (app, service worker, node side) checked
// at once instead of one after another, so a two-core machine finishes in the time of the
// largest. Fails when any of them fails; each one's errors are printed as tsc prints them.
import { spawn } from 'node:child_process';
import process from 'node:process';

const PROJECTS = ['tsconfig.app.json', 'tsconfig.sw.json', 'tsconfig.node.json'];

const run = (project) =>
  new Promise((resolve) => {
    const child = spawn('npx', ['tsc', '-p', project], { stdio: 'inherit' });
    child.on('close', (code) => resolve(code === 0));
  });

const results = await Promise.all(PROJECTS.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
