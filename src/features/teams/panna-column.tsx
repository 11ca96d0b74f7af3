// The Panna column of the karyakarta lists: "2 · 118 voters" — pannas held now and the voters
// on those roll pages — so a coordinator sees who still needs a panna without leaving the team.
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../components/data-table/index.ts';
import type { MemberRecord } from '../../db/types.ts';
import type { MemberPannas } from './member-pannas.ts';

type Column = DataTableColumn<MemberRecord>;

function PannaCount({ held }: { held: MemberPannas }) {
  const { t } = useTranslation();
  return <>{t('teams.pannaCount', { pannas: held.pannas, count: held.voters })}</>;
}

/** Members holding no panna get the list's missing mark ("-"); the card shows it as a field. */
export function pannaColumn(byMember: ReadonlyMap<string, MemberPannas>): Column {
  return {
    id: 'panna',
    titleKey: 'teams.columns.panna',
    noWrap: true,
    render: (m) => {
      const held = byMember.get(m.id);
      return held ? <PannaCount held={held} /> : null;
    },
  };
}

/** `columns` with Panna right after the name and photo, where the eye starts on each row. */
export function withPannaColumn(columns: readonly Column[], panna: Column): Column[] {
  const at = columns.findLastIndex((c) => c.id === 'name' || c.id === 'photo') + 1;
  return [...columns.slice(0, at), panna, ...columns.slice(at)];
}
