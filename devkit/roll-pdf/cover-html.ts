// The roll's first and last pages: the cover (revision, part and sections, polling station,
// printed totals) and the closing summary that prints the totals again.
import type { Cover, RollPart, Totals } from './part-model.ts';
import type { EditionText } from './labels.ts';
import { esc } from './html-kit.ts';

const row = (label: string, value: string): string =>
  `<div>${esc(label)} : <b>${esc(value)}</b></div>`;

function totalsCells(t: EditionText, totals: Totals): string {
  return [totals.male, totals.female, totals.thirdGender, totals.total]
    .map((n) => `<td>${t.num(n)}</td>`)
    .join('');
}

const genderHeads = (t: EditionText): string =>
  [t.labels.male, t.labels.female, t.labels.thirdGender, t.labels.total]
    .map((h) => `<th>${esc(h)}</th>`)
    .join('');

/** The cover's body (the page frame is added by the caller). */
export function coverBody(t: EditionText, cover: Cover, lastSerial: number): string {
  const { labels: l, num, date } = t;
  const year = cover.publicationDate.slice(0, 4);
  const sections = cover.sections
    .map((s) => `<div>${num(s.number)} - ${esc(num(s.name))}</div>`)
    .join('');
  return (
    `<div class="sheet"><h1>${esc(l.title)}, ${num(year)}</h1>` +
    `<div class="sub">${esc(l.assembly)} : ${num(cover.assemblyNumber)} - ${esc(cover.assemblyName)}` +
    ` &nbsp; | &nbsp; ${esc(l.part)} : ${num(cover.partNumber)}</div>` +
    `<h2>${esc(num(l.revisionDetails))}</h2><div class="block">` +
    row(l.revisionYear, num(year)) +
    row(l.revisionType, num(cover.revision)) +
    row(l.qualifyingDate, date(cover.qualifyingDate)) +
    row(l.publicationDate, date(cover.publicationDate)) +
    `</div><h2>${esc(num(l.partDetails))}</h2><div class="block">` +
    row(l.mainTown, cover.partName) +
    row(l.district, cover.district) +
    `<div>${esc(l.sections)} :</div>${sections}` +
    `</div><h2>${esc(num(l.stationDetails))}</h2><div class="block">` +
    row(l.stationName, num(`${cover.pollingStation.number} - ${cover.pollingStation.name}`)) +
    row(l.stationAddress, num(cover.pollingStation.address)) +
    `</div><h2>${esc(num(l.electors))}</h2><table class="totals"><tr>` +
    `<th>${esc(l.firstSerial)}</th><th>${esc(l.lastSerial)}</th>${genderHeads(t)}</tr>` +
    `<tr><td>${num(1)}</td><td>${num(lastSerial)}</td>${totalsCells(t, cover.totals)}</tr>` +
    `</table></div>`
  );
}

/** The closing page's body: main list, additions, deletions and the electors they leave. */
export function summaryBody(t: EditionText, part: RollPart): string {
  const { labels: l } = t;
  const s = part.summary;
  const line = (label: string, totals: Totals) =>
    `<tr><th>${esc(label)}</th>${totalsCells(t, totals)}</tr>`;
  return (
    `<div class="sheet"><h1>${esc(l.summary)}</h1>` +
    `<div class="sub">${esc(l.part)} : ${t.num(part.cover.partNumber)} - ${esc(part.cover.partName)}</div>` +
    `<table class="summary"><tr><th></th>${genderHeads(t)}</tr>` +
    line(l.mainList, s.main) +
    line(l.additions, s.additions) +
    line(l.deletions, s.deletions) +
    line(l.netElectors, s.net) +
    `</table></div>`
  );
}
