// The home's per-part counts from the roll's list order (home-data.ts asks them through
// RollCounts), in the list order reader's chunk: only a phone holding voters loads the roll's code.
import type { ListOrder } from '../../roll/index.ts';
import { partIndexAt } from '../../roll/index.ts';
import type { PartStats, RollCounts } from './home-data.ts';

function partStats(order: ListOrder, contacted: Iterable<string>, voted: Iterable<string>) {
  const stats: PartStats[] = order.parts.map((part, i) => ({
    part,
    voters: (order.starts[i + 1] ?? order.ids.length) - order.starts[i]!,
    contacted: 0,
    voted: 0,
  }));
  const partIndex = (id: string): number => {
    const at = order.position.get(id);
    return at === undefined ? -1 : partIndexAt(order, at);
  };
  for (const id of contacted) {
    const i = partIndex(id);
    if (i >= 0) stats[i]!.contacted += 1;
  }
  for (const id of voted) {
    const i = partIndex(id);
    if (i >= 0) stats[i]!.voted += 1;
  }
  return stats;
}

export function rollCounts(order: ListOrder): RollCounts {
  return {
    voters: order.ids.length,
    households: order.households,
    partStats: (contacted, voted) => partStats(order, contacted, voted),
  };
}
