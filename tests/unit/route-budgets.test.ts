// The budget check's verdict (devkit/route-budgets.ts): within budget passes; over budget names
// the files that grew since the recorded weights — a heavy library pulled into the shell is
// named as new, a screen that grew by its growth — and the biggest files.
import { describe, expect, it } from 'vitest';
import { overBudget } from '../../devkit/route-budgets.ts';

const RECORDED = {
  bytes: 300_000,
  files: [
    { name: 'assets/index.js', bytes: 150_000 },
    { name: 'assets/home-screen.js', bytes: 110_000 },
    { name: 'assets/index.css', bytes: 40_000 },
  ],
};
const BUDGET = { budget: 320_000, target: 300_000 };

describe('overBudget', () => {
  it('passes a build within its budget, whatever grew', () => {
    const grown = { ...RECORDED, bytes: 319_000 };
    expect(overBudget('/dashboard', grown, BUDGET, RECORDED)).toBeNull();
  });

  it('names a heavy import added to the shell, and a screen that grew', () => {
    const heavier = {
      bytes: 372_000,
      files: [
        { name: 'assets/index.js', bytes: 150_200 },
        { name: 'assets/home-screen.js', bytes: 121_800 },
        { name: 'assets/charts.js', bytes: 60_000 },
        { name: 'assets/index.css', bytes: 40_000 },
      ],
    };
    const message = overBudget('/dashboard', heavier, BUDGET, RECORDED)!;
    expect(message).toContain(
      '/dashboard: 372.0 KB, over its budget of 320.0 KB (target 300.0 KB).',
    );
    expect(message).toContain(
      'Grew since the recorded weights: assets/charts.js (new, 60.0 KB), assets/home-screen.js +11.8 KB.',
    );
    expect(message).toContain('Biggest: assets/index.js 150.2 KB, assets/home-screen.js 121.8 KB');
  });
});
