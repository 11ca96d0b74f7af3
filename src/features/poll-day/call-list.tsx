// "Supporters who have not voted yet" (issues 11 and 24): the karyakarta's own pannas first,
// then each booth (part) with its pannas, then supporters in no panna; each person with a
// number to call and a WhatsApp reminder on a tap. It follows every vote mark made on any
// phone of the booth as the marks sync in.
import { ActionIcon, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CardStack } from '../../components/card-stack.tsx';
import { PhoneLink } from '../../components/data-table/index.ts';
import { whatsAppHref } from '../../domain/whatsapp.ts';
import type { PannaCalls, SupporterToCall } from './supporters-to-vote.ts';
import { callsByBooth } from './supporters-to-vote.ts';
import { useCallList } from './use-call-list.ts';

/** Per group: a long list is cut (the booth calls the first ones first). */
const MAX_PER_GROUP = 50;

function Person({ person }: { person: SupporterToCall }) {
  const { t } = useTranslation();
  const whatsApp =
    person.phone && whatsAppHref(person.phone, t('pollDay.calls.reminder', { name: person.name }));
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="xs">
      <Text size="sm" style={{ minWidth: 0 }}>
        {person.name}
        {person.address ? ` · ${person.address}` : ''}
      </Text>
      <Group gap={0} wrap="nowrap" style={{ flexShrink: 0 }}>
        {person.phone ? (
          <Text size="sm" component="span">
            <PhoneLink value={person.phone} />
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t('pollDay.calls.noPhone')}
          </Text>
        )}
        {whatsApp && (
          <ActionIcon
            component="a"
            href={whatsApp}
            target="_blank"
            rel="noreferrer"
            size={44}
            variant="subtle"
            color="green.9"
            aria-label={t('pollDay.calls.whatsApp', { name: person.name })}
          >
            <IconBrandWhatsapp size={22} aria-hidden />
          </ActionIcon>
        )}
      </Group>
    </Group>
  );
}

function CallGroup({ title, people }: { title: string; people: SupporterToCall[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Title order={3} fz="sm">
        {title}
      </Title>
      <CardStack gap={0} label={title}>
        {people.slice(0, MAX_PER_GROUP).map((p) => (
          <Person key={p.id} person={p} />
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

function PannaGroup({ group }: { group: PannaCalls }) {
  const { t } = useTranslation();
  const { panna, supporters, mine } = group;
  const values = {
    part: panna.partNumber,
    from: panna.fromSerial,
    to: panna.toSerial,
    name: panna.memberName,
    count: supporters.length,
  };
  return (
    <CallGroup
      title={t(mine ? 'pollDay.calls.mine' : 'pollDay.calls.panna', values)}
      people={supporters}
    />
  );
}

export function CallList() {
  const { t } = useTranslation();
  const list = useCallList();
  if (!list) return null;
  const waiting = list.pannas.filter((g) => g.supporters.length > 0);
  const mine = waiting.filter((g) => g.mine);
  const booths = callsByBooth(waiting.filter((g) => !g.mine));
  // A coordinator's phone holds several booths: each gets a heading with its count.
  const headed = callsByBooth(waiting).length > 1;
  const total = waiting.reduce((n, g) => n + g.supporters.length, 0) + list.rest.length;
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
          {mine.map((g) => (
            <PannaGroup key={g.panna.pannaId} group={g} />
          ))}
          {booths.map((booth) => (
            <Stack key={booth.part} gap="sm">
              {headed && (
                <Title order={3} fz="sm" c="dimmed">
                  {t('pollDay.calls.booth', { part: booth.part, count: booth.waiting })}
                </Title>
              )}
              {booth.pannas.map((g) => (
                <PannaGroup key={g.panna.pannaId} group={g} />
              ))}
            </Stack>
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
