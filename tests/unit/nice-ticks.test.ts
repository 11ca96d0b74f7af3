// The bar chart's value axis: round steps from 0 to at least the largest value.
import { describe, expect, it } from 'vitest';
import { niceTicks } from '../../src/components/bar-chart/nice-ticks.ts';

describe('niceTicks', () => {
  it('steps by 1, 2 or 5 times a power of ten, ending at or above the largest value', () => {
    expect(niceTicks(1200)).toEqual([0, 500, 1000, 1500]);
    expect(niceTicks(1000)).toEqual([0, 500, 1000]);
    expect(niceTicks(37)).toEqual([0, 10, 20, 30, 40]);
    expect(niceTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(2400, 4)).toEqual([0, 1000, 2000, 3000]);
  });

  it('counts whole voters, and an empty chart still has an axis', () => {
    expect(niceTicks(3)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(-5)).toEqual([0, 1]);
  });
});
