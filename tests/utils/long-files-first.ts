// Vitest sequencer: the files that take minutes start first. On a clean clone Vitest has no
// timings yet and starts the biggest files first; the accessibility walk is a small file that
// runs for minutes, so it came last and ran alone while the other worker had nothing left to
// do. Otherwise Vitest's own order (slowest first once it has timings) is kept.
import { relative } from 'node:path';
import { BaseSequencer } from 'vitest/node';
import type { TestSpecification } from 'vitest/node';

/** Files of a few lines that run for minutes (E2E walks of every screen). */
const LONG_FILES = new Set(['tests/e2e/accessibility-gate.test.ts']);

export class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const projectOrder = new Map<string, number>();
    for (const f of sorted)
      if (!projectOrder.has(f.project.name)) projectOrder.set(f.project.name, projectOrder.size);
    const isLong = (f: TestSpecification) =>
      LONG_FILES.has(relative(this.ctx.config.root, f.moduleId).replaceAll('\\', '/'));
    // A stable sort: within each project, the long files first, the rest in Vitest's order.
    return sorted
      .map((f, i) => ({ f, i }))
      .sort(
        (a, b) =>
          projectOrder.get(a.f.project.name)! - projectOrder.get(b.f.project.name)! ||
          Number(isLong(b.f)) - Number(isLong(a.f)) ||
          a.i - b.i,
      )
      .map(({ f }) => f);
  }
}
