// Door to door (issue 11): pick a part, walk its households in roll order with progress
// ("34 of 61 houses visited"), and record a visit for a voter or a whole house. Offline too.
import { Badge, Button, Card, Group, NativeSelect, Progress, Stack, Text } from '@mantine/core';
import { IconDoor } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardStack } from '../../components/card-stack.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { useShownCount } from '../../components/use-shown-count.ts';
import { useSavedToast } from '../../components/use-saved-toast.ts';
import { voterFullName } from '../../domain/voter-fields.ts';
import type { VisitTarget } from './visit-sheet.tsx';
import { VisitSheet } from './visit-sheet.tsx';
import type { VisitInput, WalkHousehold } from './walk-data.ts';
import { saveVisits, useWalk } from './use-walk.ts';

const OUTCOME_COLORS = { met: 'green.9', notHome: 'gray.7', moved: 'orange.9', deceased: 'dark.6' };

function HouseholdCard({
  house,
  onVisit,
}: {
  house: WalkHousehold;
  onVisit: (t: VisitTarget) => void;
}) {
  const { t } = useTranslation();
  const address = house.address || t('walk.noAddress');
  return (
    <Card component="li" withBorder radius="md" padding="sm">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text fw={700} style={{ minWidth: 0 }}>
          {address}
        </Text>
        <Button
          size="sm"
          variant="filled"
          color="blue.9"
          leftSection={<IconDoor size={16} aria-hidden />}
          aria-label={t('walk.visitHouseLabel', { address })}
          onClick={() =>
            onVisit({
              title: t('walk.sheet.titleHouse', { address, count: house.members.length }),
              voterIds: house.members.map((m) => m.id),
            })
          }
          style={{ flexShrink: 0 }}
        >
          {t('walk.visitHouse')}
        </Button>
      </Group>
      <Stack gap={6} mt="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {house.members.map((m) => {
          const name = voterFullName(m) || m.voterId || '-';
          const last = house.latest.get(m.id);
          return (
            <Group key={m.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm">
                  {name}
                  {m.age ? `, ${m.age}` : ''}
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
                {m.rollDeleted ? (
                  <Text size="xs" fw={600} c="red.9">
                    {t('walk.rollCut', { revision: m.rollDeleted })}
                  </Text>
                ) : m.asd ? (
                  <Text size="xs" fw={600} c="red.9">
                    {t('walk.rollAsd')}
                  </Text>
                ) : null}
              </Stack>
              <Button
                size="sm"
                variant="default"
                aria-label={t('walk.visitLabel', { name })}
                onClick={() =>
                  onVisit({ title: t('walk.sheet.titleVoter', { name }), voterIds: [m.id] })
                }
                style={{ flexShrink: 0 }}
              >
                {t('walk.visit')}
              </Button>
            </Group>
          );
        })}
      </Stack>
    </Card>
  );
}

/** Houses drawn first and per step while scrolling (use-shown-count.ts): a screenful and more. */
const HOUSES_STEP = 30;

export function WalkScreen() {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<number | null>(null);
  // '' = the whole part; undefined = not chosen yet (my own panna first, when I have one).
  const [pannaChoice, setPannaChoice] = useState<string | undefined>(undefined);
  const { order, pannas, mine, pannaId, part, walk } = useWalk(chosen, pannaChoice);
  const [target, setTarget] = useState<VisitTarget | null>(null);
  const savedToast = useSavedToast();

  const save = async (input: VisitInput) => {
    if (!target || !(await saveVisits(target.voterIds, input))) return;
    savedToast(t('walk.sheet.saved'));
    setTarget(null);
  };

  const total = walk?.households.length ?? 0;
  const { shown, moreRef } = useShownCount(total, HOUSES_STEP, `${part}/${pannaId}`);
  return (
    <Stack gap="md">
      <PageTitle>{t('nav.pages.walk')}</PageTitle>
      <Text c="dimmed" size="sm">
        {t('walk.subtitle')}
      </Text>
      {order && order.parts.length > 0 && (
        <Group gap="sm" align="flex-end">
          <NativeSelect
            label={t('walk.part')}
            value={String(part)}
            onChange={(e) => {
              setChosen(Number(e.currentTarget.value));
              setPannaChoice('');
            }}
            data={order.parts.map((p) => String(p))}
            w={120}
          />
          {!!pannas?.length && (
            <NativeSelect
              label={t('walk.panna')}
              value={pannaId}
              onChange={(e) => setPannaChoice(e.currentTarget.value)}
              data={[
                { value: '', label: t('walk.wholePart') },
                ...pannas.map((p) => ({
                  value: p.pannaId,
                  label: t(mine?.has(p.memberId) ? 'walk.myPanna' : 'walk.pannaOption', {
                    part: p.partNumber,
                    from: p.fromSerial,
                    to: p.toSerial,
                    name: p.memberName,
                  }),
                })),
              ]}
              miw={220}
            />
          )}
        </Group>
      )}
      {walk && (
        <Card withBorder radius="md" padding="md">
          <Text fw={700} aria-live="polite">
            {t('walk.progress', { visited: walk.visited, total })}
          </Text>
          <Progress
            value={total ? (walk.visited / total) * 100 : 0}
            color="green.8"
            size="lg"
            mt="xs"
            aria-hidden
          />
        </Card>
      )}
      {order && order.parts.length === 0 && <Text>{t('walk.noVoters')}</Text>}
      {walk && walk.households.length > 0 && (
        <CardStack label={t('walk.households')}>
          {walk.households.slice(0, shown).map((h) => (
            <HouseholdCard key={h.key} house={h} onVisit={setTarget} />
          ))}
        </CardStack>
      )}
      {walk && shown < walk.households.length && <div ref={moreRef} aria-hidden />}
      {target && <VisitSheet target={target} onSave={save} onClose={() => setTarget(null)} />}
    </Stack>
  );
}
