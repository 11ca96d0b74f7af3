// The polling agent's pad (issues 24 and 44): the part set once, the serial the officer calls
// typed on big keys (or a keyboard), the voter shown as the digits go in, one tap marks and the
// pad clears for the next. A serial already marked says who marked it and when, one outside the
// part says so; neither offers a mark, so nobody is counted twice, and the next digit starts
// the next serial. Nothing moves while a serial is typed: the voter shows in space kept for it
// and Mark sits below the keys. The last mark keeps an Undo for 10 s.
import { Select, Stack, Text } from '@mantine/core';
import { startTransition, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.ts';
import { UNDO_MS } from '../../domain/field-work.ts';
import { OfficerTurnoutCard } from './officer-turnout-card.tsx';
import type { LastMark } from './pad-display.tsx';
import { PadBody } from './pad-body.tsx';
import { markVoterVoted } from './poll-day-commands.ts';
import type { VotedMark } from './poll-day-data.ts';
import classes from './serial-pad.module.css';
import { usePadPart, usePartRoll, usePartsOnPhone } from './use-serial-pad.ts';

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

/**
 * The last mark, with Undo for UNDO_MS after it. Drawn as a transition: the mark's line (and
 * Undo's going) yields to a key tapped meanwhile, the next serial's.
 */
function useLastMark() {
  const [last, setLastNow] = useState<LastMark | null>(null);
  const setLast = useCallback(
    (mark: LastMark | null) => startTransition(() => setLastNow(mark)),
    [],
  );
  const undoable = last?.undoable ?? false;
  useEffect(() => {
    if (!undoable) return;
    const timer = setTimeout(
      () => startTransition(() => setLastNow((l) => l && { ...l, undoable: false })),
      UNDO_MS,
    );
    return () => clearTimeout(timer);
  }, [undoable, last?.id]);
  return [last, setLast] as const;
}

export type SerialPadProps = {
  /** The voters who have voted (latest mark), each with that mark. */
  marks: ReadonlyMap<string, VotedMark>;
  voted: ReadonlySet<string>;
};

export function SerialPad({ marks, voted }: SerialPadProps) {
  const { t } = useTranslation();
  const parts = usePartsOnPhone();
  const [part, setPart] = usePadPart(parts);
  const loaded = usePartRoll(part);
  const roll = loaded?.part === part ? loaded : undefined;
  // The part's picker shows until a part is chosen, then only when the agent asks to change it.
  const [changing, setChanging] = useState(false);
  const [last, setLast] = useLastMark();

  const undo = useCallback(() => {
    if (!last) return;
    setLast({ ...last, undoable: false });
    void markVoterVoted(last.id, false).then(
      (done) => done && toast.info(t('pollDay.undone', { name: last.name })),
    );
  }, [last, setLast, t]);
  const changePart = useCallback(() => setChanging(true), []);

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
          }}
        />
      )}
      {part !== null && roll && (
        <div className={classes.layout}>
          {/* A new part starts with no digits. */}
          <PadBody
            key={part}
            roll={roll}
            marks={marks}
            last={last}
            onUndo={undo}
            changePart={parts.length > 1 && !changing ? changePart : undefined}
            onMarked={setLast}
          />
          <OfficerTurnoutCard part={part} voted={voted} />
        </div>
      )}
    </Stack>
  );
}
