// The polling agent's pad (issue 24): the part set once, the serial the officer calls typed on
// big keys (or a keyboard), the voter shown as the digits go in, one tap marks and the pad
// clears for the next. A serial already marked or outside the part says so and offers no mark,
// so nobody is counted twice. The last mark keeps an Undo for 10 s.
import { Badge, Button, Card, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconBackspace, IconCheck } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.ts';
import { UNDO_MS } from '../../domain/field-work.ts';
import { relativeLabelKey, voterFullName } from '../../domain/voter-fields.ts';
import type { VoterRecord } from '../../db/types.ts';
import { OfficerTurnoutCard } from './officer-turnout-card.tsx';
import { markVoterVoted } from './poll-day-commands.ts';
import type { PadLookup, PartRoll } from './serial-pad-data.ts';
import { lookUpSerial, pressKey } from './serial-pad-data.ts';
import { usePadPart, usePartRoll, usePartsOnPhone } from './use-serial-pad.ts';

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'clear', '0', 'back'] as const;
const KEY_HEIGHT = 52;

type LastMark = { id: string; serial: number; name: string; until: number };

const nameOf = (v: VoterRecord) => voterFullName(v) || v.voterId || '-';

function PartChoice({
  parts,
  part,
  onChange,
}: {
  parts: number[];
  part: number | null;
  onChange: (part: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('pollDay.pad.part')}
      description={part === null ? t('pollDay.pad.partHint') : undefined}
      placeholder={t('pollDay.pad.partPlaceholder')}
      data={parts.map((p) => ({
        value: String(p),
        label: t('pollDay.pad.partOption', { part: p }),
      }))}
      value={part === null ? null : String(part)}
      onChange={(v) => v !== null && onChange(Number(v))}
      allowDeselect={false}
      searchable={parts.length > 8}
    />
  );
}

