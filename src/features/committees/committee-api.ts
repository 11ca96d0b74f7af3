// A booth's committee from the server, kept on the phone (the `meta` table, per user and booth)
// so the booth screen reads offline, and the calls that change it. Naming, removing and a
// visit go through sendOrQueue: offline they wait in the outbox, and the screen lays them over
// the kept copy until they are sent. Codes need the network (the server sends the SMS).
import { downscaleImage } from '../../components/downscale-image.ts';
import type { BoothDb } from '../../db/database.ts';
import { getMeta, setMeta } from '../../db/meta.ts';
import { fileInput, fileRef, saveFile } from '../../db/queue-commands.ts';
import type { RequestEntry } from '../../db/types.ts';
import { apiRoutes } from '../../domain/api/index.ts';
import type {
  BoothCommittee,
  CodeSent,
  SeatInput,
  VisitPlace,
} from '../../domain/committees/seats.ts';
import { callApi } from '../../sync/call-api.ts';
import { sendOrQueue } from '../../sync/send-or-queue.ts';
import type { SendResult } from '../../sync/send-or-queue.ts';

export type KeptCommittee = { committee: BoothCommittee; fetchedAt: string };

const keptKey = (userId: string, boothId: string) => `committees.booth.${userId}.${boothId}`;

export async function readKeptCommittee(
  db: BoothDb,
  userId: string,
  boothId: string,
): Promise<KeptCommittee | null> {
  const saved = await getMeta<string>(db, keptKey(userId, boothId));
  if (!saved) return null;
  try {
    return JSON.parse(saved) as KeptCommittee;
  } catch (err) {
    console.warn('The kept committee could not be read', err);
    return null;
  }
}

export async function keepCommittee(
  db: BoothDb,
  userId: string,
  committee: BoothCommittee,
  now = new Date(),
): Promise<KeptCommittee> {
  const kept = { committee, fetchedAt: now.toISOString() };
  await setMeta(db, keptKey(userId, committee.booth.id), JSON.stringify(kept));
  return kept;
}

/** The booth's committee from the server, kept for offline reading. */
export async function fetchCommittee(
  db: BoothDb,
  userId: string,
  boothId: string,
): Promise<KeptCommittee> {
  const committee = await callApi(apiRoutes.committees.booth, { params: { id: boothId } });
  return keepCommittee(db, userId, committee);
}

/** Changes to this booth's committee still in the outbox, oldest first. */
export async function pendingChanges(
  db: BoothDb,
  userId: string,
  boothId: string,
): Promise<RequestEntry[]> {
  const prefix = `/committees/booths/${boothId}/`;
  const pending = await db.outbox.where('[userId+status]').equals([userId, 'pending']).toArray();
  return pending.filter(
    (e): e is RequestEntry => e.kind === 'request' && e.path.startsWith(prefix),
  );
}

type Sent = SendResult<BoothCommittee>;

/** Keep what the server answered; a queued change shows from the outbox. */
async function keptAfter(db: BoothDb, userId: string, result: Sent): Promise<Sent> {
  if (result.status === 'sent') await keepCommittee(db, userId, result.data);
  return result;
}

/** Name a team member in a role (or change the seat): now, or when the network returns. */
export async function saveSeat(
  db: BoothDb,
  userId: string,
  boothId: string,
  seatId: string,
  body: SeatInput,
): Promise<Sent> {
  const result = await sendOrQueue(apiRoutes.committees.putSeat, {
    params: { id: boothId, rowId: seatId },
    body,
    label: 'committees.queue.seat',
  });
  return keptAfter(db, userId, result);
}

export async function removeSeat(
  db: BoothDb,
  userId: string,
  boothId: string,
  seatId: string,
): Promise<Sent> {
  const result = await sendOrQueue(apiRoutes.committees.removeSeat, {
    params: { id: boothId, rowId: seatId },
    label: 'committees.queue.remove',
  });
  return keptAfter(db, userId, result);
}

/** Ask the server to send the member a code (online only). */
export function sendCode(boothId: string, seatId: string, lang: 'en' | 'hi'): Promise<CodeSent> {
  return callApi(apiRoutes.committees.sendCode, {
    params: { id: boothId, rowId: seatId },
    body: { lang },
  });
}

/** The code the member read out; the answer is the committee with them verified. */
export async function checkCode(
  db: BoothDb,
  userId: string,
  boothId: string,
  seatId: string,
  code: string,
): Promise<KeptCommittee> {
  const committee = await callApi(apiRoutes.committees.checkCode, {
    params: { id: boothId, rowId: seatId },
    body: { code },
  });
  return keepCommittee(db, userId, committee);
}

/**
 * A coordinator's visit: the photo is shrunk (at most 512 px) and kept on the phone, then
 * uploaded just before the call goes out, now or when the network returns.
 */
export async function saveVisit(
  db: BoothDb,
  userId: string,
  boothId: string,
  seatId: string,
  photo: Blob,
  place: VisitPlace & { at: string },
): Promise<Sent> {
  const fileId = await saveFile(db, userId, await fileInput(await downscaleImage(photo)));
  const result = await sendOrQueue(apiRoutes.committees.visit, {
    params: { id: boothId, rowId: seatId },
    body: { photo: fileRef(fileId), ...place },
    fileIds: [fileId],
    label: 'committees.queue.visit',
  });
  return keptAfter(db, userId, result);
}
