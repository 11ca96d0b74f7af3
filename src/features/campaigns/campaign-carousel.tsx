// The auto-rotating event carousel, built on Mantine primitives: one slide at a time, arrows
// either side, a dot per event (44 px targets), timed by use-carousel.ts.
import {
  ActionIcon,
  Badge,
  Box,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CAMPAIGN_LIMITS } from '../../domain/campaigns.ts';
import { CampaignImage } from './campaign-image.tsx';
import { PRIORITY_COLOR, campaignDay, campaignTime } from './campaign-look.ts';
import type { CampaignView } from './use-campaigns.ts';
import { useCarousel } from './use-carousel.ts';

export type CampaignCarouselProps = {
  campaigns: readonly CampaignView[];
  onOpen: (campaign: CampaignView) => void;
};

export function CampaignCarousel({ campaigns, onOpen }: CampaignCarouselProps) {
  const { t, i18n } = useTranslation();
  const { index, go, next, previous } = useCarousel(campaigns.length, CAMPAIGN_LIMITS.carouselMs);
  const slide = campaigns[index];
  if (!slide)
    return (
      <Paper withBorder p="lg" radius="md">
        <Text c="dimmed" ta="center">
          {t('campaigns.empty.carousel')}
        </Text>
      </Paper>
    );
  const total = campaigns.length;
  const day = campaignDay(slide.date, i18n.language);
  return (
    <Paper
      withBorder
      radius="md"
      component="section"
      aria-roledescription="carousel"
      aria-label={t('campaigns.carousel.label')}
      style={{ overflow: 'hidden' }}
    >
      <Box pos="relative">
        <UnstyledButton
          onClick={() => onOpen(slide)}
          aria-label={t('campaigns.list.view', { title: slide.title })}
          style={{ display: 'block', width: '100%' }}
        >
          <CampaignImage src={slide.image} h={{ base: 160, sm: 220 }} />
        </UnstyledButton>
        <Stack
          gap={4}
          p="sm"
          aria-live="polite"
          aria-roledescription="slide"
          aria-label={t('campaigns.carousel.slide', { number: index + 1, total })}
          data-testid="carousel-slide"
        >
          <Group gap="xs">
            <Badge color={PRIORITY_COLOR[slide.priority]}>
              {t(`campaigns.priority.${slide.priority}`)}
            </Badge>
            <Badge variant="light">{t(`campaigns.category.${slide.category}`)}</Badge>
          </Group>
          <Title order={2} fz="lg">
            {slide.title}
          </Title>
          <Text size="sm">
            {day} · {campaignTime(slide.time, i18n.language)} · {slide.location}
          </Text>
        </Stack>
      </Box>
      {total > 1 && (
        <Group justify="space-between" px="sm" pb="sm" wrap="nowrap">
          <ActionIcon
            variant="default"
            size="lg"
            onClick={previous}
            aria-label={t('campaigns.carousel.previous')}
          >
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
          <Group gap={2} justify="center" wrap="wrap">
            {campaigns.map((c, i) => (
              <UnstyledButton
                key={c.id}
                onClick={() => go(i)}
                aria-label={t('campaigns.carousel.goTo', { number: i + 1, total })}
                aria-current={i === index ? 'true' : undefined}
                // A 44 px target around a 10 px dot (phones: docs/decisions/weak-network.md).
                miw={44}
                mih={44}
                style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}
              >
                <Box
                  w={10}
                  h={10}
                  style={{ borderRadius: '50%' }}
                  bg={i === index ? 'var(--mantine-primary-color-filled)' : 'gray.5'}
                />
              </UnstyledButton>
            ))}
          </Group>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={next}
            aria-label={t('campaigns.carousel.next')}
          >
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
        </Group>
      )}
    </Paper>
  );
}
