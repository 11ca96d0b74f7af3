// List mode of a team screen: search, "Show Result", the level's columns (and, for karyakartas,
// their pannas) plus the row menu, paging with a total, and the delete confirmation.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import type { DataTableColumn, ListControls } from '../../components/data-table/index.ts';
import { RowActionMenu, useOpenRowMenu } from '../../components/data-table/index.ts';
import { ConfirmDialog, ListScreen } from '../../components/list-screen/index.ts';
import type { MemberRecord } from '../../db/types.ts';
import type { TeamLevelDef } from '../../domain/team-levels.ts';
import { memberDisplayName } from '../../domain/team-levels.ts';
import { DASHBOARD_BASE } from '../../domain/navigation.ts';
import { PANNA_HOLDER_LEVEL } from './member-pannas.ts';
import { pannaColumn, withPannaColumn } from './panna-column.tsx';
import { teamColumns } from './team-columns.tsx';
import { useDeleteMember, useMemberActions } from './use-member-actions.ts';
import { useBoothManagers, useMemberPage, usePannaCounts } from './use-members.ts';

const memberKey = (m: MemberRecord) => m.id;

export type TeamListViewProps = {
  def: TeamLevelDef;
  controls: ListControls;
  onAdd: () => void;
  onEdit: (member: MemberRecord) => void;
};

export function TeamListView({ def, controls, onAdd, onEdit }: TeamListViewProps) {
  const { t } = useTranslation();
  const { search, setSearch, pageSize, page } = controls;
  const data = useMemberPage({
    level: def.level,
    nameShape: def.nameShape,
    search,
    page,
    pageSize,
  });
  const [toDelete, setToDelete] = useState<MemberRecord | null>(null);
  const { menuProps } = useOpenRowMenu();
  const managers = useBoothManagers();
  const pannas = usePannaCounts(def.level === PANNA_HOLDER_LEVEL);
  const actionsFor = useMemberActions(def, onEdit, setToDelete);
  const confirmDelete = useDeleteMember(def);

  const columns = useMemo((): DataTableColumn<MemberRecord>[] => {
    const action: DataTableColumn<MemberRecord> = {
      id: 'action',
      titleKey: 'list.action',
      align: 'center',
      card: 'actions',
      // Wide team tables scroll sideways inside the page: the menu stays at the visible edge.
      sticky: 'end',
      render: (m) => (
        <RowActionMenu
          actions={actionsFor(m)}
          label={t('list.rowActions', { name: memberDisplayName(m, def.nameShape) })}
          {...menuProps(m.id)}
        />
      ),
    };
    const columns = teamColumns(def.columns, def.nameShape, managers);
    // Only once pannas are in use: a booth that does not assign them sees no column of dashes.
    const shown = pannas.inUse ? withPannaColumn(columns, pannaColumn(pannas.byMember)) : columns;
    return [...shown, action];
  }, [def, actionsFor, menuProps, t, managers, pannas]);

  return (
    <>
      <ListScreen
        title={t(`teams.levels.${def.id}.title`)}
        addLabel={t(`teams.levels.${def.id}.add`)}
        onAdd={onAdd}
        search={{ value: search, onChange: setSearch, placeholder: t('teams.search') }}
        paging={controls}
        total={data?.total}
        columns={columns}
        rows={data?.rows}
        rowKey={memberKey}
        emptyMessage={t(`teams.levels.${def.id}.empty`)}
        tools={
          // The booth's committee is drawn from this team (issue 46).
          def.level === 'booth' ? (
            <Button
              component={Link}
              to={`${DASHBOARD_BASE}/committee`}
              variant="light"
              mih={44}
              leftSection={<IconUsersGroup size={18} aria-hidden />}
            >
              {t('nav.pages.committee')}
            </Button>
          ) : undefined
        }
      />
      <ConfirmDialog
        message={toDelete ? t('teams.confirmDelete') : null}
        confirmLabel={t('teams.actions.delete')}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete) void confirmDelete(toDelete);
          setToDelete(null);
        }}
      />
    </>
  );
}
