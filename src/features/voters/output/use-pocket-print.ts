// The pocket printer dialog's state: on open it loads the printer code, asks what the browser
// offers, reads the booths and draws the first slip as the preview; Print then sends the slips
// one after another, from where a stopped or broken job left off. The printer module is loaded
// here, when the person opens printing, so the tap on Print can open the printer list at once
// (Chrome lets a page ask for a device only within the moment of a tap).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterRow } from '../../../domain/voter-filters.ts';
import type * as PrinterApi from '../../../printer/index.ts';
import type { BluetoothState, MonoImage, PrinterProblem } from '../../../printer/index.ts';
import type { VoterSlip } from './slip-data.ts';
import { voterSlips } from './slip-data.ts';
import { readSlipBooths } from './use-slip-booths.ts';

type PrinterModule = typeof PrinterApi;
type Translate = (key: string, values?: Record<string, unknown>) => string;

export type PocketPhase =
  | { kind: 'preparing' }
  | { kind: 'ready' }
  | { kind: 'printing'; printed: number }
  | { kind: 'done'; printed: number }
  | { kind: 'stopped'; printed: number }
  | { kind: 'failed'; problem: PrinterProblem; printed: number; printer: string }
  /** The printer code or the preview could not be made (offline before it was ever loaded). */
  | { kind: 'broken'; notLoaded: boolean };

export type PocketPrint = {
  phase: PocketPhase;
  total: number;
  /** The first slip as the printer's dots; null until drawn. */
  preview: MonoImage | null;
  /** null until asked. */
  bluetooth: BluetoothState | null;
  cable: boolean;
  /** The kept printer's name ('' for none or a nameless one). */
  printer: string;
  /** Where the next Print starts (0-based). */
  next: number;
  print: (kind: 'bluetooth' | 'serial') => void;
  stop: () => void;
};

type Loaded = {
  printer: PrinterModule;
  slips: VoterSlip[];
  draw: (i: number) => Promise<MonoImage>;
};

async function load(rows: readonly FilterRow[], language: string, t: Translate): Promise<Loaded> {
  const [printer, { pocketSlip }, { slipPersonOf }, booths] = await Promise.all([
    import('../../../printer/index.ts'),
    import('./pocket-slip.ts'),
    import('./slip-drawing.ts'),
    readSlipBooths(language),
  ]);
  const slips = voterSlips(rows, booths.byPath, booths.poll);
  const draw = (i: number) => pocketSlip(slips[i]!, slipPersonOf(rows[i]!), t);
  return { printer, slips, draw };
}

export function usePocketPrint(rows: readonly FilterRow[]): PocketPrint {
  const { t, i18n } = useTranslation();
  const [phase, setPhase] = useState<PocketPhase>({ kind: 'preparing' });
  const [preview, setPreview] = useState<MonoImage | null>(null);
  const [bluetooth, setBluetooth] = useState<BluetoothState | null>(null);
  const [cable, setCable] = useState(false);
  const [printer, setPrinter] = useState('');
  const [next, setNext] = useState(0);
  const loaded = useRef<Loaded | null>(null);
  const stopper = useRef<AbortController | null>(null);

  useEffect(() => {
    let live = true;
    load(rows, i18n.language, t as Translate)
      .then(async (l) => {
        const state = await l.printer.bluetoothState();
        const first = l.slips.length ? await l.draw(0) : null;
        if (!live) return;
        loaded.current = l;
        setBluetooth(state);
        setCable(l.printer.serialOffered());
        setPrinter(l.printer.currentPrinter()?.name ?? '');
        setPreview(first);
        setPhase({ kind: 'ready' });
      })
      .catch((err: unknown) => {
        console.error('Pocket printing could not start', err);
        const notLoaded = err instanceof TypeError && /import|module|fetch/i.test(err.message);
        if (live) setPhase({ kind: 'broken', notLoaded });
      });
    return () => {
      live = false;
      stopper.current?.abort();
    };
  }, [rows, i18n.language, t]);

  const print = useCallback(
    (kind: 'bluetooth' | 'serial') => {
      const l = loaded.current;
      if (!l) return;
      const stop = new AbortController();
      stopper.current = stop;
      const total = l.slips.length;
      let printed = next;
      setPhase({ kind: 'printing', printed });
      // No await before printerFor: the printer list must open within this tap.
      void l.printer
        .printerFor(kind)
        .then((link) => {
          setPrinter(link.name);
          return l.printer.printSlips(link, {
            total,
            from: printed,
            picture: l.draw,
            signal: stop.signal,
            onPrinted: (n) => {
              printed = n;
              setNext(n % total);
              setPhase({ kind: 'printing', printed: n });
            },
          });
        })
        .then(() => setPhase({ kind: printed < total ? 'stopped' : 'done', printed }))
        .catch((err: unknown) => {
          console.warn('Pocket printing stopped', err);
          const known = err instanceof l.printer.PrinterError;
          setPhase({
            kind: 'failed',
            problem: known ? err.problem : 'lost',
            printed,
            printer: known ? err.printer : '',
          });
        });
    },
    [next],
  );

  const stop = useCallback(() => stopper.current?.abort(), []);
  return { phase, total: rows.length, preview, bluetooth, cable, printer, next, print, stop };
}
