// The officer's two-hourly figures: the latest entry of a slot counts, the latest slot is the
// figure of the moment, each figure fits between the earlier and the later ones, and the slot
// offered follows the clock.
import { describe, expect, it } from 'vitest';
import {
  currentSlot,
  latestFigure,
  slotFigures,
  turnoutOrderProblem,
} from '../../src/domain/officer-turnout.ts';

const at = (minute: number) => `2026-11-25T05:${String(minute).padStart(2, '0')}:00.000Z`;

describe('officer turnout', () => {
  it('takes the latest entry of each slot, and the latest slot as the figure', () => {
    const figures = slotFigures([
      { id: 'a', slot: '09', votes: 80, reportedAt: at(1) },
      { id: 'b', slot: '09', votes: 85, reportedAt: at(2) }, // a correction
      { id: 'c', slot: '11', votes: 240, reportedAt: at(3) },
      { id: 'd', slot: '11', votes: 230, reportedAt: at(3) }, // same moment: the larger id wins
      { id: 'e', slot: '10' as never, votes: 1, reportedAt: at(4) }, // no reporting time
    ]);
    expect([...figures]).toEqual([
      ['09', 85],
      ['11', 230],
    ]);
    expect(latestFigure(figures)).toEqual({ slot: '11', votes: 230 });
    expect(latestFigure(new Map())).toBeNull();
  });

  it('keeps each figure between the earlier and the later slots', () => {
    const figures = slotFigures([
      { slot: '09', votes: 85, reportedAt: at(1) },
      { slot: '13', votes: 400, reportedAt: at(2) },
    ]);
    expect(turnoutOrderProblem(figures, '11', 85)).toBeNull();
    expect(turnoutOrderProblem(figures, '11', 400)).toBeNull();
    expect(turnoutOrderProblem(figures, '11', 84)).toEqual({
      kind: 'belowEarlier',
      slot: '09',
      votes: 85,
    });
    expect(turnoutOrderProblem(figures, '11', 401)).toEqual({
      kind: 'aboveLater',
      slot: '13',
      votes: 400,
    });
    // A correction of a slot is judged against the others only.
    expect(turnoutOrderProblem(figures, '13', 90)).toBeNull();
    expect(turnoutOrderProblem(figures, 'close', 399)).toMatchObject({ kind: 'belowEarlier' });
  });

  it('offers the slot whose hour has come', () => {
    const time = (h: number, m = 0) => new Date(2026, 10, 25, h, m);
    expect(currentSlot(time(7))).toBe('09');
    expect(currentSlot(time(9, 5))).toBe('09');
    expect(currentSlot(time(12, 59))).toBe('11');
    expect(currentSlot(time(17, 30))).toBe('17');
    expect(currentSlot(time(18, 10))).toBe('close');
  });
});
