// What the agent reads above the keys, in space kept for it (serial-pad.module.css): the last
// mark with its Undo, the digits typed, and the voter they find or why there is none. A digit
// redraws this box and the Mark slot only: plain elements, no layout outside them.
import { Button } from '@mantine/core';
import { memo, useMemo } from 'react';
import { IconArrowBackUp, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useShortTime } from '../../components/use-short-time.ts';
import { relativeLabelKey, voterFullName } from '../../domain/voter-fields.ts';
import type { VoterRecord } from '../../db/types.ts';
import type { PadLookup, PartRoll } from './serial-pad-data.ts';
import classes from './serial-pad.module.css';

/** A voter's name as the pad shows it. */
export const padName = (v: VoterRecord): string => voterFullName(v) || v.voterId || '-';

/** The last mark made on the pad; Undo while `undoable` (10 s, field-work.ts UNDO_MS). */
export type LastMark = { id: string; serial: number; name: string; undoable: boolean };

/** memo: a digit changes the lines below it, not this one. */
const LastMarkRow = memo(function LastMarkRow({
  last,
  onUndo,
}: {
  last: LastMark | null;
  onUndo: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={classes.lastMark}>
      <span
        className={last ? classes.lastText : `${classes.lastText} ${classes.dimmed}`}
        aria-live="polite"
      >
        {last ? (
          <>
            <IconCheck size={16} aria-hidden style={{ verticalAlign: 'middle' }} />{' '}
            {t('pollDay.pad.lastMarked', { serial: last.serial, name: last.name })}
          </>
        ) : (
          t('pollDay.pad.noMarkYet')
        )}
      </span>
      {last?.undoable && (
        <Button
          variant="default"
          h={44}
          px="sm"
          leftSection={<IconArrowBackUp size={18} aria-hidden />}
          aria-label={t('pollDay.undoLabel', { name: last.name })}
          onClick={onUndo}
        >
          {t('pollDay.undo')}
        </Button>
      )}
    </div>
  );
});

function VoterLines({ found, roll }: { found: PadLookup; roll: PartRoll }) {
  const { t } = useTranslation();
  const time = useShortTime();
  if (found.kind === 'empty')
    return (
      <div className={`${classes.lines} ${classes.dimmed}`}>{t('pollDay.pad.typeSerial')}</div>
    );
  if (found.kind === 'outside')
    return (
      <div className={classes.outside}>
        {roll.first === null
          ? t('pollDay.pad.noSerials', { part: roll.part })
          : t('pollDay.pad.outside', {
              serial: found.serial,
              part: roll.part,
              first: roll.first,
              last: roll.last,
            })}
      </div>
    );
  const { voter } = found;
  return (
    <>
      <div className={classes.name}>{padName(voter)}</div>
      {found.kind === 'voted' ? (
        <div className={`${classes.lines} ${classes.refused}`}>
          {t('pollDay.pad.alreadyVotedBy', {
            by: found.mark.by || t('pollDay.pad.someone'),
            time: time(found.mark.markedAt),
          })}
        </div>
      ) : (
        <div className={classes.lines}>
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
        </div>
      )}
    </>
  );
}

const ChangePart = memo(function ChangePart({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button variant="subtle" h={44} px="xs" onClick={onClick}>
      {t('pollDay.pad.changePart')}
    </Button>
  );
});

export type PadDisplayProps = {
  roll: PartRoll;
  digits: string;
  found: PadLookup;
  /** The digits are a repeat or an unknown serial the next digit replaces. */
  done: boolean;
  last: LastMark | null;
  /** Takes the last mark back: kept the same function from one digit to the next. */
  onUndo: () => void;
  /** "Change part", when the phone holds more than one part. */
  changePart?: () => void;
};

export function PadDisplay({
  roll,
  digits,
  found,
  done,
  last,
  onUndo,
  changePart,
}: PadDisplayProps) {
  const { t } = useTranslation();
  const serialLabel = useMemo(
    () => t('pollDay.pad.serialLabel', { part: roll.part }),
    [t, roll.part],
  );
  return (
    <div className={classes.display} data-testid="pad-display">
      <LastMarkRow last={last} onUndo={onUndo} />
      <div className={classes.row}>
        <span className={classes.serial} aria-live="polite">
          <span className={classes.serialLabel}>{serialLabel}</span>
          <span
            className={done ? `${classes.digits} ${classes.digitsDone}` : classes.digits}
            data-testid="pad-digits"
          >
            {digits || '–'}
          </span>
        </span>
        {changePart && <ChangePart onClick={changePart} />}
      </div>
      <div aria-live="polite" data-testid="pad-result">
        <VoterLines found={found} roll={roll} />
      </div>
    </div>
  );
}
