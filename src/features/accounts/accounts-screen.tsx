// Candidate manager (/dashboard/users): the accounts inside my area (the specification's screens "Candidate
// manager": SN, Profile Image, First/Last Name, Email, Phone, State, District, Assembly,
// Action), a form that creates a real login in an area picked by name — offline too, through
// the outbox — moving an account to another area, and disabling a lost phone's account.
import { Alert, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn, RowAction } from '../../components/data-table/index.ts';
import {
  RowActionMenu,
  phoneCell,
  useListControls,
  useOpenRowMenu,
} from '../../components/data-table/index.ts';
import { ConfirmDialog, ListScreen } from '../../components/list-screen/index.ts';
import { toast } from '../../components/toast.ts';
import { useSessionUserId } from '../../sync/use-session-user-id.ts';
import { useAreaChoices } from '../../sync/use-area-choices.ts';
import { setAccountStatus } from './account-api.ts';
import { AccountPhoto } from './account-photo.tsx';
import { AccountForm } from './account-form.tsx';
import type { AccountRow } from './use-accounts.ts';
import { useAccounts } from './use-accounts.ts';

type Mode = { kind: 'list' } | { kind: 'create' } | { kind: 'move'; account: AccountRow };

const accountKey = (a: AccountRow) => a.id;

const fullName = (a: AccountRow) => `${a.firstName} ${a.lastName}`.trim() || a.email;

