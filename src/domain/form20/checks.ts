// The sheet checked against itself, as a returning officer's sheet should add up: each
// station's candidates against its printed "total of valid votes" and total, and each column's
// sum over the stations against the sheet's printed total row. A mismatch is reported, never
// corrected: the person who imports sees which station or column to look at in the paper.
//
// Conventions differ between sheets (docs/form20.md): "total of valid votes" is the candidates'
// sum on the Commission's sheets since 2013, and the candidates' sum plus NOTA on some states'
// sheets; either is taken. The total is always the candidates, NOTA and rejected votes
// together; tendered votes are never counted.
import type { Form20Sheet, Form20Station, Form20Total } from './sheet.ts';

export type Form20Column =
  | { kind: 'candidate'; index: number }
  | { kind: 'nota' | 'rejected' | 'tendered' | 'valid' | 'total' };

/** One station whose printed totals do not add up. */
export type Form20RowMismatch = {
  station: string;
  line: number;
  column: 'valid' | 'total';
  printed: number;
  counted: number;
};

/** One column whose stations do not sum to the printed total row. */
export type Form20ColumnMismatch = {
  column: Form20Column;
  total: Form20Total['kind'];
  printed: number;
  counted: number;
};

export type Form20Checks = {
  rows: Form20RowMismatch[];
  columns: Form20ColumnMismatch[];
  /** Stations printed twice (the same number): the second is kept out of the grades. */
  repeated: string[];
  /** True when the sheet prints a total row to compare with. */
  hasTotalRow: boolean;
};

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** A station's candidates, NOTA and rejected votes: what its printed total should say. */
export const countedTotal = (s: Form20Station) => sum(s.votes) + s.nota + s.rejected;

export function rowMismatches(s: Form20Station): Form20RowMismatch[] {
  const out: Form20RowMismatch[] = [];
  const candidates = sum(s.votes);
  if (s.valid !== null && s.valid !== candidates && s.valid !== candidates + s.nota)
    out.push({
      station: s.station,
      line: s.line,
      column: 'valid',
      printed: s.valid,
      counted: candidates,
    });
  if (s.total !== null && s.total !== countedTotal(s))
    out.push({
      station: s.station,
      line: s.line,
      column: 'total',
      printed: s.total,
      counted: countedTotal(s),
    });
  return out;
}

/**
 * The total row the stations' sums stand against: "Total EVM votes" when printed (postal
 * ballots are counted apart from the stations), else the votes polled less any postal row.
 */
function stationTotal(totals: readonly Form20Total[]): Form20Total | null {
  const evm = totals.find((t) => t.kind === 'evm');
  if (evm) return evm;
  const polled = totals.find((t) => t.kind === 'polled');
  if (!polled) return null;
  const postal = totals.find((t) => t.kind === 'postal');
  if (!postal) return polled;
  const less = (a: number | null, b: number | null) => (a === null ? null : a - (b ?? 0));
  return {
    ...polled,
    votes: polled.votes.map((v, i) => less(v, postal.votes[i] ?? null)),
    nota: less(polled.nota, postal.nota),
    rejected: less(polled.rejected, postal.rejected),
    tendered: less(polled.tendered, postal.tendered),
    valid: less(polled.valid, postal.valid),
    total: less(polled.total, postal.total),
  };
}

export function checkForm20(sheet: Form20Sheet): Form20Checks {
  const seen = new Set<string>();
  const repeated: string[] = [];
  const kept: Form20Station[] = [];
  for (const s of sheet.stations) {
    if (seen.has(s.station)) repeated.push(s.station);
    else kept.push(s);
    seen.add(s.station);
  }
  const rows = kept.flatMap(rowMismatches);
  const against = stationTotal(sheet.totals);
  const columns: Form20ColumnMismatch[] = [];
  if (against) {
    const compare = (column: Form20Column, printed: number | null, counted: number) => {
      if (printed !== null && printed !== counted)
        columns.push({ column, total: against.kind, printed, counted });
    };
    sheet.candidates.forEach((_, index) =>
      compare(
        { kind: 'candidate', index },
        against.votes[index] ?? null,
        sum(kept.map((s) => s.votes[index] ?? 0)),
      ),
    );
    compare({ kind: 'nota' }, against.nota, sum(kept.map((s) => s.nota)));
    compare({ kind: 'rejected' }, against.rejected, sum(kept.map((s) => s.rejected)));
    compare({ kind: 'tendered' }, against.tendered, sum(kept.map((s) => s.tendered)));
    compare({ kind: 'valid' }, against.valid, sum(kept.map((s) => s.valid ?? sum(s.votes))));
    compare({ kind: 'total' }, against.total, sum(kept.map((s) => s.total ?? countedTotal(s))));
  }
  return { rows, columns, repeated, hasTotalRow: against !== null };
}
