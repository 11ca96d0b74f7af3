// The pad itself: the box above the keys, the keys, and the Mark slot below them. React draws
// this frame once (and again only for the last mark, the part or the language); the digits, the
// voter they find and the Mark button are the pad's view's (pad-view.ts), which a key's tap
// updates in the tap's own event, so the name shows in the frame after the key.
import { useCallback, useLayoutEffect, useRef } from 'react';
import type { VoterRecord } from '../../db/types.ts';
import type { LastMark } from './pad-display.tsx';
import { PadDisplay } from './pad-display.tsx';
import { MarkSlot, PadKeys } from './pad-keys.tsx';
import { PadView } from './pad-view.ts';
import { padName, usePadWords } from './pad-words.ts';
import { markVoterVoted } from './poll-day-commands.ts';
import type { VotedMark } from './poll-day-data.ts';
import type { PartRoll } from './serial-pad-data.ts';
import classes from './serial-pad.module.css';

export type PadBodyProps = {
  roll: PartRoll;
  /** The voters who have voted (latest mark), each with that mark. */
  marks: ReadonlyMap<string, VotedMark>;
  last: LastMark | null;
  onUndo: () => void;
  changePart?: () => void;
  /** A mark made here is on the phone (it is sent at once). */
  onMarked: (mark: LastMark) => void;
};

const VIEW_CLASSES = {
  digits: classes.digits ?? '',
  digitsDone: classes.digitsDone ?? '',
  markButton: classes.markButton ?? '',
};

export function PadBody({ roll, marks, last, onUndo, changePart, onMarked }: PadBodyProps) {
  const words = usePadWords();
  const digits = useRef<HTMLSpanElement>(null);
  const result = useRef<HTMLDivElement>(null);
  const keys = useRef<HTMLDivElement>(null);
  const slot = useRef<HTMLDivElement>(null);
  const view = useRef<PadView | null>(null);
  // The props the view starts with, and the latest for its callbacks, without a new view.
  const latest = useRef({ roll, marks, words, onMarked });

  const mark = useCallback(async (voter: VoterRecord, serial: number) => {
    if (!(await markVoterVoted(voter.id, true))) return;
    latest.current.onMarked({ id: voter.id, serial, name: padName(voter), undoable: true });
  }, []);

  // One view for the pad's life (pad-body is keyed by the part): made before the first paint.
  useLayoutEffect(() => {
    const { roll, marks, words } = latest.current;
    const padView = new PadView(
      {
        digits: digits.current!,
        result: result.current!,
        keys: keys.current!,
        slot: slot.current!,
      },
      VIEW_CLASSES,
      { roll, marks, words },
      (voter, serial) => void mark(voter, serial),
    );
    view.current = padView;
    return () => {
      padView.dispose();
      view.current = null;
    };
  }, [mark]);
  useLayoutEffect(() => {
    latest.current = { roll, marks, words, onMarked };
    view.current?.update({ roll, marks, words });
  }, [roll, marks, words, onMarked]);

  return (
    // A pad a thumb spans: on a desktop it keeps a phone's width.
    <div className={classes.pad}>
      <PadDisplay
        part={roll.part}
        last={last}
        onUndo={onUndo}
        changePart={changePart}
        digitsRef={digits}
        resultRef={result}
      />
      <PadKeys keysRef={keys} />
      <MarkSlot slotRef={slot} />
    </div>
  );
}
