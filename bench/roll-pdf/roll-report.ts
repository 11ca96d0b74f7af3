// bench:roll's figures: per-file results summed per corpus and language and overall, each beside
// the issue's target (issue 42) and, where missed, by how much; the markdown of the report.
import type { Field, FieldTally, RowsScore } from '../../devkit/roll-pdf/score.ts';
import { FIELDS } from '../../devkit/roll-pdf/score.ts';
import type { FoundField } from './whole-page.ts';
import { FOUND_FIELDS } from './whole-page.ts';

export type FileResult = {
  file: string;
  corpus: string;
  /** The script of the names: the truth's language, else the edition the reader found. */
  language: string;
  engine: string;
  pages: number;
  readBy: string;
  ms: number;
  cpuMs: number;
  rows: number;
  reviewRows: number;
  /** partRows threw RollFileError: the job would refuse the file. */
  refused: { key: string; message: string } | null;
  /** The file is not a part of the Commission's roll (its truth says so): refusing is right. */
  notARoll?: boolean;
  /** The reader itself threw something else. */
  failed: string | null;
  score: RowsScore | null;
  partialTruth: boolean;
  /** Bare OCR of the same pages: whole pages, one read each. */
  bare?: { pages: number; ms: number; cpuMs: number; found: Record<FoundField, FieldTally> | null };
  /** Own generator's scans: bare OCR over a fixed 3 × 10 grid, scored as the reader. */
  grid?: { pages: number; ms: number; fields: Record<Field, FieldTally> };
};

const tallies = <F extends string>(fields: readonly F[]) =>
  Object.fromEntries(fields.map((f) => [f, { scored: 0, exact: 0, wrongUndoubted: 0 }])) as Record<
    F,
    FieldTally
  >;
const add = <F extends string>(into: Record<F, FieldTally>, from: Record<F, FieldTally>) => {
  for (const f of Object.keys(into) as F[]) {
    into[f].scored += from[f]?.scored ?? 0;
    into[f].exact += from[f]?.exact ?? 0;
    into[f].wrongUndoubted += from[f]?.wrongUndoubted ?? 0;
  }
};

export function summarise(results: FileResult[]) {
  const s = {
    files: results.length,
    pages: 0,
    refused: 0,
    /** Files that are not a roll, refused as they should be (not counted in `refused`). */
    refusedRightly: 0,
    failed: 0,
    rows: 0,
    reviewRows: 0,
    boxesPrinted: 0,
    rowsOnCountedPages: 0,
    rowsOff: 0,
    truthRows: 0,
    lost: 0,
    fields: tallies(FIELDS),
    rowsWrongUndoubted: 0,
    wrongUndoubted: 0,
    ms: 0,
    cpuMs: 0,
    bare: { pages: 0, ms: 0, cpuMs: 0, found: tallies(FOUND_FIELDS) },
    grid: { pages: 0, ms: 0, fields: tallies(FIELDS) },
  };
  for (const r of results) {
    s.pages += r.pages;
    s.ms += r.ms;
    s.cpuMs += r.cpuMs;
    if (r.refused && r.notARoll) s.refusedRightly++;
    else if (r.refused || r.notARoll) s.refused++;
    if (r.failed) s.failed++;
    s.rows += r.rows;
    s.reviewRows += r.reviewRows;
    if (r.score) {
      s.boxesPrinted += r.score.boxesPrinted;
      s.rowsOnCountedPages += r.score.rowsOnCountedPages;
      s.rowsOff += r.score.pagesOff.reduce((a, p) => a + Math.abs(p.rows - p.boxes), 0);
      s.truthRows += r.score.truthRows;
      s.lost += r.score.lost;
      add(s.fields, r.score.fields);
      s.rowsWrongUndoubted += r.score.rowsWrongUndoubted;
      s.wrongUndoubted += r.score.wrong.filter((w) => !w.doubted).length;
    }
    if (r.bare) {
      s.bare.pages += r.bare.pages;
      s.bare.ms += r.bare.ms;
      s.bare.cpuMs += r.bare.cpuMs;
      if (r.bare.found) add(s.bare.found, r.bare.found);
    }
    if (r.grid) {
      s.grid.pages += r.grid.pages;
      s.grid.ms += r.grid.ms;
      add(s.grid.fields, r.grid.fields);
    }
  }
  return s;
}
export type Summary = ReturnType<typeof summarise>;

export const LANGUAGES: Record<string, string> = {
  en: 'English',
  hi: 'Hindi',
  gu: 'Gujarati',
  mr: 'Marathi',
  bn: 'Bengali',
  ta: 'Tamil',
  te: 'Telugu',
  kn: 'Kannada',
  ml: 'Malayalam',
  pa: 'Punjabi',
  or: 'Odia',
};
const languageName = (l: string) => LANGUAGES[l] ?? (l || 'unknown');

const pct = (n: number, d: number): number | null => (d ? (100 * n) / d : null);
const exactOf = (t: FieldTally) => pct(t.exact, t.scored);

