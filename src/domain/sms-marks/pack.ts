// Waiting marks into as few SMS as possible: one part per message (its header names it), the
// part's serials in order, each message as many serials as fit in 160 characters. The cost of a
// run of serials only grows as it grows, so the longest run that fits is found by halving.
import type { MarksMessage } from './codec.ts';
import { SMS_LIMITS, SMS_MAX_CHARS, minuteOf, smsLength } from './codec.ts';

/** One mark waiting to go: its voter's place in the roll and when it was made. */
export type WaitingMark = {
  assembly: number;
  part: number;
  serial: number;
  /** ISO time of the tap. */
  markedAt: string;
};

/** A message to sign and send, with the marks it carries. */
export type PackedMessage<M extends WaitingMark = WaitingMark> = {
  message: MarksMessage;
  marks: M[];
};

/** Whether the codec can carry this mark at all (else it waits for data). */
export const fitsSms = (m: WaitingMark): boolean =>
  Number.isInteger(m.serial) &&
  m.serial >= 1 &&
  m.serial <= SMS_LIMITS.serial &&
  Number.isInteger(m.part) &&
  m.part >= 0 &&
  m.part <= SMS_LIMITS.part &&
  Number.isInteger(m.assembly) &&
  m.assembly >= 0 &&
  m.assembly <= SMS_LIMITS.assembly &&
  minuteOf(m.markedAt) >= 0 &&
  minuteOf(m.markedAt) <= SMS_LIMITS.minute;

/**
 * The messages that carry these marks (those that fit: `fitsSms`), parts in order, each
 * message a run of its part's serials; a serial marked twice goes once. Each message's minute
 * is its earliest mark's.
 */
export function packMarks<M extends WaitingMark>(
  keyId: number,
  marks: readonly M[],
): PackedMessage<M>[] {
  const byPart = new Map<string, M[]>();
  for (const m of marks.filter(fitsSms)) {
    const key = `${m.assembly}/${m.part}`;
    byPart.set(key, [...(byPart.get(key) ?? []), m]);
  }
  const out: PackedMessage<M>[] = [];
  const parts = [...byPart.values()].sort(
    (a, b) => a[0]!.assembly - b[0]!.assembly || a[0]!.part - b[0]!.part,
  );
  for (const partMarks of parts) {
    const bySerial = new Map<number, M[]>();
    for (const m of partMarks) bySerial.set(m.serial, [...(bySerial.get(m.serial) ?? []), m]);
    const serials = [...bySerial.keys()].sort((a, b) => a - b);
    const { assembly, part } = partMarks[0]!;
    const messageOf = (run: number[]): MarksMessage => {
      const carried = run.flatMap((s) => bySerial.get(s)!);
      return {
        keyId,
        assembly,
        part,
        minute: Math.min(...carried.map((m) => minuteOf(m.markedAt))),
        serials: run,
      };
    };
    let from = 0;
    while (from < serials.length) {
      // The longest run from `from` that fits (one serial always does).
      let fits = 1;
      let over = serials.length - from + 1;
      while (over - fits > 1) {
        const mid = (fits + over) >> 1;
        if (smsLength(messageOf(serials.slice(from, from + mid))) <= SMS_MAX_CHARS) fits = mid;
        else over = mid;
      }
      const run = serials.slice(from, from + fits);
      out.push({ message: messageOf(run), marks: run.flatMap((s) => bySerial.get(s)!) });
      from += fits;
    }
  }
  return out;
}
