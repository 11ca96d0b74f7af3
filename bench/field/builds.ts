// The two builds compared: "before" from a git worktree of the commit before the first-load
// work (built and served with that commit's own code), "after" from this checkout. Both go to
// folders of their own so nobody's dist/ is clobbered.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { PREBUILT_DIST } from '../lib/smoke.ts';

/** Where issue 26's first-load work started (the tables in bench/README.md compare with it). */
export const BEFORE_COMMIT = process.env.FIELD_BEFORE_COMMIT ?? '6ffd871';

export type Build = { label: string; root: string; dist: string };

function viteBuild(root: string, outDir: string): void {
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

export function prepareBefore(repo: string): Build {
  const root = process.env.FIELD_BEFORE_DIR ?? '/tmp/bp-before';
  const dist = `${root}-dist`;
  if (!existsSync(root)) {
    execFileSync('git', ['worktree', 'add', '--detach', root, BEFORE_COMMIT], {
      cwd: repo,
      stdio: 'inherit',
    });
  }
  // Share this checkout's node_modules while the lockfiles agree; once the dependencies have
  // changed (recharts left with the CSS charts), the before build installs its own.
  if (!existsSync(join(root, 'node_modules'))) {
    const sameLock =
      readFileSync(join(root, 'package-lock.json'), 'utf8') ===
      readFileSync(join(repo, 'package-lock.json'), 'utf8');
    if (sameLock) symlinkSync(join(repo, 'node_modules'), join(root, 'node_modules'));
    else
      execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline'], {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
  }
  if (!existsSync(join(dist, 'sw.js'))) viteBuild(root, dist);
  return { label: `before (${BEFORE_COMMIT})`, root, dist };
}

export function prepareAfter(repo: string): Build {
  const dist = process.env.FIELD_AFTER_DIST ?? PREBUILT_DIST ?? '/tmp/bp-field-after';
  if (!process.env.FIELD_SKIP_BUILD && dist !== PREBUILT_DIST) viteBuild(repo, dist);
  let commit = 'working tree';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repo, encoding: 'utf8' })
      .trim()
      .concat(' + working tree');
  } catch {
    // Not a git checkout: still measurable.
  }
  return { label: `after (${commit})`, root: repo, dist };
}
