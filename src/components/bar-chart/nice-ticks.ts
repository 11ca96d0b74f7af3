// The value axis of a bar chart: round steps (1, 2 or 5 times a power of ten) from 0 to just
// above the largest value, about `count` of them, as a person would draw the grid by hand.

/** Tick values from 0 up to the first tick at or above `max` (at least 1: an empty chart). */
export function niceTicks(max: number, count = 4): number[] {
  const top = Math.max(max, 1);
  const rough = top / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power;
  // Whole steps only: 1 voter, never 0.5 of one.
  const whole = Math.max(1, Math.round(step));
  const ticks = [0];
  while (ticks.at(-1)! < top) ticks.push(ticks.at(-1)! + whole);
  return ticks;
}
