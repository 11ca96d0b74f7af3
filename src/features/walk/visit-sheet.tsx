// The visit sheet: at most three taps — what happened, the leaning, Save — for one voter or a
// whole household; issues, a confirmed phone and a note when there is time. Below, the
// voter's earlier visits (append-only: a visit is never edited, a new one is recorded).
import { Button, Chip, Group, Modal, Radio, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Leaning, VisitOutcome } from '../../domain/field-work.ts';
import { LEANINGS, VISIT_ISSUES, VISIT_OUTCOMES } from '../../domain/field-work.ts';
import { useShortTime } from '../../components/use-short-time.ts';
import type { VisitInput } from './walk-data.ts';
import { useVisitHistory } from './use-walk.ts';

export type VisitTarget = { title: string; voterIds: string[] };

function History({ voterId }: { voterId: string }) {
  const { t } = useTranslation();
  const time = useShortTime();
  const visits = useVisitHistory(voterId);
  if (!visits) return null;
  return (
    <Stack gap={4}>
      <Text fw={700} size="sm">
        {t('walk.sheet.history')}
      </Text>
      {visits.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('walk.sheet.noHistory')}
        </Text>
      ) : (
        visits.map((v) => (
          <Text key={v.id} size="sm">
            {t('walk.sheet.entry', {
              time: time(v.visitedAt),
              by: v.by,
              outcome: [
                t(`walk.outcomes.${v.outcome}`),
                v.leaning && t(`walk.leanings.${v.leaning}`),
              ]
                .filter(Boolean)
                .join(', '),
            })}
            {v.note ? ` — ${v.note}` : ''}
          </Text>
        ))
      )}
    </Stack>
  );
}

export function VisitSheet({
  target,
  onSave,
  onClose,
}: {
  target: VisitTarget;
  onSave: (input: VisitInput) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<VisitOutcome | null>(null);
  const [leaning, setLeaning] = useState<Leaning | null>(null);
  const [issues, setIssues] = useState<string[]>([]);
  const [phone, setPhone] = useState('');
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);
  const save = async () => {
    if (!outcome) return;
    setSaving(true);
    try {
      await onSave({ outcome, leaning: leaning ?? undefined, issues, phone, note });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={target.title} size="lg">
      <Stack gap="md">
        <Radio.Group
          label={t('walk.sheet.outcome')}
          value={outcome}
          onChange={(v) => setOutcome(v as VisitOutcome)}
          withAsterisk
        >
          <Group gap="xs" mt={6}>
            {VISIT_OUTCOMES.map((o) => (
              <Radio.Card key={o} value={o} radius="md" p="sm" w="auto" miw={120} mih={44}>
                <Group gap="xs" wrap="nowrap">
                  <Radio.Indicator />
                  <Text>{t(`walk.outcomes.${o}`)}</Text>
                </Group>
              </Radio.Card>
            ))}
          </Group>
        </Radio.Group>
        {outcome === 'met' && (
          <Radio.Group
            label={t('walk.sheet.leaning')}
            value={leaning}
            onChange={(v) => setLeaning(v as Leaning)}
          >
            <Group gap="xs" mt={6}>
              {LEANINGS.map((l) => (
                <Radio.Card key={l} value={l} radius="md" p="sm" w="auto" miw={120} mih={44}>
                  <Group gap="xs" wrap="nowrap">
                    <Radio.Indicator />
                    <Text>{t(`walk.leanings.${l}`)}</Text>
                  </Group>
                </Radio.Card>
              ))}
            </Group>
          </Radio.Group>
        )}
        <Button onClick={() => void save()} disabled={!outcome} loading={saving} color="green.9">
          {t('walk.sheet.save')}
        </Button>
        {outcome === 'met' && (
          <Stack gap="sm">
            <Chip.Group multiple value={issues} onChange={setIssues}>
              <Text size="sm" fw={500}>
                {t('walk.sheet.issues')}
              </Text>
              <Group gap="xs">
                {VISIT_ISSUES.map((i) => (
                  <Chip key={i} value={i} size="md">
                    {t(`walk.issues.${i}`)}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
            <TextInput
              label={t('walk.sheet.phone')}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              value={phone}
              onChange={(e) => setPhone(e.currentTarget.value)}
            />
            <Textarea
              label={t('walk.sheet.note')}
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
            />
          </Stack>
        )}
        {target.voterIds.length === 1 && <History voterId={target.voterIds[0]!} />}
        <Group>
          <Button variant="default" onClick={onClose}>
            {t('walk.sheet.cancel')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
