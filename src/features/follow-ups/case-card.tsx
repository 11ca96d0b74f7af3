// One voter's card on the follow-ups screen, as data: the name with where the case stands, a
// few lines (place on the roll, relative, why, the latest step) and the one action. A
// supporter to follow up and a name to object to are both drawn by it.
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export type CaseLine = { text: string; tone?: 'alert' | 'done' | 'dimmed' };

export type CaseCardData = {
  id: string;
  name: string;
  badge: { label: string; color: string };
  lines: CaseLine[];
  action?: { label: string; aria: string; icon?: ReactNode; onClick: () => void };
};

// Shade 9 of each on white is at least 4.5:1 (app/theme.ts); so is white on a badge's
// filled shade 9 (or grey 7).
const TONES = { alert: 'red.9', done: 'green.9', dimmed: 'dimmed' } as const;

export function CaseCard({ data }: { data: CaseCardData }) {
  const { name, badge, lines, action } = data;
  return (
    <Card component="li" withBorder radius="md" padding="sm">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text fw={700} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {name}
        </Text>
        <Badge
          variant="filled"
          color={badge.color}
          tt="none"
          size="md"
          h="auto"
          py={2}
          // A Hindi stage may be long: it wraps inside the badge rather than push the name off.
          style={{ flexShrink: 0, maxWidth: '55%' }}
          styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
        >
          {badge.label}
        </Badge>
      </Group>
      <Stack gap={2} mt={4}>
        {lines.map((line, i) => (
          <Text
            key={i}
            size="sm"
            c={line.tone ? TONES[line.tone] : undefined}
            fw={line.tone === 'alert' ? 600 : undefined}
            style={{ overflowWrap: 'anywhere' }}
          >
            {line.text}
          </Text>
        ))}
      </Stack>
      {action && (
        <Group justify="flex-end" mt="xs">
          <Button
            size="sm"
            variant="filled"
            color="blue.9"
            leftSection={action.icon}
            aria-label={action.aria}
            onClick={action.onClick}
          >
            {action.label}
          </Button>
        </Group>
      )}
    </Card>
  );
}
