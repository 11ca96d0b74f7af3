// /dashboard/campaign (spec "Party Campaigns"): the pending count, four stat tiles, the tabs,
// the carousel and "All Events", the detail modal, the Join Campaign form and — for those
// holding an area — a new campaign form. Works offline from what the phone keeps.
import { Alert, Badge, Button, Group, Paper, Stack, Tabs, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAreaChoices } from '../../sync/use-area-choices.ts';
import { ErrorPanel } from '../../components/error-panel.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { useSessionUserId } from '../../sync/use-session-user-id.ts';
import { getSessionUser } from '../../sync/session.ts';
import { CampaignCarousel } from './campaign-carousel.tsx';
import { CampaignDetailModal } from './campaign-detail-modal.tsx';
import { CampaignFormModal } from './campaign-form-modal.tsx';
import { CampaignList } from './campaign-list.tsx';
import { CampaignStats } from './campaign-stats.tsx';
import type { CampaignTab } from './campaign-tabs.ts';
import { CAMPAIGN_TABS, inTab, invitedStats, tabCounts } from './campaign-tabs.ts';
import { ConfirmCancel } from './confirm-cancel.tsx';
import { JoinCampaignModal } from './join-campaign-modal.tsx';
import { useCampaignActions } from './use-campaign-actions.ts';
import type { CampaignView } from './use-campaigns.ts';
import { useCampaigns } from './use-campaigns.ts';
import { LoadingMark } from '../../components/loading-mark.tsx';

/** The signed-in person's name, to start the Join Campaign form with. */
const sessionName = () => {
  const user = getSessionUser();
  return user ? `${user.firstName} ${user.lastName}`.trim() : '';
};

type Dialog =
  | { kind: 'none' }
  | { kind: 'detail' | 'join' | 'edit' | 'cancel'; id: string }
  | { kind: 'create' };

export function CampaignsScreen() {
  const { t } = useTranslation();
  const userId = useSessionUserId();
  const { state, reload } = useCampaigns(userId);
  const actions = useCampaignActions(userId, reload);
  const { choices, held } = useAreaChoices();
  const [tab, setTab] = useState<CampaignTab>('all');
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const campaigns = useMemo(() => (state.kind === 'ready' ? state.campaigns : []), [state]);
  const counts = tabCounts(campaigns);
  const shown = inTab(campaigns, tab);
  const byId = (id: string) => campaigns.find((c) => c.id === id) ?? null;
  const open = (kind: 'detail' | 'join' | 'edit' | 'cancel') => (c: CampaignView) =>
    setDialog({ kind, id: c.id });
  const close = () => setDialog({ kind: 'none' });
  const current = dialog.kind !== 'none' && dialog.kind !== 'create' ? byId(dialog.id) : null;
  const areaChoices =
    held === '' ? [{ value: '', label: t('campaigns.form.everyone') }, ...choices] : choices;

  const title = (
    <Group justify="space-between" gap="sm">
      <Group gap="sm">
        <PageTitle>{t('campaigns.title')}</PageTitle>
        {state.kind === 'ready' && (
          <Badge size="lg" color="blue" variant="light" data-testid="pending-count">
            {t('campaigns.pendingCount', { count: counts.pending })}
          </Badge>
        )}
      </Group>
      {held !== null && state.kind === 'ready' && (
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setDialog({ kind: 'create' })}
        >
          {t('campaigns.form.new')}
        </Button>
      )}
    </Group>
  );

  if (state.kind === 'loading')
    return (
      <Stack gap="md">
        {title}
        <LoadingMark label={t('campaigns.loading')} showLabel />
      </Stack>
    );
  if (state.kind === 'failed')
    return (
      <Stack gap="md">
        {title}
        <ErrorPanel
          title={t('campaigns.errorTitle')}
          message={t('campaigns.errorText')}
          onRetry={reload}
        />
      </Stack>
    );

  return (
    <Stack gap="md">
      {title}
      {state.stale && (
        <Alert color="yellow" variant="light">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t('campaigns.stale')}</Text>
            <Button size="xs" variant="outline" onClick={reload}>
              {t('campaigns.retry')}
            </Button>
          </Group>
        </Alert>
      )}
      <CampaignStats stats={invitedStats(campaigns)} />
      <Tabs value={tab} onChange={(v) => setTab((v as CampaignTab | null) ?? 'all')}>
        <Tabs.List aria-label={t('campaigns.tabs.label')}>
          {CAMPAIGN_TABS.map((id) => (
            <Tabs.Tab key={id} value={id}>
              {t(`campaigns.tabs.${id}`)} ({counts[id]})
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {shown.length === 0 && (
        <Paper withBorder p="md" radius="md" role="status">
          <Text fw={700}>{t('campaigns.empty.title')}</Text>
          <Text c="dimmed">{t(`campaigns.empty.${tab}`)}</Text>
        </Paper>
      )}
      <CampaignCarousel key={tab} campaigns={shown} onOpen={open('detail')} />
      <CampaignList campaigns={shown} onOpen={open('detail')} />
      <CampaignDetailModal
        campaign={dialog.kind === 'detail' ? current : null}
        onClose={close}
        onAccept={open('join')}
        onDecline={async (c) => {
          await actions.decline(c);
        }}
        onEdit={open('edit')}
        onCancelCampaign={open('cancel')}
        declining={actions.declining}
      />
      <JoinCampaignModal
        campaign={dialog.kind === 'join' ? current : null}
        initial={{ fullName: sessionName() }}
        onClose={close}
        onSubmit={async (c, input, photos) => {
          await actions.join(c, input, photos);
          setDialog({ kind: 'detail', id: c.id });
        }}
      />
      {(dialog.kind === 'create' || (dialog.kind === 'edit' && current)) && (
        <CampaignFormModal
          opened
          campaign={dialog.kind === 'edit' ? (current ?? undefined) : undefined}
          choices={areaChoices}
          defaultScope={held ?? ''}
          onClose={close}
          onSave={async (input, id) => {
            await actions.save(input, id);
            close();
          }}
        />
      )}
      <ConfirmCancel
        campaign={dialog.kind === 'cancel' ? current : null}
        onClose={close}
        onConfirm={async (c) => {
          await actions.cancel(c);
          close();
        }}
      />
    </Stack>
  );
}
