// One serial is one voter in a part (issue 43), checked when a part is published: the voters
// the part would hold afterwards — those held, as the part's mutations change them, and those
// it adds — must not give one serial to two voters. A clash the file causes keeps the part in
// review, its rows listed on their serial (publish.ts), instead of two voters read out as
// "serial 1" in one booth. Clashes among voters the file does not touch are not its doing.
import { rollPart } from '../../../src/domain/roll-home.ts';
import type { Op, StoredVoter } from './edition.ts';

/** The reason a row is refused for, and its field's: an i18n key under errors. */
export const SERIAL_TAKEN = 'errors.serialTaken';

const serialOf = (fields: Record<string, unknown>): number | null => {
  const s = fields.serialNumber;
  return typeof s === 'number' && Number.isInteger(s) && s >= 1 ? s : null;
};

/**
 * The voters `ops` write that would share their serial with another live voter of part
 * `partNumber` among `held` (the part's voters the importer sees, of its assembly, and those
 * moving into it), in serial order.
 */
export function serialClashes(
  partNumber: number,
  held: readonly StoredVoter[],
  ops: readonly Op[],
  /** EPICs another part of the upload holds: a held voter with one is moving there. */
  leaving: ReadonlySet<string> = new Set(),
) {
  const epic = (f: Record<string, unknown>) =>
    typeof f.voterId === 'string' ? f.voterId.trim().toUpperCase() : '';
  const after = new Map(
    held.filter((v) => !leaving.has(epic(v.fields))).map((v) => [v.id, { ...v.fields }]),
  );
  const written = new Set<string>();
  for (const op of ops) {
    if (op.table !== 'voters') continue;
    if (op.op === 'delete') after.delete(op.id);
    else {
      after.set(op.id, { ...after.get(op.id), ...op.fields });
      written.add(op.id);
    }
  }
  const bySerial = new Map<number, string[]>();
  for (const [id, fields] of after) {
    const serial = serialOf(fields);
    if (serial === null || rollPart(fields) !== partNumber) continue;
    bySerial.set(serial, [...(bySerial.get(serial) ?? []), id]);
  }
  return [...bySerial]
    .filter(([, ids]) => ids.length > 1)
    .sort(([a], [b]) => a - b)
    .flatMap(([, ids]) => ids.filter((id) => written.has(id)));
}
