// A first sync's pages of voters arriving under an open screen: each write starts the list
// order's read over, so no order is ready for a second or more, while screens look for one
// every 0.4 s (src/roll/use-list-order.ts).
import type { BoothDb } from '../../../src/db/database.ts';
import { createRecord } from '../../../src/db/commands.ts';
import type { Writer } from '../../../src/db/writer.ts';
import { listOrderSettled } from '../../../src/roll/list-order.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Writes five voters of `part`, 0.2 s apart, waits for the new order and the screens' next
 * look at it; true when `element` left the document at any moment meanwhile.
 */
export async function leftDuringVoterWrites(
  element: Element,
  db: BoothDb,
  writer: Writer,
  part: number,
): Promise<boolean> {
  let left = false;
  const watch = new MutationObserver(() => {
    if (!element.isConnected) left = true;
  });
  watch.observe(document.body, { childList: true, subtree: true });
  try {
    for (let i = 1; i <= 5; i++) {
      await createRecord(db, writer, 'voters', { firstName: `New ${i}`, partNumber: part });
      await sleep(200);
    }
    await listOrderSettled(db);
    await sleep(500);
  } finally {
    watch.disconnect();
  }
  return left;
}
