// Area writes through the synced commands: a new area is placed at its own path (the server
// checks the writer holds it) under the id its path gives; a rename patches names only. A
// booth a person makes or edits takes its parts over from whichever booth of its assembly held
// them (part-takeover.ts; the form has said how many voters move), so the part's records go to
// the person's booth, not to neither. Many areas from a list go in one transaction: all of them
// and their mutations, or none; a list takes parts from the roll import's booths only (a
// person's booth holding one of its parts is a problem of its line, domain/area-list.ts).
import { patchRecordsInTx, writeRecordsInTx } from '../../db/bulk-commands.ts';
import { createRecord, patchRecord } from '../../db/commands.ts';
import type { BoothDb } from '../../db/database.ts';
import { db } from '../../db/instance.ts';
import { getClientId } from '../../db/meta.ts';
import { announceLocalWrite } from '../../db/write-events.ts';
import type { AreaRecord } from '../../db/types.ts';
import type { AreaFields } from '../../domain/areas.ts';
import type { Writer } from '../../db/writer.ts';
import type { AreaFormValues } from '../../domain/areas.ts';
import { areaDepth, areaId, levelOf, newAreaPath } from '../../domain/areas.ts';
import { regionOf } from '../../domain/roll-home.ts';
import type { PartMove } from './part-takeover.ts';
import { loadPartMoves, takeOverParts } from './part-takeover.ts';

/** Run `write`, then the take-over, as one transaction. */
const withTakeOver = <T>(db: BoothDb, write: () => Promise<T>, after: () => Promise<void>) =>
  db.transaction('rw', [db.areas, db.outbox, db.meta], async () => {
    const result = await write();
    await after();
    return result;
  });

/**
 * The record fields of the form's values: parts and polling station for booths, the number
 * for assemblies (a number left out clears the one `had`).
 */
function formFields(
  path: string,
  values: AreaFormValues,
  had?: AreaFields,
): Omit<AreaFields, 'path'> {
  const level = levelOf(path);
  const number = values.number ?? (typeof had?.number === 'number' ? null : undefined);
  return {
    name: values.name,
    nameHi: values.nameHi,
    ...(level === 'booth' ? { parts: values.parts, pollingStation: values.pollingStation } : {}),
    ...(level === 'assembly' && number !== undefined ? { number } : {}),
  };
}

/** Create an area under `parent` ('' = a state); returns its path. */
export async function createArea(
  db: BoothDb,
  writer: Writer,
  parent: string,
  values: AreaFormValues,
  taken: ReadonlySet<string>,
): Promise<string> {
  const path = newAreaPath(parent, values.name, taken);
  const fields = formFields(path, values);
  await withTakeOver(
    db,
    () =>
      createRecord(db, writer, 'areas', { path, ...fields }, { id: areaId(path), placeIn: path }),
    () => takeOverParts(db, writer, path, fields.parts ?? []),
  );
  return path;
}

/** Change an area's names (and a booth's parts and polling station); its path stays. */
export async function updateArea(
  db: BoothDb,
  writer: Writer,
  area: AreaRecord,
  values: AreaFormValues,
): Promise<boolean> {
  const fields = formFields(area.path, values, area);
  const changed = await withTakeOver(
    db,
    // A person's edit makes a roll-made booth theirs: a list of booths added later no longer
    // takes its parts without a word.
    () =>
      patchRecord(db, writer, 'areas', area.id, {
        ...fields,
        ...(area.fromRoll && { fromRoll: false }),
      }),
    () => takeOverParts(db, writer, area.path, fields.parts ?? []),
  );
  return changed.length > 0;
}

/**
 * What the form's booth would take from other booths: for an edit its own path, for a new
 * booth a place beside it (the same assembly) under `parent`.
 */
export const partMovesOf = (
  target: { record: AreaRecord } | { parent: string },
  parts: readonly number[],
): Promise<PartMove[]> =>
  loadPartMoves(db, 'record' in target ? target.record.path : `${target.parent}/new`, parts);

/** The area form's save, on the app's database: a new area under `parent`, or a change. */
export function saveArea(
  writer: Writer,
  values: AreaFormValues,
  target: { record: AreaRecord } | { parent: string; taken: ReadonlySet<string> },
): Promise<'created' | 'updated' | 'unchanged'> {
  if ('record' in target)
    return updateArea(db, writer, target.record, values).then((c) => (c ? 'updated' : 'unchanged'));
  return createArea(db, writer, target.parent, values, target.taken).then(() => 'created');
}

/** One area of a list (domain/area-list.ts): names, and for a booth its parts and station. */
export type ListedAreaValues = Pick<AreaFormValues, 'name' | 'nameHi' | 'parts' | 'pollingStation'>;

/**
 * Create every area of a list inside `parent` in ONE transaction with their outbox mutations
 * (numbered as one run, so they are sent in order): a failure leaves nothing half-written.
 * Paths are made against every area on the phone, deleted ones too, so none is reused. A
 * roll import's booths in the assembly give up the parts the new booths take. Returns the paths.
 */
export async function createAreas(
  db: BoothDb,
  writer: Writer,
  parent: string,
  list: readonly ListedAreaValues[],
): Promise<string[]> {
  if (!list.length) return [];
  const booth = areaDepth(parent) === 5;
  const paths = await db.transaction('rw', [db.areas, db.outbox, db.meta], async () => {
    const existing = await db.areas.toArray();
    const taken = new Set(existing.map((a) => a.path));
    const items = list.map((values) => {
      const path = newAreaPath(parent, values.name, taken);
      taken.add(path);
      const fields = {
        path,
        name: values.name,
        nameHi: values.nameHi,
        ...(booth ? { parts: values.parts, pollingStation: values.pollingStation } : {}),
      };
      return { id: areaId(path), fields, placeIn: path };
    });
    const clientId = await getClientId(db, writer.userId);
    await writeRecordsInTx(db, writer, clientId, 'areas', items);
    const taking = new Set(list.flatMap((v) => (booth ? v.parts : [])));
    if (taking.size) {
      const region = regionOf(parent);
      const patches = existing
        .filter(
          (a) =>
            !a.deleted &&
            a.fromRoll &&
            regionOf(a.path) === region &&
            a.parts?.some((p) => taking.has(p)),
        )
        .map((current) => ({
          current,
          changes: { parts: current.parts!.filter((p) => !taking.has(p)) },
        }));
      await patchRecordsInTx(db, clientId, writer, 'areas', patches);
    }
    return items.map((i) => i.fields.path);
  });
  announceLocalWrite();
  return paths;
}

/** The Add many dialog's save, on the app's database. */
export const addAreas = (writer: Writer, parent: string, list: readonly ListedAreaValues[]) =>
  createAreas(db, writer, parent, list);
