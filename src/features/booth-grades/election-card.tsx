// One imported election: whether its sheet adds up (stations and columns against its printed
// totals), the stations no booth took and why, and — for those who hold the assembly — the
// party's candidate and the bands that grade its booths, and deleting it.
import { Alert, Button, Group, List, NumberInput, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/list-screen/index.ts';
import { SectionCard } from '../../components/section-card.tsx';
import { toast } from '../../components/toast.ts';
import type { Form20Column } from '../../domain/form20/checks.ts';
import { DEFAULT_BANDS } from '../../domain/form20/grades.ts';
import type { Form20ElectionDetail } from '../../domain/form20/report.ts';
import { deleteElection, putGrading } from './form20-api.ts';

export type ElectionCardProps = {
  election: Form20ElectionDetail;
  /** The caller holds the assembly: may grade and delete. */
  manage: boolean;
  online: boolean;
  onChanged: (election: Form20ElectionDetail | null) => void;
};

const SHOWN = 8;

export function ElectionCard({ election, manage, online, onChanged }: ElectionCardProps) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const [candidate, setCandidate] = useState<string | null>(
    election.ourCandidate === null ? null : String(election.ourCandidate),
  );
  const [wonBy, setWonBy] = useState<string | number>(election.wonBy ?? DEFAULT_BANDS.wonBy);
  const [lostBy, setLostBy] = useState<string | number>(election.lostBy ?? DEFAULT_BANDS.lostBy);
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const columnName = (c: Form20Column) =>
    c.kind === 'candidate'
      ? (election.candidates[c.index]?.name ?? '')
      : t(`form20.checks.columns.${c.kind}`);

  const save = async () => {
    if (candidate === null || typeof wonBy !== 'number' || typeof lostBy !== 'number') return;
    setSaving(true);
    try {
      onChanged(await putGrading(election.id, { ourCandidate: Number(candidate), wonBy, lostBy }));
      toast.success(t('form20.grading.saved'));
    } catch (err) {
      console.error('Grading failed', err);
      toast.error(t('form20.loadFailed'));
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    setConfirming(false);
    try {
      await deleteElection(election.id);
      toast.success(t('form20.election.deleted'));
      onChanged(null);
    } catch (err) {
      console.error('Delete failed', err);
      toast.error(t('form20.loadFailed'));
    }
  };

  const mismatches = election.rowMismatches.length + election.columnMismatches.length;
  return (
    <SectionCard title={t('form20.checks.heading')}>
      <Text size="sm">
        {t('form20.checks.stations', {
          count: number.format(election.stations),
          matched: number.format(election.matchedBooths),
          booths: number.format(election.booths),
        })}
      </Text>
      {election.readBy === 'ocr' && <Alert color="blue">{t('form20.checks.readByOcr')}</Alert>}
      {mismatches === 0 ? (
        <Alert color="green">
          {election.hasTotalRow ? t('form20.checks.allGood') : t('form20.checks.noTotalRow')}
        </Alert>
      ) : (
        <Alert color="orange">
          <List size="sm">
            {election.rowMismatches.slice(0, SHOWN).map((m) => (
              <List.Item key={`r${m.line}${m.column}`}>
                {t('form20.checks.rowLine', {
                  station: m.station,
                  line: m.line,
                  column: t(`form20.checks.columns.${m.column}`),
                  printed: number.format(m.printed),
                  counted: number.format(m.counted),
                })}
              </List.Item>
            ))}
            {election.columnMismatches.slice(0, SHOWN).map((m) => (
              <List.Item key={`c${m.column.kind}${'index' in m.column ? m.column.index : ''}`}>
                {t('form20.checks.columnLine', {
                  column: columnName(m.column),
                  printed: number.format(m.printed),
                  counted: number.format(m.counted),
                })}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {election.unmatchedStations.length > 0 && (
        <Stack gap={4}>
          <Text fw={600} size="sm">
            {t('form20.checks.unmatched', { count: election.unmatchedStations.length })}
          </Text>
          <List size="sm">
            {election.unmatchedStations.slice(0, SHOWN).map((s) => (
              <List.Item key={`${s.station}-${s.line}`}>
                {t('form20.checks.unmatchedLine', {
                  station: s.station,
                  part: s.part,
                  reason: t(`form20.checks.reasons.${s.reason}`),
                })}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
      {manage && (
        <Stack gap="sm" maw={640} mt="sm">
          <Title order={3} size="h4">
            {t('form20.grading.heading')}
          </Title>
          <Text size="sm">{t('form20.grading.intro')}</Text>
          <Select
            label={t('form20.grading.candidate')}
            placeholder={t('form20.grading.candidatePlaceholder')}
            data={election.candidates.map((c, i) => ({
              value: String(i),
              label: c.party
                ? t('form20.grading.candidateParty', {
                    name: c.name,
                    party: c.party,
                    votes: number.format(election.candidateVotes[i] ?? 0),
                  })
                : t('form20.grading.candidateOption', {
                    name: c.name,
                    votes: number.format(election.candidateVotes[i] ?? 0),
                  }),
            }))}
            value={candidate}
            onChange={setCandidate}
            searchable
            disabled={saving}
            comboboxProps={{ withinPortal: true }}
          />
          <Group grow align="flex-start">
            <NumberInput
              label={t('form20.grading.wonBy')}
              value={wonBy}
              onChange={setWonBy}
              min={0}
              max={100}
              hideControls
              disabled={saving}
            />
            <NumberInput
              label={t('form20.grading.lostBy')}
              value={lostBy}
              onChange={setLostBy}
              min={0}
              max={100}
              hideControls
              disabled={saving}
            />
          </Group>
          <Text size="sm" c="dimmed">
            {t('form20.grading.bands', {
              won: wonBy === '' ? '–' : wonBy,
              lost: lostBy === '' ? '–' : lostBy,
            })}
          </Text>
          <Group gap="sm">
            <Button
              onClick={() => void save()}
              loading={saving}
              disabled={!online || candidate === null}
              mih={44}
            >
              {t('form20.grading.save')}
            </Button>
            <Button
              variant="default"
              color="red"
              onClick={() => setConfirming(true)}
              disabled={!online}
              mih={44}
            >
              {t('form20.election.delete')}
            </Button>
          </Group>
        </Stack>
      )}
      {election.ourCandidate === null && !manage && (
        <Text size="sm">{t('form20.grading.notChosen')}</Text>
      )}
      <ConfirmDialog
        message={confirming ? t('form20.election.deleteConfirm') : null}
        confirmLabel={t('form20.election.delete')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void remove()}
      />
    </SectionCard>
  );
}