type Metric = {
  name: string;
  value: (s: Summary) => number | null;
  /** The target for a language ('' for a column of mixed languages), or none. */
  target?: (language: string) => { want: number; way: 'min' | 'max' } | null;
  targetText?: string;
  digits?: number;
};
const fixed =
  (want: number, way: 'min' | 'max' = 'min') =>
  () => ({ want, way });
const byLanguage = (en: number, other: number, way: 'min' | 'max') => (l: string) =>
  l ? { want: l === 'en' ? en : other, way } : null;

const METRICS: Metric[] = [
  {
    name: 'rows = boxes (1 − rows too many or too few / boxes printed)',
    value: (s) => (s.boxesPrinted ? 100 * (1 - s.rowsOff / s.boxesPrinted) : null),
    target: fixed(100),
    targetText: '100 %',
  },
  ...(['serial', 'epic', 'age', 'gender', 'status'] as const).map((f): Metric => ({
    name: `${f} exact %`,
    value: (s) => exactOf(s.fields[f]),
    target: fixed(99.5),
    targetText: '≥ 99.5 %',
  })),
  ...(['name', 'relativeName'] as const).map((f): Metric => ({
    name: `${f} exact %`,
    value: (s) => exactOf(s.fields[f]),
    target: byLanguage(99, 97, 'min'),
    targetText: '≥ 99 % English, ≥ 97 % other scripts',
  })),
  {
    name: 'houseNumber exact %',
    value: (s) => exactOf(s.fields.houseNumber),
    target: fixed(97),
    targetText: '≥ 97 %',
  },
  { name: 'relationType exact %', value: (s) => exactOf(s.fields.relationType) },
  {
    name: 'rows sent to review %',
    value: (s) => pct(s.reviewRows, s.rows),
    target: byLanguage(5, 15, 'max'),
    targetText: '≤ 5 % English, ≤ 15 % other scripts',
  },
  {
    name: 'wrong values nobody doubted, % of rows',
    value: (s) => pct(s.wrongUndoubted, s.truthRows),
    target: fixed(0.2, 'max'),
    targetText: '≤ 0.2 %',
    digits: 2,
  },
  {
    name: 'parts refused (or a file that is no roll read as one)',
    value: (s) => s.refused,
    target: fixed(0, 'max'),
    targetText: '0',
    digits: 0,
  },
  { name: 'files that are no roll, refused rightly', value: (s) => s.refusedRightly, digits: 0 },
  { name: 'reader failed (threw)', value: (s) => s.failed, digits: 0 },
  {
    name: 's a page, CPU (per core)',
    value: (s) => (s.pages ? s.cpuMs / 1000 / s.pages : null),
    target: fixed(3, 'max'),
    targetText: '≤ 3 s',
    digits: 2,
  },
  {
    name: 's a page, wall clock',
    value: (s) => (s.pages ? s.ms / 1000 / s.pages : null),
    digits: 2,
  },
  {
    name: 'bare OCR, whole page: s a page, CPU',
    value: (s) => (s.bare.pages ? s.bare.cpuMs / 1000 / s.bare.pages : null),
    digits: 2,
  },
  {
    name: 'bare OCR, whole page: s a page, wall clock',
    value: (s) => (s.bare.pages ? s.bare.ms / 1000 / s.bare.pages : null),
    digits: 2,
  },
  ...FOUND_FIELDS.map((f): Metric => ({
    name: `bare OCR, whole page: ${f} found in the page's text %`,
    value: (s) => exactOf(s.bare.found[f]),
  })),
  {
    name: 'bare OCR, fixed 3 × 10 grid: s a page, wall clock',
    value: (s) => (s.grid.pages ? s.grid.ms / 1000 / s.grid.pages : null),
    digits: 2,
  },
  ...FIELDS.map((f): Metric => ({
    name: `bare OCR, fixed 3 × 10 grid: ${f} exact %`,
    value: (s) => exactOf(s.grid.fields[f]),
  })),
];

export type Column = { label: string; language: string; summary: Summary };

/** Columns: each corpus by language, then all corpora by language, then everything. */
export function columns(results: FileResult[]): Column[] {
  const corpora = [...new Set(results.map((r) => r.corpus))];
  const languages = [...new Set(results.map((r) => r.language))].sort(
    (a, b) => Object.keys(LANGUAGES).indexOf(a) - Object.keys(LANGUAGES).indexOf(b),
  );
  const out: Column[] = [];
  for (const c of corpora)
    for (const l of languages) {
      const mine = results.filter((r) => r.corpus === c && r.language === l);
      if (mine.length)
        out.push({ label: `${c} · ${languageName(l)}`, language: l, summary: summarise(mine) });
    }
  // All corpora by script where more than one corpus has it, and everything where the scripts
  // are more than one.
  for (const l of languages)
    if (new Set(results.filter((r) => r.language === l).map((r) => r.corpus)).size > 1)
      out.push({
        label: `all · ${languageName(l)}`,
        language: l,
        summary: summarise(results.filter((r) => r.language === l)),
      });
  if (languages.length > 1 || corpora.length > 1)
    out.push({ label: 'all', language: '', summary: summarise(results) });
  return out;
}