/** The voter the digits found, or why there is none. */
function PadResult({
  found,
  roll,
  onMark,
}: {
  found: PadLookup;
  roll: PartRoll;
  onMark: (voter: VoterRecord, serial: number) => void;
}) {
  const { t } = useTranslation();
  if (found.kind === 'empty') {
    return <Text c="dimmed">{t('pollDay.pad.typeSerial')}</Text>;
  }
  if (found.kind === 'outside') {
    return (
      <Text fw={700} c="red.9">
        {roll.first === null
          ? t('pollDay.pad.noSerials', { part: roll.part })
          : t('pollDay.pad.outside', {
              serial: found.serial,
              part: roll.part,
              first: roll.first,
              last: roll.last,
            })}
      </Text>
    );
  }
  const { voter, serial } = found;
  const name = nameOf(voter);
  return (
    <Stack gap={6}>
      <Text fw={700} fz="lg" lh={1.2}>
        {name}
      </Text>
      <Text size="sm">
        {[
          voter.relation &&
            t('pollDay.relation', {
              label: t(relativeLabelKey(voter.relationType)),
              name: voter.relation,
            }),
          typeof voter.age === 'number' && t('pollDay.pad.age', { age: voter.age }),
          voter.voterId,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      {found.kind === 'voted' ? (
        <Badge color="orange.9" variant="filled" size="lg" style={{ alignSelf: 'flex-start' }}>
          {t('pollDay.pad.alreadyVoted')}
        </Badge>
      ) : (
        <Button
          size="lg"
          color="green.9"
          fullWidth
          leftSection={<IconCheck size={20} aria-hidden />}
          aria-label={t('pollDay.markVoted', { name })}
          onClick={() => onMark(voter, serial)}
        >
          {t('pollDay.markVotedShort')}
        </Button>
      )}
    </Stack>
  );
}

function Keys({ onKey }: { onKey: (key: string) => void }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={3} spacing={8} role="group" aria-label={t('pollDay.pad.keys')}>
      {KEYS.map((key) =>
        key === 'back' || key === 'clear' ? (
          <Button
            key={key}
            h={KEY_HEIGHT}
            variant="default"
            aria-label={t(key === 'back' ? 'pollDay.pad.back' : 'pollDay.pad.clear')}
            onClick={() => onKey(key)}
          >
            {key === 'back' ? <IconBackspace size={24} aria-hidden /> : t('pollDay.pad.clearShort')}
          </Button>
        ) : (
          <Button key={key} h={KEY_HEIGHT} variant="default" fz={24} onClick={() => onKey(key)}>
            {key}
          </Button>
        ),
      )}
    </SimpleGrid>
  );
}

export function SerialPad({ voted }: { voted: ReadonlySet<string> }) {
  const { t } = useTranslation();
  const parts = usePartsOnPhone();
  const [part, setPart] = usePadPart(parts);
  const roll = usePartRoll(part);
  const [digits, setDigits] = useState('');
  // The part's picker shows until a part is chosen, then only when the agent asks to change it.
  const [changing, setChanging] = useState(false);
  const [last, setLast] = useState<LastMark | null>(null);
  const found = lookUpSerial(roll?.part === part ? roll : undefined, digits, voted);

  useEffect(() => {
    if (!last) return;
    const timer = setTimeout(() => setLast(null), Math.max(last.until - Date.now(), 0));
    return () => clearTimeout(timer);
  }, [last]);

  const mark = useCallback(async (voter: VoterRecord, serial: number) => {
    setDigits('');
    if (!(await markVoterVoted(voter.id, true))) return;
    setLast({ id: voter.id, serial, name: nameOf(voter), until: Date.now() + UNDO_MS });
  }, []);

  const undo = async (mark: LastMark) => {
    setLast(null);
    if (await markVoterVoted(mark.id, false)) toast.info(t('pollDay.undone', { name: mark.name }));
  };

  // A keyboard works too (a desktop, a phone with a keypad): digits, Backspace, Escape, Enter.
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [role="combobox"]')) return;
      if (e.key === 'Enter' && found.kind === 'found') {
        e.preventDefault();
        void mark(found.voter, found.serial);
        return;
      }
      const key = e.key === 'Backspace' ? 'back' : e.key === 'Escape' ? 'clear' : e.key;
      if (key === 'back' || key === 'clear' || /^\d$/.test(key)) setDigits((d) => pressKey(d, key));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [found, mark]);

  if (parts === undefined) return null;
  if (parts.length === 0) return <Text>{t('pollDay.pad.noParts')}</Text>;
  return (
    <Stack gap="sm">
      {(part === null || changing) && (
        <PartChoice
          parts={parts}
          part={part}
          onChange={(p) => {
            setPart(p);
            setChanging(false);
            setDigits('');
          }}
        />
      )}
      {part !== null && roll && (
        <>
          {/* A pad a thumb spans: on a desktop it keeps a phone's width. */}
          <Stack gap="sm" maw={480}>
            <Card withBorder radius="md" padding="sm">
              <Group justify="space-between" wrap="nowrap" mb={4}>
                <Group gap="xs" align="baseline" aria-live="polite" data-testid="pad-result">
                  <Text size="sm" c="dimmed">
                    {t('pollDay.pad.serialLabel', { part })}
                  </Text>
                  <Text fz={32} fw={700} lh={1} data-testid="pad-digits" miw="3ch">
                    {digits || '–'}
                  </Text>
                </Group>
                {parts.length > 1 && !changing && (
                  <Button variant="subtle" h={44} px="xs" onClick={() => setChanging(true)}>
                    {t('pollDay.pad.changePart')}
                  </Button>
                )}
              </Group>
              <div aria-live="polite">
                <PadResult found={found} roll={roll} onMark={(v, s) => void mark(v, s)} />
              </div>
            </Card>
            <Keys onKey={(key) => setDigits((d) => pressKey(d, key))} />
            {last && (
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" style={{ minWidth: 0 }}>
                  {t('pollDay.pad.lastMarked', { serial: last.serial, name: last.name })}
                </Text>
                <Button
                  variant="default"
                  leftSection={<IconArrowBackUp size={18} aria-hidden />}
                  aria-label={t('pollDay.undoLabel', { name: last.name })}
                  onClick={() => void undo(last)}
                >
                  {t('pollDay.undo')}
                </Button>
              </Group>
            )}
          </Stack>
          <OfficerTurnoutCard part={part} voted={voted} />
        </>
      )}
    </Stack>
  );
}
