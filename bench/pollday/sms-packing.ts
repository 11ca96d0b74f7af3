// Marks per SMS (issue 44) for a 1,200-voter booth, in process: the marks a booth's phone holds
// after a while without data, packed as Poll Day packs them (src/domain/sms-marks/pack.ts),
// beside the same marks written the plain way — serials in decimal, comma-separated, with the
// same header and code — as the baseline. Voters come to vote in random order, alone or with
// their household (neighbouring serials on the roll); a booth polls about 65 % over 11 hours,
// 1.2 marks a minute, twice that at the morning rush. Also how long reading one SMS takes.
import { SMS_MAX_CHARS, encodeMarks, readMarks } from '../../src/domain/sms-marks/codec.ts';
import type { WaitingMark } from '../../src/domain/sms-marks/pack.ts';
import { packMarks } from '../../src/domain/sms-marks/pack.ts';
import { signMarks } from '../../src/domain/sms-marks/sign.ts';

export const BOOTH_VOTERS = 1_200;

export type PackingPattern = {
  label: string;
  marks: number;
  /** Voters come with their household (runs of neighbouring serials) rather than alone. */
  households: boolean;
};

export const PACKING_PATTERNS: PackingPattern[] = [
  { label: '10 min without data at the morning rush', marks: 24, households: false },
  { label: '30 min, voters alone', marks: 40, households: false },
  { label: '30 min, households together', marks: 40, households: true },
  { label: '1 hour, voters alone', marks: 75, households: false },
  { label: '3 hours, households together', marks: 220, households: true },
  { label: '3 hours, voters alone', marks: 220, households: false },
  { label: 'the whole day (65 % of the booth)', marks: 780, households: true },
];

export type PackingRow = PackingPattern & {
  /** Mean over the trials. */
  messages: number;
  marksPerSms: number;
  /** The fewest marks in any message but a pattern's last, over the trials; null: one SMS. */
  fewestInFull: number | null;
  charsPerSms: number;
  /** The plain decimal list: messages and marks per SMS for the same marks. */
  plainMessages: number;
  plainMarksPerSms: number;
};

export type SmsPacking = { rows: PackingRow[]; trials: number; decodeMicros: number };

/** mulberry32: the same draws every run. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const KEY = 'n1C8Yx2qS0W6yJq0bY0m0s6B1uXr3F9pZlE7xG0c2aQ';

/** `count` voters of the booth, alone or in households of 1–5 neighbouring serials. */
function pickSerials(count: number, households: boolean, random: () => number): number[] {
  const picked = new Set<number>();
  while (picked.size < count) {
    const start = 1 + Math.floor(random() * BOOTH_VOTERS);
    const size = households ? 1 + Math.floor(random() * 5) : 1;
    for (let s = start; s < start + size && s <= BOOTH_VOTERS && picked.size < count; s++)
      picked.add(s);
  }
  return [...picked];
}

/** The baseline: "BP1", key number, part and minute in decimal, the serials comma-separated. */
function plainMessages(serials: number[]): number {
  const header = 'BP1 42 173 121 3700000 '.length;
  const room = SMS_MAX_CHARS - header - 8;
  let messages = 1;
  let used = 0;
  for (const s of [...serials].sort((a, b) => a - b)) {
    const cost = String(s).length + (used ? 1 : 0);
    if (used + cost > room) {
      messages += 1;
      used = String(s).length;
    } else used += cost;
  }
  return messages;
}

export async function smsPacking(trials: number): Promise<SmsPacking> {
  const random = prng(44);
  const rows: PackingRow[] = [];
  let decodeTexts: string[] = [];
  for (const pattern of PACKING_PATTERNS) {
    let messages = 0;
    let chars = 0;
    let plain = 0;
    let fewest = Infinity;
    for (let t = 0; t < trials; t++) {
      const at = Date.UTC(2027, 1, 14, 2, 30);
      const marks: WaitingMark[] = pickSerials(pattern.marks, pattern.households, random).map(
        (serial, i) => ({
          assembly: 173,
          part: 121,
          serial,
          markedAt: new Date(at + i * 50_000).toISOString(),
        }),
      );
      const packed = packMarks(42, marks);
      messages += packed.length;
      for (const p of packed.slice(0, -1)) fewest = Math.min(fewest, p.message.serials.length);
      for (const p of packed) {
        const text = await signMarks(encodeMarks(p.message), KEY);
        chars += text.length;
        if (decodeTexts.length < 200) decodeTexts.push(text);
      }
      plain += plainMessages(marks.map((m) => m.serial));
    }
    rows.push({
      ...pattern,
      messages: messages / trials,
      marksPerSms: (pattern.marks * trials) / messages,
      fewestInFull: Number.isFinite(fewest) ? fewest : null,
      charsPerSms: chars / messages,
      plainMessages: plain / trials,
      plainMarksPerSms: (pattern.marks * trials) / plain,
    });
  }
  // Reading an SMS as the server does (its code is checked apart: one HMAC).
  decodeTexts = decodeTexts.slice(0, 200);
  const rounds = 20;
  const start = performance.now();
  for (let r = 0; r < rounds; r++)
    for (const text of decodeTexts) if (!readMarks(text).ok) throw new Error('unreadable');
  const decodeMicros = ((performance.now() - start) * 1000) / (rounds * decodeTexts.length);
  return { rows, trials, decodeMicros };
}

const fmt = (n: number) => (n >= 10 ? String(Math.round(n)) : n.toFixed(1));

/** The markdown table of the report. */
export function packingTable(p: SmsPacking): string {
  const lines = [
    `### Marks per SMS, a ${BOOTH_VOTERS.toLocaleString('en-US')}-voter booth (${p.trials} draws each)`,
    '',
    '| marks waiting | marks | SMS | marks per SMS | fewest in a full SMS | characters | plain decimal list: SMS, marks per SMS |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...p.rows.map(
      (r) =>
        `| ${r.label} | ${r.marks} | ${fmt(r.messages)} | ${fmt(r.marksPerSms)} | ${r.fewestInFull ?? '–'} | ${fmt(r.charsPerSms)} | ${fmt(r.plainMessages)}, ${fmt(r.plainMarksPerSms)} |`,
    ),
    '',
    `Reading one SMS (serials decoded, re-encoded to check it is canonical): ${p.decodeMicros.toFixed(1)} µs.`,
  ];
  return lines.join('\n');
}
