// The officer's figures of a part, live (officer-turnout-data.ts): a figure entered on another
// phone of the booth shows as it syncs in; the party's count follows the screen's own set of
// who has voted.
import { useMemo } from 'react';
import { db } from '../../db/instance.ts';
import type { PartTurnout } from './officer-turnout-data.ts';
import { loadPartFigures } from './officer-turnout-data.ts';
import { useLiveRead } from './use-live-read.ts';

/** undefined while read. */
export function usePartTurnout(part: number, voted: ReadonlySet<string>): PartTurnout | undefined {
  const figures = useLiveRead(() => loadPartFigures(db, part), [part]);
  return useMemo(
    () =>
      figures && {
        ...figures,
        partyVoted: figures.voterIds.filter((id) => voted.has(id)).length,
      },
    [figures, voted],
  );
}
