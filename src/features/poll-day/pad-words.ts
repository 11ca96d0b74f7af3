// The pad's words in the reader's language (pad-view.ts writes them): the box's two lines for
// what the digits found, and Mark's name. A key's tap makes them without i18next: each sentence
// with blanks is asked of i18next once per language (a template) and a tap fills its blanks,
// and a voter's lines, a repeat's line and Mark's name are kept once made. Four t() calls a
// digit, on a slow phone's first taps before the code is compiled, were most of a tap's script.
import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useShortTime } from '../../components/use-short-time.ts';
import type { VoterRecord } from '../../db/types.ts';
import { relativeLabelKey, voterFullName } from '../../domain/voter-fields.ts';
import type { PadLine, PadWords } from './pad-view.ts';
import type { VotedMark } from './poll-day-data.ts';
import type { PadLookup, PartRoll } from './serial-pad-data.ts';
import classes from './serial-pad.module.css';

/** A voter's name as the pad shows it. */
export const padName = (v: VoterRecord): string => voterFullName(v) || v.voterId || '-';

const NONE: PadLine = { text: '', className: '' };

/** Classes of serial-pad.module.css, joined (a class the module lacks is left out). */
const cls = (...names: (string | undefined)[]): string => names.filter(Boolean).join(' ');

/** A character no translation holds: it marks a blank in a template. */
const BLANK = '\u0001';

/**
 * The translation of `key` with its blanks (`names`) left open: i18next is asked once, with a
 * marker for each blank, and the result filled in by position.
 */
export function template<N extends string>(
  t: TFunction,
  key: string,
  names: readonly N[],
): (values: Record<N, string | number>) => string {
  const marked = Object.fromEntries(names.map((name, i) => [name, `${BLANK}${i}${BLANK}`]));
  // Any key: the checked keys are the callers' (a typo shows as the key itself, as with t()).
  const translate = t as unknown as (key: string, options: Record<string, string>) => string;
  const parts = translate(key, marked).split(BLANK);
  return (values) =>
    parts.map((part, i) => (i % 2 ? String(values[names[Number(part)]!]) : part)).join('');
}

/** A value kept per object (a voter record, a mark), made the first time it is asked for. */
function kept<K extends object, V>(make: (key: K) => V): (key: K) => V {
  const values = new WeakMap<K, V>();
  return (key) => {
    let value = values.get(key);
    if (value === undefined) values.set(key, (value = make(key)));
    return value;
  };
}

export function padWords(t: TFunction, time: (iso: string) => string): PadWords {
  const relation = template(t, 'pollDay.relation', ['label', 'name']);
  const age = template(t, 'pollDay.pad.age', ['age']);
  const alreadyVoted = template(t, 'pollDay.pad.alreadyVotedBy', ['by', 'time']);
  const markVoted = template(t, 'pollDay.markVoted', ['name']);
  const outside = template(t, 'pollDay.pad.outside', ['serial', 'part', 'first', 'last']);
  const noSerials = template(t, 'pollDay.pad.noSerials', ['part']);
  const someone = t('pollDay.pad.someone');
  const typeSerial: readonly [PadLine, PadLine] = [
    { text: t('pollDay.pad.typeSerial'), className: cls(classes.lines, classes.dimmed) },
    NONE,
  ];
  const relatives = new Map<unknown, string>();
  const relative = (type: unknown) => {
    let label = relatives.get(type);
    if (label === undefined) relatives.set(type, (label = t(relativeLabelKey(type))));
    return label;
  };

  // By record: a voter synced in anew is another object, and gets its lines again.
  const nameOf = kept((voter: VoterRecord) => padName(voter));
  const nameLine = kept((voter: VoterRecord): PadLine => ({
    text: nameOf(voter),
    className: cls(classes.name),
  }));
  const foundLines = kept((voter: VoterRecord): readonly [PadLine, PadLine] => {
    const details = [
      voter.relation && relation({ label: relative(voter.relationType), name: voter.relation }),
      typeof voter.age === 'number' && age({ age: voter.age }),
      voter.voterId,
    ]
      .filter(Boolean)
      .join(' · ');
    return [nameLine(voter), { text: details, className: cls(classes.lines) }];
  });
  const votedLine = kept((mark: VotedMark): PadLine => ({
    text: alreadyVoted({ by: mark.by || someone, time: time(mark.markedAt) }),
    className: cls(classes.lines, classes.refused),
  }));

  const lines = (lookup: PadLookup, roll: PartRoll): readonly [PadLine, PadLine] => {
    if (lookup.kind === 'empty') return typeSerial;
    if (lookup.kind === 'outside') {
      const text =
        roll.first === null
          ? noSerials({ part: roll.part })
          : outside({
              serial: lookup.serial,
              part: roll.part,
              first: roll.first,
              last: roll.last ?? roll.first,
            });
      return [{ text, className: cls(classes.outside) }, NONE];
    }
    if (lookup.kind === 'voted') return [nameLine(lookup.voter), votedLine(lookup.mark)];
    return foundLines(lookup.voter);
  };
  return {
    lines,
    markLabel: kept((voter: VoterRecord) => markVoted({ name: nameOf(voter) })),
    markShort: t('pollDay.markVotedShort'),
  };
}

/** The pad's words, made again when the language changes. */
export function usePadWords(): PadWords {
  const { t } = useTranslation();
  const time = useShortTime();
  return useMemo(() => padWords(t, time), [t, time]);
}
