// The pad's twelve keys and, below them, the slot where "Mark voted" appears. The keys never
// change (drawn once: memo, a stable onKey), and the slot keeps its height with or without its
// button, so a tap where a key was always lands on that key (issue 44).
import { Button } from '@mantine/core';
import { IconBackspace, IconCheck } from '@tabler/icons-react';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PadKey } from './pad-entry.ts';
import classes from './serial-pad.module.css';

const KEYS = [
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  'clear',
  '0',
  'back',
] as const satisfies readonly PadKey[];
const KEY_HEIGHT = 52;

export const PadKeys = memo(function PadKeys({ onKey }: { onKey: (key: PadKey) => void }) {
  const { t } = useTranslation();
  return (
    <div className={classes.keys} role="group" aria-label={t('pollDay.pad.keys')}>
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
    </div>
  );
});

/** Drawn once: the same element on every render, so React never draws it again. */
const CHECK = <IconCheck size={20} aria-hidden />;

/**
 * The Mark button for `name`, or the same space empty when there is no one to mark. A plain
 * button (serial-pad.module.css draws it as the app's filled green one): it is drawn again on
 * every digit that finds a voter, and Mantine's Button costs a slow phone a millisecond more.
 */
export function MarkSlot({ name, onMark }: { name: string | null; onMark: () => void }) {
  const { t } = useTranslation();
  const short = useMemo(() => t('pollDay.markVotedShort'), [t]);
  return (
    <div className={classes.markSlot} data-testid="pad-mark-slot">
      {name !== null && (
        <button
          type="button"
          className={classes.markButton}
          aria-label={t('pollDay.markVoted', { name })}
          onClick={onMark}
        >
          {CHECK}
          {short}
        </button>
      )}
    </div>
  );
}
