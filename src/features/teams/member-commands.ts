// Team member writes, bound to the app database and the signed-in writer. Each goes through
// src/db/commands.ts, so the record and its outbox entry commit together.
import { createRecord, deleteRecord, patchRecord, setMemberStatus } from '../../db/commands.ts';
import { db } from '../../db/instance.ts';
import { fileInput, fileRef, saveFile } from '../../db/queue-commands.ts';
import type { MemberFields, MemberLevel, MemberRecord } from '../../db/types.ts';
import type { Writer } from '../../db/writer.ts';
import { currentWriter } from '../../sync/browser-session.ts';
import { downscaleImage } from '../../components/downscale-image.ts';
import { findPhoneHolder } from './member-queries.ts';

/** Nobody is signed in (the session ended in another tab): nothing can be attributed. */
export class SignedOutError extends Error {
  constructor() {
    super('Not signed in');
  }
}

function writer(): Writer {
  const w = currentWriter();
  if (!w) throw new SignedOutError();
  return w;
}

/** Another member of the same list and area already has this phone number. */
export class PhoneTakenError extends Error {
  constructor(readonly holder: MemberRecord) {
    super('Phone number already used');
  }
}

/** Refuses a new or changed phone (or area) that would give two members of a list one number. */
async function checkPhoneFree(
  level: MemberLevel,
  fields: Partial<MemberFields>,
  existing?: MemberRecord,
): Promise<void> {
  if (existing && fields.phone === undefined && fields.areaPath === undefined) return;
  const phone = fields.phone ?? existing?.phone ?? '';
  const areaPath = fields.areaPath ?? existing?.areaPath ?? '';
  const holder = phone && (await findPhoneHolder(db, level, phone, areaPath, existing?.id));
  if (holder) throw new PhoneTakenError(holder);
}

export type MemberInput = {
  /** Form fields; on edit only the changed ones are stored (the specification's states: merge). */
  fields: Partial<MemberFields>;
  /** A new photo; null keeps the old one. */
  image: Blob | null;
};

export type SaveResult = 'created' | 'updated' | 'unchanged';

export async function saveMember(
  level: MemberLevel,
  input: MemberInput,
  existing?: MemberRecord,
): Promise<SaveResult> {
  const w = writer();
  const fields: Partial<MemberFields> = { ...input.fields };
  await checkPhoneFree(level, fields, existing);
  let fileIds: string[] | undefined;
  if (input.image) {
    // Kept on the phone first; the sync engine uploads it before pushing this record.
    // Shrunk first: at most 512 px, re-encoded (downscale-image.ts).
    const photo = await downscaleImage(input.image);
    const fileId = await saveFile(db, w.userId, await fileInput(photo));
    fields.profileImage = fileRef(fileId);
    fileIds = [fileId];
  }
  if (!existing) {
    const created: MemberFields = {
      ...fields,
      level,
      status: 'active',
      createdOn: new Date().toISOString(),
    };
    // In their booth, so those who hold it (and not only the writer's place) see them.
    const placeIn = fields.areaPath || undefined;
    await createRecord(db, w, 'members', created, { fileIds, ...(placeIn ? { placeIn } : {}) });
    return 'created';
  }
  const changed = await patchRecord(db, w, 'members', existing.id, fields, { fileIds });
  return changed.length ? 'updated' : 'unchanged';
}

export function deleteMember(member: MemberRecord): Promise<void> {
  return deleteRecord(db, writer(), 'members', member.id);
}

/** Disable an active member, enable a disabled one (the specification's states); returns the new status. */
export async function toggleMemberStatus(member: MemberRecord): Promise<MemberFields['status']> {
  const next = member.status === 'disabled' ? 'active' : 'disabled';
  await setMemberStatus(db, writer(), member.id, next);
  return next;
}
