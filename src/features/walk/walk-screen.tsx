// Door to door (issues 11, 43): pick a part, walk its houses in roll order with progress
// ("34 of 61 houses visited"), and record a visit for a voter or a whole house. Offline too.
import { Card, Group, NativeSelect, Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardStack } from '../../components/card-stack.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { useShownCount } from '../../components/use-shown-count.ts';
import { useSavedToast } from '../../components/use-saved-toast.ts';
import { HouseCard } from './house-card.tsx';
import type { VisitTarget } from './visit-sheet.tsx';
import { VisitSheet } from './visit-sheet.tsx';
import type { VisitInput } from './walk-data.ts';
import { saveVisits, useWalk } from './use-walk.ts';

/**
 * Houses drawn first and per step while scrolling (use-shown-count.ts): a phone's screenful and
 * more (a house of four is about 280 px tall); the steps follow frame by frame while the end is
 * near. Thirty at once took 0.8 s to draw at CPU 4× before the first house showed (issue 45).
 */
const HOUSES_STEP = 6;

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
            <HouseCard key={h.key} house={h} showSection={walk.sections} onVisit={setTarget} />
          ))}
        </CardStack>
      )}
      {walk && shown < walk.households.length && <div ref={moreRef} aria-hidden />}
      {target && <VisitSheet target={target} onSave={save} onClose={() => setTarget(null)} />}
    </Stack>
  );
}
