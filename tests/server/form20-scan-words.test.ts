// The scanned Form 20 path's own rules, on small made-up reads (the real scans are read in
// form20-scan.test.ts): the quarter turns, a heading stacked in one ruled cell, letters read for
// digits on a row, a serial and station number read as one word, and the choice between the
// English and digits reads with the misreads no sum shows kept out of the stations.
import { describe, expect, it } from 'vitest';
import type { OcrLine } from '../../server/rolls/read/ocr-engine.ts';
import { mergeReads } from '../../server/services/form20/scan-merge.ts';
import { placedWords, turned } from '../../server/services/form20/scan-words.ts';
import type { Form20Sheet, Form20Station } from '../../src/domain/form20/sheet.ts';

const line = (y0: number, words: [string, number, number][]): OcrLine => ({
  text: words.map((w) => w[0]).join(' '),
  confidence: 90,
  y0,
  y1: y0 + 20,
  words: words.map(([text, x0, x1]) => ({ text, confidence: 90, x0, x1 })),
});
/** A row of numbers, one word per 100 px column. */
const row = (y0: number, cells: string[]) =>
  line(
    y0,
    cells.map((c, i) => [c, i * 100 + 20, i * 100 + 60]),
  );

describe('the scanned Form 20 path', () => {
  it('turns a page a quarter at a time, and four quarters are no turn', () => {
    const img = { width: 3, height: 2, data: Uint8Array.from([1, 2, 3, 4, 5, 6]) };
    // Clockwise: the bottom-left pixel comes to the top left.
    expect(turned(img, 90)).toEqual({
      width: 2,
      height: 3,
      data: Uint8Array.from([4, 1, 5, 2, 6, 3]),
    });
    expect(turned(img, 270)).toEqual({
      width: 2,
      height: 3,
      data: Uint8Array.from([3, 6, 2, 5, 1, 4]),
    });
    expect(turned(turned(turned(turned(img, 90), 90), 90), 90)).toEqual(img);
  });

  it('makes one word of a heading printed over several lines of one ruled cell', () => {
    const rules = [0, 200, 400].map((x) => ({ x, y0: 0, y1: 500 }));
    const words = placedWords(
      [
        line(0, [
          ['Serial', 10, 60],
          ['GENIBEN', 210, 300],
        ]),
        line(25, [
          ['Polling', 20, 80],
          ['THAKOR', 220, 290],
        ]),
        line(50, [['Station', 30, 110]]),
      ],
      rules,
    );
    expect(words.map((w) => w.text)).toEqual(['Serial Polling Station', 'GENIBEN THAKOR']);
    // At its cell's middle, and at its last line (right above the rows).
    const [station] = words;
    expect((station!.x0 + station!.x1) / 2).toBe(100);
    expect(station!.y).toBe(60);
  });

  it('reads o and I as digits on a row, and splits a serial and station read as one word', () => {
    const lines = [
      row(0, ['1', '1', '34', '5', '821']),
      row(40, ['2', '2', 'o', 'I', '913', '7', '5', '9']),
      row(80, ['3', '3', '438', '6', '564']),
      row(100, ['4', '4', '12', '6', '30']),
      row(120, ['100100', '150', '3', '746']),
      row(160, ['Total', 'EVM', 'o', 'x']),
    ];
    const byLine = (y: number) =>
      placedWords(lines)
        .filter((w) => w.y === y + 10)
        .map((w) => w.text);
    expect(byLine(40)).toEqual(['2', '2', '0', '1', '913', '7', '5', '9']);
    expect(byLine(120)).toEqual(['100', '100', '150', '3', '746']);
    // Not a row of numbers: its letters stay letters.
    expect(byLine(160)).toEqual(['Total', 'EVM', 'o', 'x']);
  });

  it('takes a station from the digits read only where that one adds up, and keeps out misreads no sum shows', () => {
    const station = (line: number, part: number, votes: number[], valid: number | null) =>
      ({
        station: String(part),
        part,
        votes,
        nota: 1,
        rejected: 0,
        tendered: 0,
        valid,
        total: valid === null ? null : valid + 1,
        line,
      }) satisfies Form20Station;
    const sheet = (stations: Form20Station[], unread: Form20Sheet['unread'] = []): Form20Sheet => ({
      candidates: [
        { name: 'A', party: '' },
        { name: 'B', party: '' },
      ],
      stations,
      totals: [],
      unread,
      electors: null,
      assemblyNumber: null,
      assemblyName: '',
    });
    const text = sheet(
      [
        station(1, 1, [10, 20], 30),
        station(2, 2, [14, 20], 30), // 0 read as 4: does not add up
        station(3, 3, [50, 20], 30), // neither read adds up: stays, listed by the checks
        station(4, 44, [10, 10], 20), // 4 read as 44 between 3 and 6
        station(6, 6, [5, 5], null), // its total unread: nothing to check it against
        station(7, 7, [1, 1], 2),
      ],
      [{ line: 5, text: '5 | 5 | a | 9 | 19' }],
    );
    const digits = sheet([
      station(2, 2, [10, 20], 30),
      station(3, 3, [40, 20], 30),
      station(5, 5, [10, 9], 19),
    ]);
    const merged = mergeReads(text, digits, (n) => `line ${n}`);
    expect(merged.stations.map((s) => [s.station, s.votes])).toEqual([
      ['1', [10, 20]],
      ['2', [10, 20]],
      ['3', [50, 20]],
      ['5', [10, 9]],
      ['7', [1, 1]],
    ]);
    expect(merged.unread).toEqual([
      { line: 4, text: 'line 4' },
      { line: 6, text: 'line 6' },
    ]);
    // Without a digits read, only the misreads no sum shows move.
    expect(mergeReads(text, null, (n) => `line ${n}`).stations.map((s) => s.station)).toEqual([
      '1',
      '2',
      '3',
      '7',
    ]);
  });
});
