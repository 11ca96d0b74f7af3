// The whole-area card's number formats and the count columns its tables share (the areas
// below and each part: area-turnout-card.tsx, area-parts-table.tsx).
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../components/data-table/index.ts';
import type { FieldCounts } from '../../domain/field-work.ts';

export type AreaFormats = ReturnType<typeof useFormats>;

export function useFormats() {
  const { i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  return {
    number: (n: number) => number.format(n),
    share: (n: number, of: number) => percent.format(of ? n / of : 0),
  };
}

/** Columns every level shares: voters, turnout, contacted, supporters yet to vote. */
export function countColumns<Row extends FieldCounts>(f: AreaFormats): DataTableColumn<Row>[] {
  return [
    {
      id: 'voters',
      titleKey: 'home.area.voters',
      accessor: (r) => f.number(r.voters),
      align: 'right',
    },
    {
      id: 'voted',
      titleKey: 'home.area.turnout',
      accessor: (r) => `${f.number(r.voted)} (${f.share(r.voted, r.voters)})`,
      align: 'right',
    },
    {
      id: 'contacted',
      titleKey: 'home.area.contacted',
      accessor: (r) => f.share(r.contacted, r.voters),
      align: 'right',
    },
    {
      id: 'waiting',
      titleKey: 'home.area.supportersWaiting',
      accessor: (r) => f.number(r.supporters - r.supportersVoted),
      align: 'right',
    },
  ];
}
