// The part of the pad a digit changes: the digits and what they find, the keys, the Mark slot,
// and the keyboard. Its own component, so a digit re-renders this and nothing around it (the
// part's choice, the officer's count): the name shows in the frame after the key.
import { useCallback, useEffect } from 'react';
import type { VoterRecord } from '../../db/types.ts';
import type { LastMark } from './pad-display.tsx';
import { PadDisplay, padName } from './pad-display.tsx';
import { padKeyOf } from './pad-entry.ts';
import { MarkSlot, PadKeys } from './pad-keys.tsx';
import { markVoterVoted } from './poll-day-commands.ts';
import type { VotedMark } from './poll-day-data.ts';
import type { PartRoll } from './serial-pad-data.ts';
import classes from './serial-pad.module.css';
import { usePadEntry } from './use-pad-entry.ts';

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

export function PadBody({ roll, marks, last, onUndo, changePart, onMarked }: PadBodyProps) {
  const { digits, found, done, press } = usePadEntry(roll, marks);

  const mark = useCallback(
    async (voter: VoterRecord, serial: number) => {
      press('clear');
      if (!(await markVoterVoted(voter.id, true))) return;
      onMarked({ id: voter.id, serial, name: padName(voter), undoable: true });
    },
    [press, onMarked],
  );

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
      const key = padKeyOf(e.key);
      if (key) press(key);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [found, mark, press]);

  return (
    // A pad a thumb spans: on a desktop it keeps a phone's width.
    <div className={classes.pad}>
      <PadDisplay
        roll={roll}
        digits={digits}
        found={found}
        done={done}
        last={last}
        onUndo={onUndo}
        changePart={changePart}
      />
      <PadKeys onKey={press} />
      <MarkSlot
        name={found.kind === 'found' ? padName(found.voter) : null}
        onMark={() => found.kind === 'found' && void mark(found.voter, found.serial)}
      />
    </div>
  );
}
