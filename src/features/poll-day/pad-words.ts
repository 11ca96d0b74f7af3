// The pad's words in the reader's language (pad-view.ts writes them): the box's two lines for
// what the digits found, and Mark's name. A found voter's lines are made once per voter and
// language and kept, so a digit that finds them again only looks them up.
import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useShortTime } from '../../components/use-short-time.ts';
import type { VoterRecord } from '../../db/types.ts';
import { relativeLabelKey, voterFullName } from '../../domain/voter-fields.ts';
import type { PadLine, PadWords } from './pad-view.ts';
import type { PadLookup, PartRoll } from './serial-pad-data.ts';
import classes from './serial-pad.module.css';

/** A voter's name as the pad shows it. */
export const padName = (v: VoterRecord): string => voterFullName(v) || v.voterId || '-';

const NONE: PadLine = { text: '', className: '' };

/** Classes of serial-pad.module.css, joined (a class the module lacks is left out). */
const cls = (...names: (string | undefined)[]): string => names.filter(Boolean).join(' ');

/** The relative, age and voter id under a found voter's name. */
function voterDetails(t: TFunction, voter: VoterRecord): string {
  return [
    voter.relation &&
      t('pollDay.relation', {
        label: t(relativeLabelKey(voter.relationType)),
        name: voter.relation,
      }),
    typeof voter.age === 'number' && t('pollDay.pad.age', { age: voter.age }),
    voter.voterId,
  ]
    .filter(Boolean)
    .join(' · ');
}

export function padWords(t: TFunction, time: (iso: string) => string): PadWords {
  // By voter record: a record synced in anew is another object, and gets its lines again.
  const found = new WeakMap<VoterRecord, readonly [PadLine, PadLine]>();
  const names = new WeakMap<VoterRecord, string>();
  const nameOf = (voter: VoterRecord) => {
    let name = names.get(voter);
    if (name === undefined) names.set(voter, (name = padName(voter)));
    return name;
  };
  const lines = (lookup: PadLookup, roll: PartRoll): readonly [PadLine, PadLine] => {
    if (lookup.kind === 'empty')
      return [
        { text: t('pollDay.pad.typeSerial'), className: cls(classes.lines, classes.dimmed) },
        NONE,
      ];
    if (lookup.kind === 'outside') {
      const text =
        roll.first === null
          ? t('pollDay.pad.noSerials', { part: roll.part })
          : t('pollDay.pad.outside', {
              serial: lookup.serial,
              part: roll.part,
              first: roll.first,
              last: roll.last,
            });
      return [{ text, className: cls(classes.outside) }, NONE];
    }
    const { voter } = lookup;
    const name: PadLine = { text: nameOf(voter), className: cls(classes.name) };
    if (lookup.kind === 'voted')
      return [
        name,
        {
          text: t('pollDay.pad.alreadyVotedBy', {
            by: lookup.mark.by || t('pollDay.pad.someone'),
            time: time(lookup.mark.markedAt),
          }),
          className: cls(classes.lines, classes.refused),
        },
      ];
    const kept = found.get(voter);
    if (kept) return kept;
    const made: readonly [PadLine, PadLine] = [
      name,
      { text: voterDetails(t, voter), className: cls(classes.lines) },
    ];
    found.set(voter, made);
    return made;
  };
  const labels = new WeakMap<VoterRecord, string>();
  const markLabel = (voter: VoterRecord) => {
    let label = labels.get(voter);
    if (label === undefined)
      labels.set(voter, (label = t('pollDay.markVoted', { name: nameOf(voter) })));
    return label;
  };
  return {
    lines,
    markLabel,
    markShort: t('pollDay.markVotedShort'),
  };
}

/** The pad's words, made again when the language changes. */
export function usePadWords(): PadWords {
  const { t } = useTranslation();
  const time = useShortTime();
  return useMemo(() => padWords(t, time), [t, time]);
}
