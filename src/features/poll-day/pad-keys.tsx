// The pad's twelve keys and, below them, the slot where "Mark voted" appears. The keys never
// change (drawn once) and the slot keeps its height with or without its button, so a tap where
// a key was always lands on that key (issue 44). A key's tap is taken by the pad's view
// (pad-view.ts) from its `data-key`, and the view puts Mark into the slot and takes it out.
import { IconBackspace } from '@tabler/icons-react';
import { memo } from 'react';
import type { Ref } from 'react';
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

/**
 * Plain buttons (serial-pad.module.css draws them as the app's default ones): a key's tap changes
 * its look (hover, pressed) but never its size or place, so it lays nothing out. Mantine's
 * Button moves 1 px when pressed, and Blink laid the whole page out again for it on every tap.
 */
export const PadKeys = memo(function PadKeys({ keysRef }: { keysRef: Ref<HTMLDivElement> }) {
  const { t } = useTranslation();
  return (
    <div ref={keysRef} className={classes.keys} role="group" aria-label={t('pollDay.pad.keys')}>
      {KEYS.map((key) =>
        key === 'back' || key === 'clear' ? (
          <button
            key={key}
            type="button"
            data-key={key}
            className={`${classes.key} ${classes.keyWord}`}
            aria-label={t(key === 'back' ? 'pollDay.pad.back' : 'pollDay.pad.clear')}
          >
            {key === 'back' ? <IconBackspace size={24} aria-hidden /> : t('pollDay.pad.clearShort')}
          </button>
        ) : (
          <button key={key} type="button" data-key={key} className={classes.key}>
            {key}
          </button>
        ),
      )}
    </div>
  );
});

/**
 * Where Mark voted shows, the same space when there is no one to mark: the pad's view puts a
 * plain button here (serial-pad.module.css draws it as the app's filled green one).
 */
export const MarkSlot = memo(function MarkSlot({ slotRef }: { slotRef: Ref<HTMLDivElement> }) {
  return <div ref={slotRef} className={classes.markSlot} data-testid="pad-mark-slot" />;
});