export function AccountsScreen() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const userId = useSessionUserId();
  const accounts = useAccounts(userId);
  const { areas, choices, held } = useAreaChoices();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [viewing, setViewing] = useState<AccountRow | null>(null);
  const [toDisable, setToDisable] = useState<AccountRow | null>(null);
  const controls = useListControls();
  const { search, setSearch, pageSize, page } = controls;
  const { menuProps } = useOpenRowMenu();

  const rows = accounts.kind === 'ready' ? accounts.rows : undefined;
  const matching = useMemo(() => {
    const q = search.trim().toLocaleLowerCase(lang);
    if (!rows || !q) return rows;
    return rows.filter((a) =>
      [fullName(a), a.email, a.phone].some((s) => s.toLocaleLowerCase(lang).includes(q)),
    );
  }, [rows, search, lang]);
  const pageRows = useMemo(
    () => matching?.slice((page - 1) * pageSize, page * pageSize),
    [matching, page, pageSize],
  );

  const changeStatus = async (account: AccountRow, status: AccountRow['status']) => {
    try {
      const result = await setAccountStatus(account.id, status);
      const name = fullName(account);
      toast.success(
        status === 'disabled'
          ? t('accounts.saved.disabled', { name })
          : t('accounts.saved.enabled', { name }),
      );
      if (result.status === 'sent') accounts.reload();
    } catch (err) {
      console.error('Account status change failed', err);
      toast.error(t('accounts.failed', { reason: t('errors.unknown') }));
    }
  };

  const columns = useMemo((): DataTableColumn<AccountRow>[] => {
    const actions = (a: AccountRow): RowAction[] => {
      const list: RowAction[] = [
        { id: 'view', label: t('accounts.actions.view'), onSelect: () => setViewing(a) },
      ];
      if (a.pending || a.id === userId || a.role === 'admin') return list;
      list.push({
        id: 'edit',
        label: t('accounts.actions.edit'),
        onSelect: () => setMode({ kind: 'move', account: a }),
      });
      list.push(
        a.status === 'active'
          ? {
              id: 'disable',
              label: t('accounts.actions.disable'),
              color: 'red.9',
              onSelect: () => setToDisable(a),
            }
          : {
              id: 'enable',
              label: t('accounts.actions.enable'),
              onSelect: () => void changeStatus(a, 'active'),
            },
      );
      return list;
    };
    return [
      { id: 'sn', titleKey: 'accounts.columns.sn', card: 'hidden', accessor: (_, n) => n },
      {
        id: 'image',
        titleKey: 'accounts.columns.image',
        card: 'media',
        render: (a) => <AccountPhoto image={a.profileImage} name={fullName(a)} />,
      },
      {
        id: 'firstName',
        titleKey: 'accounts.columns.firstName',
        card: 'title',
        accessor: (a) => a.firstName,
      },
      { id: 'lastName', titleKey: 'accounts.columns.lastName', accessor: (a) => a.lastName },
      { id: 'email', titleKey: 'accounts.columns.email', accessor: (a) => a.email },
      { id: 'phone', titleKey: 'accounts.columns.phone', render: (a) => phoneCell(a.phone) },
      { id: 'state', titleKey: 'accounts.columns.state', accessor: (a) => a.state },
      { id: 'district', titleKey: 'accounts.columns.district', accessor: (a) => a.district },
      { id: 'assembly', titleKey: 'accounts.columns.assembly', accessor: (a) => a.assembly },
      {
        id: 'status',
        titleKey: 'accounts.columns.status',
        card: 'status',
        render: (a) => {
          const status = a.pending ? 'pending' : a.status;
          const color =
            status === 'active' ? 'green.9' : status === 'pending' ? 'yellow.9' : 'red.9';
          return (
            // max-content: a squeezed table column would cut the word ("स..") in Hindi.
            <Badge variant="filled" color={color} miw="max-content">
              {t(`accounts.status.${status}`)}
            </Badge>
          );
        },
      },
      {
        id: 'action',
        titleKey: 'list.action',
        align: 'center',
        card: 'actions',
        sticky: 'end',
        render: (a) => (
          <RowActionMenu
            actions={actions(a)}
            label={t('list.rowActions', { name: fullName(a) })}
            {...menuProps(a.id)}
          />
        ),
      },
    ];
    // changeStatus only closes over stable values and `accounts.reload`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t, userId, menuProps]);

  if (mode.kind !== 'list')
    return (
      <AccountForm
        account={mode.kind === 'move' ? mode.account : undefined}
        choices={choices}
        areas={areas}
        onDone={() => {
          setMode({ kind: 'list' });
          accounts.reload();
        }}
      />
    );

  const areaLabel = (scope: string | null) =>
    scope === null ? '' : (choices.find((c) => c.value === scope)?.label ?? scope);

  return (
    <>
      {accounts.kind === 'ready' && accounts.source === 'cached' && (
        <Alert color="yellow" variant="light" mb="md" role="status">
          {t('accounts.offlineList')}
        </Alert>
      )}
      {accounts.kind === 'ready' && accounts.source === 'none' && (
        <Alert color="yellow" variant="light" mb="md" role="status">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t('accounts.loadFailed')}</Text>
            <Button variant="default" size="sm" onClick={accounts.reload}>
              {t('accounts.retry')}
            </Button>
          </Group>
        </Alert>
      )}
      <ListScreen
        title={t('accounts.title')}
        addLabel={held === null ? undefined : t('accounts.add')}
        onAdd={held === null ? undefined : () => setMode({ kind: 'create' })}
        search={{ value: search, onChange: setSearch, placeholder: t('accounts.search') }}
        paging={controls}
        total={matching?.length}
        columns={columns}
        rows={pageRows}
        rowKey={accountKey}
        emptyMessage={t('accounts.empty')}
        minWidth={1000}
      />
      <Modal
        opened={viewing !== null}
        onClose={() => setViewing(null)}
        title={viewing ? t('accounts.profile.title', { name: fullName(viewing) }) : ''}
        centered
      >
        {viewing && (
          <Stack gap="xs">
            <AccountPhoto image={viewing.profileImage} name={fullName(viewing)} size="xl" />
            {(
              [
                ['accounts.columns.email', viewing.email],
                ['accounts.columns.phone', viewing.phone],
                ['accounts.profile.area', areaLabel(viewing.scope)],
                ['accounts.columns.state', viewing.state],
                ['accounts.columns.district', viewing.district],
                ['accounts.columns.assembly', viewing.assembly],
                [
                  'accounts.columns.status',
                  t(`accounts.status.${viewing.pending ? 'pending' : viewing.status}`),
                ],
              ] as const
            ).map(([key, value]) => (
              <Group key={key} gap="xs" wrap="nowrap" align="flex-start">
                <Text fw={600} size="sm" miw={110}>
                  {t(key)}
                </Text>
                <Text size="sm">{value || '-'}</Text>
              </Group>
            ))}
          </Stack>
        )}
      </Modal>
      <ConfirmDialog
        message={toDisable ? t('accounts.confirmDisable', { name: fullName(toDisable) }) : null}
        confirmLabel={t('accounts.actions.disable')}
        onCancel={() => setToDisable(null)}
        onConfirm={() => {
          if (toDisable) void changeStatus(toDisable, 'disabled');
          setToDisable(null);
        }}
      />
    </>
  );
}
