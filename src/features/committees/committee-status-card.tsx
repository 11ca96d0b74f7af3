// The booth committee at a glance: complete and checked, complete, or not yet; how many
// places are filled and checked; and what is missing, line by line, in a booth worker's words.
import { Card, Group, List, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ShownCommittee } from './committee-view.ts';
import { useCommitteeTexts } from './use-committee-texts.ts';

export function CommitteeStatusCard({ committee }: { committee: ShownCommittee }) {
  const { t } = useTranslation();
  const texts = useCommitteeTexts();
  const { state } = committee;
  const need = state.roles.reduce((sum, r) => sum + r.need, 0);
  const filled = state.roles.reduce((sum, r) => sum + Math.min(r.filled, r.need), 0);
  const checked = state.roles.reduce((sum, r) => sum + Math.min(r.verified, r.need), 0);
  const [color, Icon, key] = state.verified
    ? (['green.8', IconCircleCheck, 'committees.status.verified'] as const)
    : state.complete
      ? (['yellow.8', IconClock, 'committees.status.complete'] as const)
      : (['red.8', IconAlertTriangle, 'committees.status.incomplete'] as const);
  const lines = state.gaps.flatMap((g) => texts.gap(g, committee.booth.pannas));
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-labelledby="committee-status"
    >
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon color={color} variant="light" size={36} radius="xl" aria-hidden>
            <Icon size={22} />
          </ThemeIcon>
          <Title order={2} fz="h4" id="committee-status" style={{ flex: 1 }}>
            {t(key)}
          </Title>
        </Group>
        <div>
          <Text size="sm" fw={600}>
            {t('committees.status.places', { filled, need, checked })}
          </Text>
          <Progress.Root size="lg" mt={6} aria-hidden>
            <Progress.Section value={need ? (checked / need) * 100 : 0} color="green.8" />
            <Progress.Section
              value={need ? ((filled - checked) / need) * 100 : 0}
              color="yellow.6"
            />
          </Progress.Root>
        </div>
        {lines.length > 0 && (
          <div>
            <Text size="sm" fw={700} id="committee-missing">
              {t('committees.status.missing')}
            </Text>
            <List size="sm" spacing={4} mt={4} aria-labelledby="committee-missing">
              {lines.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
          </div>
        )}
      </Stack>
    </Card>
  );
}
