// A scan is read twice: by the English model (headings, labels and numbers) and by a model held
// to digits (numbers only, which misreads fewer of them). The two sheets share their rows, line
// for line. A station whose English read does not add up is taken from the digits read when
// that one adds up (its candidates to its printed total of valid votes, and to its total); a
// row left unread (a digit read as a letter) likewise. Nothing else is changed: a row neither
// read makes add up stays as the English model read it, and the checks list it.
//
// Two misreads no sum shows are not kept as stations but shown as unread lines, so the person
// reads them off the paper: a row whose total or total of valid votes could not be read (there
// is nothing to check it against), and a station numbered out of its neighbours' order (7 read
// as 77 between 6 and 8).
import { rowMismatches } from '../../../src/domain/form20/checks.ts';
import type { Form20Sheet, Form20Station } from '../../../src/domain/form20/sheet.ts';

const addsUp = (s: Form20Station) =>
  s.valid !== null && s.total !== null && rowMismatches(s).length === 0;

/** The English read's sheet with the digit read's rows where only those add up. */
export function mergeReads(
  text: Form20Sheet,
  digits: Form20Sheet | null,
  lineText: (line: number) => string,
): Form20Sheet {
  const second = digits?.candidates.length === text.candidates.length ? digits.stations : [];
  const byLine = new Map(second.map((s) => [s.line, s]));
  const better = (line: number) => {
    const d = byLine.get(line);
    return d && addsUp(d) ? d : undefined;
  };
  const stations = text.stations.map((s) => (addsUp(s) ? s : (better(s.line) ?? s)));
  const unread: Form20Sheet['unread'] = [];
  for (const u of text.unread) {
    const d = better(u.line);
    if (d) stations.push(d);
    else unread.push(u);
  }
  stations.sort((a, b) => a.line - b.line);
  const kept = stations.filter((s, i) => {
    const before = stations[i - 1]?.part;
    const after = stations[i + 1]?.part;
    const outOfOrder =
      before !== undefined &&
      after !== undefined &&
      before < after &&
      !(before <= s.part && s.part <= after);
    const unchecked = !addsUp(s) && (s.valid === null || s.total === null);
    if (!outOfOrder && !unchecked) return true;
    unread.push({ line: s.line, text: lineText(s.line) });
    return false;
  });
  unread.sort((a, b) => a.line - b.line);
  return { ...text, stations: kept, unread };
}
