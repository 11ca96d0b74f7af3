// Follow-ups (issue 25, points 3 and 4): the supporters whose names a revision cut or the ASD
// list names, followed step by step until the name is back; the names to object to (Form 7)
// that door-to-door visits found dead or moved; and for coordinators, the same per booth. The
// agent's forms today stand on top against the Commission's daily limit. Offline too.
import { Card, Progress, Stack, Tabs, Text } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title.tsx';
import { DAILY_FORM_LIMIT } from '../../domain/follow-ups.ts';
import { BoothsPanel } from './booths-panel.tsx';
import type { FollowUpItem } from './follow-ups-data.ts';
import type { ObjectionItem } from './form7-data.ts';
import { objectionOutcome } from './form7-data.ts';
import { ObjectionsPanel, useEvidenceText } from './objections-panel.tsx';
import type { SheetTarget } from './step-sheet.tsx';
import { StepSheet } from './step-sheet.tsx';
import { stepValues } from './step-form.ts';
import { SupportersPanel } from './supporters-panel.tsx';
import type { MyForms } from './use-follow-ups.ts';
import { useIsCoordinator, useMyForms } from './use-follow-ups.ts';

function FormsToday({ forms }: { forms: MyForms }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const full = forms.filedToday >= DAILY_FORM_LIMIT;
  return (
    <Card withBorder radius="md" padding="sm">
      <Text fw={700} aria-live="polite">
        {t('followUps.limit.today', {
          count: number.format(forms.filedToday),
          limit: number.format(DAILY_FORM_LIMIT),
        })}
      </Text>
      <Progress
        value={Math.min(forms.filedToday / DAILY_FORM_LIMIT, 1) * 100}
        color={full ? 'red.9' : 'green.8'}
        mt={6}
        aria-hidden
      />
      <Text size="sm" mt={6} c={full ? 'red.9' : 'dimmed'} fw={full ? 600 : undefined}>
        {full
          ? t('followUps.limit.reached', { limit: DAILY_FORM_LIMIT })
          : t('followUps.limit.rule', { limit: DAILY_FORM_LIMIT })}
      </Text>
    </Card>
  );
}

type Tab = 'supporters' | 'objections' | 'booths';

export function FollowUpsScreen() {
  const { t } = useTranslation();
  const coordinator = useIsCoordinator();
  const forms = useMyForms();
  const evidence = useEvidenceText();
  // Kept on the phone: a worker filing Form 7s all week comes back to that list.
  const [chosen, setTab] = useLocalStorage<Tab>({
    key: 'followUpsTab',
    defaultValue: 'supporters',
    getInitialValueInEffect: false,
  });
  const [target, setTarget] = useState<SheetTarget | null>(null);

  const record = (item: FollowUpItem) =>
    forms &&
    setTarget({
      voter: item.voter,
      mode: 'followUp',
      initial: stepValues(item.entries[0], forms.today),
      entries: item.entries,
    });
  const file = (item: ObjectionItem) =>
    forms &&
    setTarget({
      voter: item.voter,
      mode: 'objection',
      initial: {
        ...stepValues(undefined, forms.today),
        reached: 'no',
        outcome: objectionOutcome(item.visit),
        form: '7',
        evidence: evidence(item),
      },
      entries: [],
    });

  const tabs: Tab[] = coordinator
    ? ['supporters', 'objections', 'booths']
    : ['supporters', 'objections'];
  // A booth worker's phone may keep 'booths' from a coordinator signed in before.
  const tab = tabs.includes(chosen) ? chosen : 'supporters';
  return (
    <Stack gap="md">
      <PageTitle>{t('nav.pages.followUps')}</PageTitle>
      <Text c="dimmed" size="sm">
        {t('followUps.subtitle')}
      </Text>
      {forms && <FormsToday forms={forms} />}
      <Tabs
        keepMounted={false}
        value={tab}
        onChange={(v) => setTab((v as Tab | null) ?? 'supporters')}
      >
        <Tabs.List aria-label={t('followUps.tabs.label')} mb="md">
          {tabs.map((id) => (
            // Narrow sides: the three tabs fit a 360 px phone on one line.
            <Tabs.Tab key={id} value={id} fw={600} px="xs">
              {t(`followUps.tabs.${id}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="supporters">
          <SupportersPanel onRecord={record} />
        </Tabs.Panel>
        <Tabs.Panel value="objections">
          <ObjectionsPanel onFile={file} />
        </Tabs.Panel>
        {coordinator && (
          <Tabs.Panel value="booths">
            <BoothsPanel />
          </Tabs.Panel>
        )}
      </Tabs>
      {target && forms && (
        <StepSheet target={target} forms={forms} onClose={() => setTarget(null)} />
      )}
    </Stack>
  );
}
