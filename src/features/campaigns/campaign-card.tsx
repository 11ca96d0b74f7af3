// One row of "All Events": picture, badges, when and where, the attendance bar (capped at
// 100 %), participants' photos (at most 4 and "+N") and whether my answer waits to be sent.
import { Avatar, Badge, Group, Paper, Progress, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFileUrl } from '../../sync/use-file-url.ts';
import { CampaignImage } from './campaign-image.tsx';
import {
  PRIORITY_COLOR,
  STATUS_COLOR,
  attendancePercent,
  campaignDay,
  campaignTime,
  thumbnails,
} from './campaign-look.ts';
import type { CampaignView } from './use-campaigns.ts';

function Thumbnail({ src }: { src: string }) {
  const url = useFileUrl(src);
  return <Avatar src={url} size={32} radius="sm" alt="" />;
}

export function CampaignStatusBadges({ campaign }: { campaign: CampaignView }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      <Badge color={PRIORITY_COLOR[campaign.priority]}>
        {t(`campaigns.priority.${campaign.priority}`)}
      </Badge>
      {campaign.invited ? (
        <Badge color={STATUS_COLOR[campaign.status]} variant="light">
          {t(`campaigns.status.${campaign.status}`)}
        </Badge>
      ) : (
        <Badge color="grape" variant="light">
          {t('campaigns.status.organiser')}
        </Badge>
      )}
      {campaign.waiting && (
        <Badge color="orange" variant="outline">
          {t('campaigns.status.waiting')}
        </Badge>
      )}
    </Group>
  );
}

export function CampaignCard({ campaign, onOpen }: { campaign: CampaignView; onOpen: () => void }) {
  const { t, i18n } = useTranslation();
  const percent = attendancePercent(campaign.attendeeCount, campaign.maxAttendees);
  const { shown, more } = thumbnails(campaign.photos);
  const day = campaignDay(campaign.date, i18n.language);
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-testid="campaign-card">
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <CampaignImage src={campaign.image} w={88} h={88} radius="sm" style={{ flexShrink: 0 }} />
        <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
          <UnstyledButton
            onClick={onOpen}
            aria-label={t('campaigns.list.view', { title: campaign.title })}
            mih={44}
          >
            <Text fw={700} lineClamp={2}>
              {campaign.title}
            </Text>
          </UnstyledButton>
          <CampaignStatusBadges campaign={campaign} />
          <Text size="sm" c="dimmed">
            {day} · {campaignTime(campaign.time, i18n.language)}
          </Text>
          <Text size="sm" c="dimmed" lineClamp={1}>
            {campaign.location}
          </Text>
          <Progress value={percent} aria-label={t('campaigns.list.attendance')} size="md" />
          <Text size="xs">
            {t('campaigns.list.attendees', {
              count: campaign.attendeeCount,
              max: campaign.maxAttendees,
            })}
          </Text>
          {shown.length > 0 && (
            <Group gap={4} aria-label={t('campaigns.list.photos')} role="group">
              {shown.map((src) => (
                <Thumbnail key={src} src={src} />
              ))}
              {more > 0 && (
                <Avatar
                  size={32}
                  radius="sm"
                  aria-label={t('campaigns.list.morePhotos', { count: more })}
                >
                  {t('campaigns.list.more', { count: more })}
                </Avatar>
              )}
            </Group>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
