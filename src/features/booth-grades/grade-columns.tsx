// The grade report's columns as configuration (one config: the table on a desk, a card per
// booth on a phone): the booth, its grade, the margin last time, our votes against the
// strongest rival's, and the coverage — houses visited, supporters found, voted now against
// the votes polled last time.
import type { DataTableColumn } from '../../components/data-table/index.ts';
import { GradeBadge } from '../../components/grade-badge.tsx';
import type { BoothGradeRow } from '../../domain/form20/report.ts';

type Say = (key: string, values?: Record<string, string | number>) => string;

export function gradeColumns(say: Say, lang: string): DataTableColumn<BoothGradeRow>[] {
  const number = new Intl.NumberFormat(lang);
  const share = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 });
  const signed = new Intl.NumberFormat(lang, {
    signDisplay: 'exceptZero',
    maximumFractionDigits: 1,
  });
  return [
    {
      id: 'booth',
      titleKey: 'form20.columns.booth',
      card: 'title',
      accessor: (r) => (lang.startsWith('hi') && r.boothNameHi) || r.boothName,
    },
    {
      id: 'grade',
      titleKey: 'form20.columns.grade',
      card: 'status',
      align: 'center',
      render: (r) => <GradeBadge grade={r.grade} />,
    },
    {
      id: 'margin',
      titleKey: 'form20.columns.margin',
      align: 'right',
      noWrap: true,
      accessor: (r) =>
        r.margin === null ? null : say('form20.cells.margin', { value: signed.format(r.margin) }),
    },
    {
      id: 'votes',
      titleKey: 'form20.columns.votes',
      align: 'right',
      noWrap: true,
      accessor: (r) =>
        r.stations
          ? say('form20.cells.votes', {
              ours: number.format(r.ourVotes),
              rival: number.format(r.rivalVotes),
            })
          : null,
    },
    {
      id: 'houses',
      titleKey: 'form20.columns.houses',
      align: 'right',
      accessor: (r) =>
        r.houses
          ? say('form20.cells.houses', {
              visited: number.format(r.housesVisited),
              houses: number.format(r.houses),
              share: share.format(r.housesVisited / r.houses),
            })
          : null,
    },
    {
      id: 'supporters',
      titleKey: 'form20.columns.supporters',
      align: 'right',
      accessor: (r) => number.format(r.supporters),
    },
    {
      // The booth's committee (issue 46): which C and D booths still lack a verified one.
      id: 'committee',
      titleKey: 'committees.grades.column',
      accessor: (r) =>
        say(
          r.committeeVerified
            ? 'committees.grades.verified'
            : r.committeeComplete
              ? 'committees.grades.complete'
              : 'committees.grades.none',
        ),
    },
    {
      id: 'turnout',
      titleKey: 'form20.columns.turnout',
      align: 'right',
      noWrap: true,
      accessor: (r) =>
        say('form20.cells.turnout', {
          now: number.format(r.votedNow),
          last: number.format(r.polledLast),
        }),
    },
  ];
}
