// Area writes through the synced commands: a new area is placed at its own path (the server
// checks the writer holds it) under the id its path gives; a rename patches names only.
import { createRecord, patchRecord } from '../../db/commands.ts';
import type { BoothDb } from '../../db/database.ts';
import type { AreaRecord } from '../../db/types.ts';
import type { AreaFields } from '../../domain/areas.ts';
import type { Writer } from '../../db/writer.ts';
import type { AreaFormValues } from '../../domain/areas.ts';
import { areaId, levelOf, newAreaPath } from '../../domain/areas.ts';

/** The record fields of the form's values (parts and polling station for booths only). */
function formFields(path: string, values: AreaFormValues): Omit<AreaFields, 'path'> {
  const booth = levelOf(path) === 'booth';
  return {
    name: values.name,
    nameHi: values.nameHi,
    ...(booth ? { parts: values.parts, pollingStation: values.pollingStation } : {}),
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
  await createRecord(
    db,
    writer,
    'areas',
    { path, ...formFields(path, values) },
    { id: areaId(path), placeIn: path },
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
  const changed = await patchRecord(db, writer, 'areas', area.id, formFields(area.path, values));
  return changed.length > 0;
}
