// Issue 44: slips a minute from a pocket printer. Each slip is a picture (Devanagari garbles as
// printer text), so what limits a panna's printing is the picture's bytes over Bluetooth.
//   - Bytes per slip: the app's own slip drawing (slip-drawing.ts in POCKET_STYLE) for Hindi
//     voters, on Skia in Node with the app's Noto Sans Devanagari (devkit/pocket-slips.ts),
//     encoded by src/printer; beside the same slip's words as ESC/POS text (what a text
//     receipt would send, and what prints Hindi as garbage).
//   - Slips a minute: a panna printed through the real print job (src/printer/print-job.ts:
//     drawing each slip in turn, encoding, pacing) to a stand-in printer that takes bytes at
//     the pace the job keeps, BLUETOOTH_PACE (assumed 10 KB/s: a cheap 58 mm printer over
//     Bluetooth LE); beside the bytes alone at that rate (the job's ceiling).
//   - Drawing and encoding one slip on this machine, beside sending it at the assumed rate.
// Run: npm run bench:slips → bench/results/slips-latest.{md,json}; --smoke: 2 slips, fast pace.
import { hindiVoters, nodePocketSlip, slipsOf, translator } from '../../devkit/pocket-slips.ts';
import { slipLines, slipPersonOf } from '../../src/features/voters/output/slip-drawing.ts';
import { slipBytes } from '../../src/printer/escpos-raster.ts';
import { BLUETOOTH_PACE } from '../../src/printer/paced-write.ts';
import { printSlips } from '../../src/printer/print-job.ts';
import type { PrinterLink } from '../../src/printer/printer-link.ts';
import { currentLoad, loadSpan, startReport, writeReport } from '../lib/report.ts';
import { SMOKE, sized } from '../lib/smoke.ts';

const SLIPS = sized(20, 2);
const PACE = sized(BLUETOOTH_PACE, { ...BLUETOOTH_PACE, bytesPerSecond: 1_000_000 });
/** The slip's length on paper: 8 dots a millimetre at 203 dpi. */
const DOTS_PER_MM = 8;

const log = (text: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${text}`);
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

function main() {
  const startLoad = currentLoad();
  const { report, add } = startReport();
  const t = translator('hi');
  const rows = hindiVoters(SLIPS);
  const booth = { path: 'up/173/12', name: 'बूथ 12', pollingStation: 'प्राथमिक विद्यालय, कमरा 2' };
  const slips = slipsOf(rows, booth, '14 फ़र॰ 2027, सुबह 7:00–शाम 6:00');

  log(`drawing ${SLIPS} Hindi slips`);
  const drawMs: number[] = [];
  const pictures = slips.map((slip, i) => {
    const start = performance.now();
    const picture = nodePocketSlip(slip, rows[i]!, t);
    slipBytes(picture, i === 0);
    drawMs.push(performance.now() - start);
    return picture;
  });
  const bytes = pictures.map((p, i) => slipBytes(p, i === 0).length);
  // The same slip as text: its words in UTF-8 with a line feed each, after ESC @.
  const textBytes = slips.map((slip, i) => {
    const lines = slipLines(slip, slipPersonOf(rows[i]!), t);
    const words = [slip.name, ...lines.flatMap((l) => [l.label, l.value])].join('\n');
    return 2 + new TextEncoder().encode(words).length + lines.length * 2 + 1;
  });
  const perSlip = mean(bytes);
  const rate = BLUETOOTH_PACE.bytesPerSecond;
  add({
    id: 'bytesPerSlip',
    label: `bytes per Hindi slip as a picture (384 dots × ${Math.round(mean(pictures.map((p) => p.height)))} rows, ${Math.round(mean(pictures.map((p) => p.height)) / DOTS_PER_MM)} mm)`,
    unit: 'bytes',
    value: perSlip,
    baseline: {
      label: 'the same words as ESC/POS text (prints Hindi garbled)',
      value: mean(textBytes),
    },
  });
  add({
    id: 'slipsPerMinuteAtRate',
    label: `slips a minute the bytes allow at ${rate / 1000} KB/s (assumed cheap printer over Bluetooth LE)`,
    unit: 'slips/min',
    value: 60 / (perSlip / rate),
    baseline: {
      label: 'the print head alone at 60 mm/s',
      value: 60 / (mean(pictures.map((p) => p.height)) / DOTS_PER_MM / 60),
    },
  });

  const draw = (i: number) => nodePocketSlip(slips[i]!, rows[i]!, t);
  return { report, add, pictures, perSlip, drawMs, startLoad, draw };
}

async function job() {
  const { report, add, pictures, perSlip, drawMs, startLoad, draw } = main();
  log(
    `printing ${pictures.length} slips at ${PACE.bytesPerSecond / 1000} KB/s to a stand-in printer`,
  );
  let received = 0;
  const link: PrinterLink = {
    kind: 'bluetooth',
    name: 'bench',
    pace: PACE,
    ready: async () => {},
    write: async (chunk) => {
      received += chunk.length;
    },
    close: async () => {},
  };
  const start = performance.now();
  await printSlips(link, {
    total: pictures.length,
    from: 0,
    // Each slip drawn in its turn, as the app does.
    picture: async (i) => draw(i),
    onPrinted: () => {},
  });
  const seconds = (performance.now() - start) / 1000;
  add({
    id: 'slipsPerMinuteJob',
    label: `slips a minute through the print job, ${pictures.length} slips at ${PACE.bytesPerSecond / 1000} KB/s${SMOKE ? ' (smoke pace)' : ''}`,
    unit: 'slips/min',
    value: (pictures.length / seconds) * 60,
    baseline: {
      label: 'the same bytes at that rate, nothing else',
      value: (pictures.length / (received / PACE.bytesPerSecond)) * 60,
    },
  });
  add({
    id: 'drawEncode',
    label: 'drawing and encoding one slip (Skia in Node, mean)',
    unit: 'ms',
    value: mean(drawMs),
    baseline: {
      label: `sending it at ${BLUETOOTH_PACE.bytesPerSecond / 1000} KB/s`,
      value: (perSlip / BLUETOOTH_PACE.bytesPerSecond) * 1000,
    },
  });
  report.details = { load: loadSpan(startLoad), pace: PACE, bytes: received };
  report.finishedAt = new Date().toISOString();
  const files = writeReport(report, SMOKE ? 'slips-smoke' : 'slips-latest', 'Pocket printer slips');
  log(`${loadSpan(startLoad)}; wrote ${files.join(', ')}`);
}

job().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
