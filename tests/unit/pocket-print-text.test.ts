// What the pocket printer dialog says (pocket-print-text.ts), in both languages: every state and
// every printer problem has words of its own, with its numbers filled in, and the Bluetooth
// button's line says what printing needs on this phone.
import { describe, expect, it } from 'vitest';
import { translator } from '../../devkit/pocket-slips.ts';
import {
  bluetoothNeeds,
  pocketStatus,
} from '../../src/features/voters/output/pocket-print-text.ts';
import type {
  PocketPhase,
  PocketPrint,
} from '../../src/features/voters/output/use-pocket-print.ts';
import type { PrinterProblem } from '../../src/printer/printer-error.ts';

const PROBLEMS: PrinterProblem[] = [
  'unsupported',
  'bluetoothOff',
  'cancelled',
  'blocked',
  'noConnection',
  'notPrinter',
  'lost',
];

const dialog = (phase: PocketPhase, more: Partial<PocketPrint> = {}): PocketPrint => ({
  phase,
  total: 40,
  preview: null,
  bluetooth: 'ready',
  cable: false,
  printer: '',
  next: 0,
  print: () => {},
  stop: () => {},
  ...more,
});

describe.each(['en', 'hi'] as const)('the pocket printer dialog in %s', (lang) => {
  const t = translator(lang);
  const said = (text: string) => {
    expect(text).not.toMatch(/voterOutput|\{\{/);
    expect(text.length).toBeGreaterThan(5);
    return text;
  };

  it('says a different thing for every printer problem, with the slips printed and the next', () => {
    const texts = PROBLEMS.map((problem) =>
      said(
        pocketStatus(dialog({ kind: 'failed', problem, printed: 3, printer: 'MPT-II' }), t).text,
      ),
    );
    expect(new Set(texts).size).toBe(PROBLEMS.length);
    const lost = texts[PROBLEMS.indexOf('lost')]!;
    expect(lost).toContain('3');
    expect(lost).toContain('40');
    expect(lost).toContain('4');
    expect(texts[PROBLEMS.indexOf('noConnection')]).toContain('MPT-II');
    expect(
      pocketStatus(dialog({ kind: 'failed', problem: 'lost', printed: 0, printer: '' }), t).tone,
    ).toBe('error');
  });

  it('counts the slips while printing and when done', () => {
    expect(said(pocketStatus(dialog({ kind: 'printing', printed: 2 }), t).text)).toContain('3');
    expect(said(pocketStatus(dialog({ kind: 'done', printed: 40 }), t).text)).toContain('40');
    expect(said(pocketStatus(dialog({ kind: 'done', printed: 1 }), t).text)).toContain('1');
    expect(said(pocketStatus(dialog({ kind: 'stopped', printed: 5 }), t).text)).toContain('6');
    said(pocketStatus(dialog({ kind: 'ready' }, { total: 0 }), t).text);
    said(pocketStatus(dialog({ kind: 'broken', notLoaded: true }), t).text);
  });

  it('says under the button what printing needs on this phone', () => {
    const needs = (bluetooth: PocketPrint['bluetooth'], printer = '') =>
      bluetoothNeeds(dialog({ kind: 'ready' }, { bluetooth, printer }), t);
    expect(needs(null)).toBe('');
    const texts = [needs('missing'), needs('off'), needs('ready')].map(said);
    expect(new Set(texts).size).toBe(3);
    expect(texts[0]).toContain('Chrome');
    expect(texts[0]).toContain('Android');
    expect(needs('ready', 'MPT-II')).toContain('MPT-II');
  });
});
