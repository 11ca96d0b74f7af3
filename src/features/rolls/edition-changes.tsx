// What a new revision of a part changed (issue 25), under its part card: the count of each
// class — cut, new, moved in, moved out, corrected, spelling changed, back, unchanged — one
// list at a time (one button per class, the first with anyone in it open), and the pannas
// re-cut or left for a person. Summaries stored before issue 43 lack the newer lists.
import { Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditionEntry, EditionList, EditionSummary } from '../../domain/roll-jobs.ts';
import { EDITION_LISTS } from '../../domain/roll-jobs.ts';

/** Enough to read on a phone; the rest on request. */
const PAGE = 50;

function EntryLine({ entry, kind }: { entry: EditionEntry; kind: EditionList }) {
  const { t } = useTranslation();
  const serial =
    entry.serial === null ? t('editions.noSerial') : t('editions.serial', { serial: entry.serial });
  let detail = '';
  if (kind === 'corrected' && entry.fields)
    detail = entry.fields.map((f) => t(`editions.fields.${f}`)).join(', ');
  if (kind === 'respelled' && entry.spellings)
    detail = entry.spellings
      .map((s) => t('editions.spelling', { ...s, field: t(`editions.fields.${s.field}`) }))
      .join('; ');
  if ((kind === 'moved' || kind === 'movedOut') && entry.from && entry.to) {
    const sections = entry.from.section !== null || entry.to.section !== null;
    detail = t(sections ? 'editions.movedSection' : 'editions.movedFrom', {
      fromPart: entry.from.part,
      toPart: entry.to.part,
      fromSection: entry.from.section ?? '-',
      toSection: entry.to.section ?? '-',
    });
  }
  return (
    <List.Item>
      <Text size="sm" span fw={600}>
        {entry.name || '-'}
      </Text>
      <Text size="sm" span c="dimmed">
        {` · ${serial}`}
        {detail ? ` · ${detail}` : ''}
      </Text>
    </List.Item>
  );
}

export function EditionChanges({ edition }: { edition: EditionSummary }) {
  const { t, i18n } = useTranslation();
  const n = new Intl.NumberFormat(i18n.language);
  const listOf = (kind: EditionList) => edition[kind] ?? [];
  const first = EDITION_LISTS.find((k) => listOf(k).length > 0) ?? 'deleted';
  const [open, setOpen] = useState<EditionList>(first);
  const [shown, setShown] = useState(PAGE);
  const entries = listOf(open);
  return (
    <Stack gap="xs">
      <div>
        <Title order={4} size="h6">
          {t('editions.heading')}
        </Title>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('editions.revisions', { previous: edition.previous, revision: edition.revision })}
        </Text>
      </div>
      <Group gap={6} role="group" aria-label={t('editions.listLabel')}>
        {EDITION_LISTS.map((kind) => (
          <Button
            key={kind}
            size="compact-sm"
            mih={44}
            variant={kind === open ? 'filled' : 'default'}
            aria-pressed={kind === open}
            onClick={() => {
              setOpen(kind);
              setShown(PAGE);
            }}
          >
            {`${t(`editions.kinds.${kind}`)}: ${n.format(listOf(kind).length)}`}
          </Button>
        ))}
      </Group>
      <Text size="xs" c="dimmed">
        {`${t('editions.kinds.unchanged')}: ${n.format(edition.counts.unchanged)}`}
      </Text>
      {!!edition.stillOut && (
        <Text size="xs" c="dimmed">
          {t('editions.stillOut', { n: n.format(edition.stillOut) })}
        </Text>
      )}
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('editions.empty')}
        </Text>
      ) : (
        <List spacing={4} listStyleType="none" aria-label={t(`editions.kinds.${open}`)}>
          {entries.slice(0, shown).map((e) => (
            <EntryLine key={e.id} entry={e} kind={open} />
          ))}
        </List>
      )}
      {entries.length > shown && (
        <Button variant="subtle" mih={44} onClick={() => setShown((s) => s + PAGE)}>
          {t('editions.showMore', { count: Math.min(PAGE, entries.length - shown) })}
        </Button>
      )}
      {edition.pannasRecut > 0 && (
        <Text size="sm">{t('editions.pannasRecut', { count: edition.pannasRecut })}</Text>
      )}
      {edition.pannasFlagged.map((p) => (
        <Text key={p.pannaId} size="sm" c="var(--mantine-color-error)">
          {t('editions.pannaFlagged', {
            member: p.memberName,
            from: p.fromSerial,
            to: p.toSerial,
            reason: t(`editions.flagReasons.${p.reason}`),
          })}
        </Text>
      ))}
    </Stack>
  );
}
