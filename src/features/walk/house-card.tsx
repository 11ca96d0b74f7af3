// One house on the Door to Door walk: headed by its house number as the roll prints it (and its
// section where the walk spans several), each voter with the roll serial the worker reads out,
// a call button where a number is known, and a visit for the voter or the whole house.
import { ActionIcon, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconDoor, IconPhone } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { telHref } from '../../components/data-table/index.ts';
import type { VisitRecord, VoterRecord } from '../../db/types.ts';
import { voterFullName } from '../../domain/voter-fields.ts';
import { serialOf } from '../../domain/voter-roll.ts';
import type { VisitTarget } from './visit-sheet.tsx';
import type { WalkHousehold } from './walk-data.ts';

const OUTCOME_COLORS = { met: 'green.9', notHome: 'gray.7', moved: 'orange.9', deceased: 'dark.6' };

/** What heads a house: its number, else its address, else '' (a voter with neither). */
function houseTitle(house: WalkHousehold, t: TFunction): string {
  if (house.houseNumber) return t('walk.house', { number: house.houseNumber });
  return house.address;
}

/** "Section 2 · Rampur", "Section 2" or "Rampur"; '' when the roll names no section. */
function sectionText(section: WalkHousehold['section'], t: TFunction): string {
  const { number, name } = section;
  if (number === null) return name;
  return name ? t('walk.section', { number, name }) : t('walk.sectionNumber', { number });
}

type VoterRowProps = {
  voter: VoterRecord;
  last: VisitRecord | undefined;
  onVisit: (t: VisitTarget) => void;
};

function VoterRow({ voter, last, onVisit }: VoterRowProps) {
  const { t } = useTranslation();
  const name = voterFullName(voter) || voter.voterId || '-';
  const serial = serialOf(voter);
  // The number confirmed at the door is the freshest; else the roll's.
  const phone = (last?.phone || voter.phone)?.trim();
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="xs">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm">
          {serial !== null && (
            <Text span fw={700}>
              {t('walk.serial', { serial })}{' '}
            </Text>
          )}
          {name}
          {voter.age ? `, ${voter.age}` : ''}
        </Text>
        {last ? (
          <Group gap={4}>
            <Badge size="sm" variant="filled" color={OUTCOME_COLORS[last.outcome]}>
              {t(`walk.outcomes.${last.outcome}`)}
            </Badge>
            {last.leaning && (
              <Badge size="sm" variant="outline" color="dark.4">
                {t(`walk.leanings.${last.leaning}`)}
              </Badge>
            )}
          </Group>
        ) : (
          <Text size="xs" c="dimmed">
            {t('walk.notVisited')}
          </Text>
        )}
        {/* A name the roll cut stays on the walk: the family may need to re-apply. */}
        {voter.rollDeleted ? (
          <Text size="xs" fw={600} c="red.9">
            {t('walk.rollCut', { revision: voter.rollDeleted })}
          </Text>
        ) : voter.asd ? (
          <Text size="xs" fw={600} c="red.9">
            {t('walk.rollAsd')}
          </Text>
        ) : null}
      </Stack>
      <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
        {phone && (
          <ActionIcon
            component="a"
            href={telHref(phone)}
            size={44}
            variant="outline"
            color="green.9"
            aria-label={t('walk.call', { name })}
          >
            <IconPhone size={20} aria-hidden />
          </ActionIcon>
        )}
        <Button
          size="sm"
          variant="default"
          aria-label={t('walk.visitLabel', { name })}
          onClick={() =>
            onVisit({ title: t('walk.sheet.titleVoter', { name }), voterIds: [voter.id] })
          }
        >
          {t('walk.visit')}
        </Button>
      </Group>
    </Group>
  );
}

export type HouseCardProps = {
  house: WalkHousehold;
  /** Name the house's section on its card (the walk spans more than one). */
  showSection: boolean;
  onVisit: (t: VisitTarget) => void;
};

export function HouseCard({ house, showSection, onVisit }: HouseCardProps) {
  const { t } = useTranslation();
  const title = houseTitle(house, t);
  const section = showSection ? sectionText(house.section, t) : '';
  // House 7 recurs in each section: the button and the sheet name the section too.
  const named = [title, section].filter(Boolean).join(', ');
  // Under a house number, the address too when the voter has one (typed-in voters).
  const address = house.houseNumber ? house.address : '';
  return (
    <Card component="li" withBorder radius="md" padding="sm">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={700}>{title || t('walk.noHouse')}</Text>
          {section && (
            <Text size="sm" c="dimmed">
              {section}
            </Text>
          )}
          {address && (
            <Text size="sm" c="dimmed">
              {address}
            </Text>
          )}
        </Stack>
        {/* A voter with neither house number nor address is visited on their own row. */}
        {title && (
          <Button
            size="sm"
            variant="filled"
            color="blue.9"
            leftSection={<IconDoor size={16} aria-hidden />}
            aria-label={t('walk.visitHouseLabel', { address: named })}
            onClick={() =>
              onVisit({
                title: t('walk.sheet.titleHouse', { address: named, count: house.members.length }),
                voterIds: house.members.map((m) => m.id),
              })
            }
            style={{ flexShrink: 0 }}
          >
            {t('walk.visitHouse')}
          </Button>
        )}
      </Group>
      <Stack gap={6} mt="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {house.members.map((m) => (
          <VoterRow key={m.id} voter={m} last={house.latest.get(m.id)} onVisit={onVisit} />
        ))}
      </Stack>
    </Card>
  );
}