const show = (v: number | null, digits = 1) => (v === null ? '–' : v.toFixed(digits));

/** A cell: the value, and by how much it misses its target. */
function cell(m: Metric, c: Column): { text: string; missed: boolean } {
  const v = m.value(c.summary);
  const t = m.target?.(c.language) ?? null;
  if (v === null || !t) return { text: show(v, m.digits), missed: false };
  const missed = t.way === 'min' ? v < t.want : v > t.want;
  if (!missed) return { text: show(v, m.digits), missed };
  const by = Math.abs(v - t.want);
  return {
    text: `${show(v, m.digits)} **(${t.way === 'min' ? '−' : '+'}${show(by, m.digits)})**`,
    missed,
  };
}

export function figuresTable(cols: Column[]): string[] {
  return [
    `| figure | target | ${cols.map((c) => c.label).join(' | ')} |`,
    `|---|---|${cols.map(() => '---').join('|')}|`,
    `| files (pages) | | ${cols.map((c) => `${c.summary.files} (${c.summary.pages})`).join(' | ')} |`,
    `| rows read / boxes printed (where known) | | ${cols.map((c) => `${c.summary.rowsOnCountedPages} / ${c.summary.boxesPrinted}`).join(' | ')} |`,
    `| truth boxes scored / found no row | | ${cols.map((c) => `${c.summary.truthRows} / ${c.summary.lost}`).join(' | ')} |`,
    ...METRICS.filter((m) => cols.some((c) => m.value(c.summary) !== null)).map(
      (m) =>
        `| ${m.name} | ${m.targetText ?? ''} | ${cols.map((c) => cell(m, c).text).join(' | ')} |`,
    ),
  ];
}

/** The targets missed, column by column, for the console and the JSON. */
export function misses(cols: Column[]): string[] {
  return cols.flatMap((c) =>
    METRICS.filter((m) => cell(m, c).missed).map((m) => `${c.label}: ${m.name} ${cell(m, c).text}`),
  );
}

export function figuresJson(cols: Column[]) {
  return Object.fromEntries(
    cols.map((c) => [
      c.label,
      {
        ...c.summary,
        figures: Object.fromEntries(
          METRICS.map((m) => {
            const t = m.target?.(c.language) ?? null;
            return [m.name, { value: m.value(c.summary), target: t }];
          }),
        ),
      },
    ]),
  );
}

export function fileTable(results: FileResult[]): string[] {
  const f1 = (n: number | null) => show(n);
  return [
    '| file | corpus | script | pages | read by | rows (boxes) | truth boxes (none found) | fields exact % | wrong, not doubted | review % | refused | s/page CPU (wall) | bare OCR s/page CPU |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...results.map((r) => {
      const s = summarise([r]);
      const scored = FIELDS.reduce((a, f) => a + s.fields[f].scored, 0);
      const exact = FIELDS.reduce((a, f) => a + s.fields[f].exact, 0);
      return `| ${r.file} | ${r.corpus} | ${languageName(r.language)} | ${r.pages} | ${r.readBy} | ${r.rows}${r.score?.boxesPrinted ? ` (${r.score.boxesPrinted})` : ''} | ${r.score ? `${r.score.truthRows}${r.partialTruth ? ' partial' : ''} (${r.score.lost})` : 'no truth'} | ${r.score ? f1(pct(exact, scored)) : '–'} | ${r.score ? s.wrongUndoubted : '–'} | ${f1(pct(r.reviewRows, r.rows))} | ${r.refused ? `yes${r.notARoll ? ' (rightly: no roll)' : ''}: ${r.refused.message}` : r.failed ? `failed: ${r.failed}` : r.notARoll ? 'no (but it is no roll)' : 'no'} | ${show(r.cpuMs / 1000 / Math.max(1, r.pages), 2)} (${show(r.ms / 1000 / Math.max(1, r.pages), 2)}) | ${r.bare ? show(r.bare.cpuMs / 1000 / Math.max(1, r.bare.pages), 2) : '–'} |`;
    }),
  ];
}

const quote = (v: unknown) => (v === null || v === '' ? '(empty)' : `«${String(v)}»`);

/** A few wrong values nobody doubted, taken in turn from each file. */
export function wrongExamples(results: FileResult[], max = 15): string[] {
  const lists = results.map((r) => ({
    r,
    wrong: (r.score?.wrong ?? []).filter((w) => !w.doubted),
  }));
  const out: string[] = [];
  for (let i = 0; out.length < max && lists.some((l) => l.wrong[i]); i++)
    for (const { r, wrong } of lists) {
      const w = wrong[i];
      if (w && out.length < max)
        out.push(
          `- ${r.file} (${r.engine}), page ${w.page}, serial ${w.serial}, ${w.field}: read ${quote(w.read)}, printed ${quote(w.truth)}`,
        );
    }
  return out;
}
