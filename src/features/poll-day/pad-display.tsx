// What the agent reads above the keys, in space kept for it (serial-pad.module.css): the last
// mark with its Undo, the digits typed, and the voter they find or why there is none. React
// draws this frame; the digits and the result are written by the pad's view (pad-view.ts) into
// the two nodes left empty here, so a digit draws no React component.
import { Button } from '@mantine/core';
import { memo, useMemo } from 'react';
import type { Ref } from 'react';
import { IconArrowBackUp, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './serial-pad.module.css';

export { padName } from './pad-words.ts';

/** The last mark made on the pad; Undo while `undoable` (10 s, field-work.ts UNDO_MS). */
export type LastMark = { id: string; serial: number; name: string; undoable: boolean };

/** memo: a mark changes it, a digit never does. */
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

const ChangePart = memo(function ChangePart({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button variant="subtle" h={44} px="xs" onClick={onClick}>
      {t('pollDay.pad.changePart')}
    </Button>
  );
});

export type PadDisplayProps = {
  part: number;
  last: LastMark | null;
  /** Takes the last mark back. */
  onUndo: () => void;
  /** "Change part", when the phone holds more than one part. */
  changePart?: () => void;
  /** The digits' node and the result's: filled by the pad's view, never by React. */
  digitsRef: Ref<HTMLSpanElement>;
  resultRef: Ref<HTMLDivElement>;
};

export const PadDisplay = memo(function PadDisplay({
  part,
  last,
  onUndo,
  changePart,
  digitsRef,
  resultRef,
}: PadDisplayProps) {
  const { t } = useTranslation();
  const serialLabel = useMemo(() => t('pollDay.pad.serialLabel', { part }), [t, part]);
  return (
    <div className={classes.display} data-testid="pad-display">
      <LastMarkRow last={last} onUndo={onUndo} />
      <div className={classes.row}>
        <span className={classes.serial} aria-live="polite">
          <span className={classes.serialLabel}>{serialLabel}</span>
          <span ref={digitsRef} className={classes.digits} data-testid="pad-digits" />
        </span>
        {changePart && <ChangePart onClick={changePart} />}
      </div>
      <div ref={resultRef} aria-live="polite" data-testid="pad-result" />
    </div>
  );
});
