// "Supporters who have not voted yet", per panna, each with a number to call on a tap.
import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CardStack } from '../../components/card-stack.tsx';
import { PhoneLink } from '../../components/data-table/index.ts';
import type { SupporterToCall } from './supporters-to-vote.ts';
import { useCallList } from './use-call-list.ts';

/** Per group: a long list is cut (the booth calls the first ones first). */
const MAX_PER_GROUP = 50;

function CallGroup({ title, people }: { title: string; people: SupporterToCall[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Title order={3} fz="sm">
        {title}
      </Title>
      <CardStack gap={0} label={title}>
        {people.slice(0, MAX_PER_GROUP).map((p) => (
          <li key={p.id}>
            <Text size="sm">
              {p.name}
              {p.address ? ` · ${p.address}` : ''}
              {' · '}
              {p.phone ? <PhoneLink value={p.phone} /> : t('pollDay.calls.noPhone')}
            </Text>
          </li>
        ))}
      </CardStack>
      {people.length > MAX_PER_GROUP && (
        <Text size="xs" c="dimmed">
          {t('pollDay.calls.more', { count: people.length - MAX_PER_GROUP })}
        </Text>
      )}
    </Stack>
  );
}

export function CallList() {
  const { t } = useTranslation();
  const list = useCallList();
  if (!list) return null;
  const groups = list.pannas.filter((g) => g.supporters.length > 0);
  const total = groups.reduce((n, g) => n + g.supporters.length, 0) + list.rest.length;
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} fz="md" mb="xs">
        {t('pollDay.calls.title', { count: total })}
      </Title>
      {total === 0 ? (
        <Text c="dimmed" size="sm">
          {t('pollDay.calls.none')}
        </Text>
      ) : (
        <Stack gap="sm">
          {groups.map(({ panna, supporters }) => (
            <CallGroup
              key={panna.pannaId}
              title={t('pollDay.calls.panna', {
                part: panna.partNumber,
                from: panna.fromSerial,
                to: panna.toSerial,
                name: panna.memberName,
                count: supporters.length,
              })}
              people={supporters}
            />
          ))}
          {list.rest.length > 0 && (
            <CallGroup
              title={t('pollDay.calls.rest', { count: list.rest.length })}
              people={list.rest}
            />
          )}
        </Stack>
      )}
    </Card>
  );
}
