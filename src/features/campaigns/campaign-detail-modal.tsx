// The detail modal (spec "Party Campaigns"): every field, and Accept / Decline only while my
// invitation is pending; the accepted and declined texts afterwards. Organisers also get
// Edit and Cancel campaign.
import { Alert, Badge, Button, Group, List, Modal, Progress, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { CampaignStatusBadges } from './campaign-card.tsx';
import { CampaignImage } from './campaign-image.tsx';
import { attendancePercent, campaignDay, campaignTime } from './campaign-look.ts';
import type { CampaignView } from './use-campaigns.ts';

export type CampaignDetailModalProps = {
  campaign: CampaignView | null;
  onClose: () => void;
  onAccept: (campaign: CampaignView) => void;
  onDecline: (campaign: CampaignView) => Promise<void>;
  onEdit: (campaign: CampaignView) => void;
  onCancelCampaign: (campaign: CampaignView) => void;
  declining: boolean;
};

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0}>
        {children}
      </Text>
    </div>
  );
}

function Answer({ campaign }: { campaign: CampaignView }) {
  const { t } = useTranslation();
  const waiting = campaign.waiting && (
    <Text size="sm" c="orange.9">
      {t('campaigns.detail.waiting')}
    </Text>
  );
  switch (campaign.status) {
    case 'accepted':
      return (
        <Alert color="green" title={t('campaigns.detail.accepted')}>
          {t('campaigns.detail.reminder')}
          {waiting}
        </Alert>
      );
    case 'declined':
      return (
        <Alert color="gray" title={t('campaigns.detail.declined')}>
          {waiting}
        </Alert>
      );
    case 'pending':
      return null;
    default:
      return campaign.status satisfies never;
  }
}

export function CampaignDetailModal(props: CampaignDetailModalProps) {
  const { campaign, onClose, onAccept, onDecline, onEdit, onCancelCampaign, declining } = props;
  const { t, i18n } = useTranslation();
  const phone = useMediaQuery('(max-width: 599.98px)', false, { getInitialValueInEffect: false });
  if (!campaign) return <Modal opened={false} onClose={onClose} />;
  const day = campaignDay(campaign.date, i18n.language);
  const percent = attendancePercent(campaign.attendeeCount, campaign.maxAttendees);
  return (
    <Modal
      opened
      onClose={onClose}
      title={campaign.title}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('campaigns.detail.close') }}
    >
      <Stack gap="sm" data-testid="campaign-detail">
        <CampaignImage src={campaign.image} h={180} radius="sm" />
        <CampaignStatusBadges campaign={campaign} />
        <Stack gap="xs" component="dl" m={0}>
          <Field label={t('campaigns.detail.category')}>
            <Badge variant="light">{t(`campaigns.category.${campaign.category}`)}</Badge>
          </Field>
          <Field label={t('campaigns.detail.date')}>{day}</Field>
          <Field label={t('campaigns.detail.time')}>
            {campaignTime(campaign.time, i18n.language)}
          </Field>
          <Field label={t('campaigns.detail.location')}>{campaign.location}</Field>
          <Field label={t('campaigns.detail.description')}>{campaign.description}</Field>
          <Field label={t('campaigns.detail.organizer')}>{campaign.organizer}</Field>
          <Field label={t('campaigns.detail.attendance')}>
            {t('campaigns.list.attendees', {
              count: campaign.attendeeCount,
              max: campaign.maxAttendees,
            })}
          </Field>
        </Stack>
        <Progress value={percent} aria-label={t('campaigns.detail.attendance')} />
        <div>
          <Text size="sm" c="dimmed">
            {t('campaigns.detail.requirements')}
          </Text>
          {campaign.requirements.length ? (
            <List size="sm">
              {campaign.requirements.map((r) => (
                <List.Item key={r}>{r}</List.Item>
              ))}
            </List>
          ) : (
            <Text size="sm">{t('campaigns.detail.noRequirements')}</Text>
          )}
        </div>
        {campaign.invited && <Answer campaign={campaign} />}
        {campaign.invited && campaign.status === 'pending' && (
          <Group>
            <Button onClick={() => onAccept(campaign)}>{t('campaigns.detail.accept')}</Button>
            <Button variant="default" loading={declining} onClick={() => void onDecline(campaign)}>
              {t('campaigns.detail.decline')}
            </Button>
          </Group>
        )}
        {campaign.canManage && (
          <Group>
            <Button variant="default" onClick={() => onEdit(campaign)}>
              {t('campaigns.detail.edit')}
            </Button>
            {/* Mantine 9's light variant paints a given shade as the background: outline keeps
                the red text readable. */}
            <Button variant="outline" color="red.9" onClick={() => onCancelCampaign(campaign)}>
              {t('campaigns.detail.cancelCampaign')}
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
