// The whole part as one HTML document of A4 pages — cover, voter pages with their boxes and
// bands at the layout's positions, closing summary — the same bytes for the same part.
import type { RollPart } from './part-model.ts';
import type { Band, PlacedBox, RollLayout } from './layout.ts';
import type { EditionText } from './labels.ts';
import { coverBody, summaryBody } from './cover-html.ts';
import { STYLE, at, esc, pageFrame } from './html-kit.ts';

const line = (text: string): string => `<div>${esc(text)}</div>`;

function boxHtml(t: EditionText, { elector: e, rect }: PlacedBox): string {
  const { labels: l, num } = t;
  const stamp = e.deleted ? `<div class="stamp">${esc(l.deleted)}</div>` : '';
  return (
    `<div class="box" style="${at(rect)}" data-serial="${e.serial}">` +
    `<div class="serial">${num(e.serial)}</div><div class="epic">${esc(e.epic)}</div>` +
    `<div class="fields">` +
    line(`${l.name} : ${e.name}`) +
    line(`${l.relation[e.relationType]} : ${e.relativeName}`) +
    line(`${l.house} : ${num(e.houseNumber)}`) +
    `<div>${esc(l.age)} : ${num(e.age)}<span class="gender">${esc(l.gender)} : ` +
    `${esc(l.genders[e.gender])}</span></div></div>` +
    `<div class="photo">${esc(l.photo)}</div>${stamp}</div>`
  );
}

export function bandText(t: EditionText, part: RollPart, band: Pick<Band, 'kind' | 'section'>) {
  if (band.kind === 'additions') return t.labels.additions;
  const name = part.cover.sections[band.section - 1]!.name;
  return `${t.labels.section} : ${t.num(band.section)}-${t.num(name)}`;
}

const bandHtml = (t: EditionText, part: RollPart, band: Band): string =>
  `<div class="band ${band.kind}" style="${at(band.rect)}">${esc(bandText(t, part, band))}</div>`;

/** The part as one HTML document, a `.page` section per PDF page. */
export function partHtml(t: EditionText, part: RollPart, layout: RollLayout): string {
  const { labels: l, num } = t;
  const c = part.cover;
  const frame = (number: number, left: string, right: string, body: string) =>
    pageFrame(
      t,
      { number, of: layout.pageCount, left, right, date: t.date(c.publicationDate) },
      body,
    );
  const assembly = esc(`${l.assembly} : ${num(c.assemblyNumber)}-${c.assemblyName}`);
  const partNo = esc(`${l.part} : ${num(c.partNumber)}`);
  const pages = [
    frame(1, esc(`${l.state} : ${c.state}`), partNo, coverBody(t, c, part.electors.length)),
    ...layout.voterPages.map((p) =>
      frame(
        p.page,
        assembly,
        partNo,
        // Top to bottom, left to right, so the text layer reads in the page's order.
        [
          ...p.bands.map((b) => ({ rect: b.rect, html: bandHtml(t, part, b) })),
          ...p.boxes.map((b) => ({ rect: b.rect, html: boxHtml(t, b) })),
        ]
          .sort((a, b) => a.rect.y - b.rect.y || a.rect.x - b.rect.x)
          .map((item) => item.html)
          .join(''),
      ),
    ),
    frame(layout.pageCount, assembly, partNo, summaryBody(t, part)),
  ];
  return (
    `<!doctype html><html lang="${part.edition}"><head><meta charset="utf-8">` +
    `<title>${esc(`${l.part} ${num(c.partNumber)}`)}</title><style>${STYLE}</style></head>` +
    `<body>${pages.join('\n')}</body></html>\n`
  );
}
