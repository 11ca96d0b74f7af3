// Campaigns in the database. Who sees one: everyone whose own area lies inside the invited
// area (sample campaigns, scope '', reach everyone, even accounts without an area yet), plus
// those who manage it: its creator and anyone holding the invited area (the admin holds all).
import { randomUUID } from 'node:crypto';
import type {
  CampaignInput,
  CampaignNotification,
  InvitationStatus,
  Participation,
  ParticipationInput,
} from '../../src/domain/campaigns.ts';
import { scopeContains } from '../../src/domain/scope.ts';
import type { Queryable } from '../db/database.ts';
import type { Caller } from './access.ts';
import { canAccess, effectiveScope } from './access.ts';
import { fileUrl } from './files.ts';

type CampaignRow = {
  id: string;
  title: string;
  description: string;
  date: string;
  time: string;
  location: string;
  category: CampaignNotification['category'];
  priority: CampaignNotification['priority'];
  max_attendees: number;
  image: string;
  organizer: string;
  requirements: string[];
  scope: string;
  created_by: string | null;
  cancelled: boolean;
  created_at: Date | string;
  updated_at: Date | string;
  status: InvitationStatus | null;
  attendee_count: number | string;
};

const iso = (v: Date | string) => new Date(v).toISOString();

/** True when the caller's own area lies inside the campaign's ('' invites even those without one). */
export function isInvited(caller: Caller, campaignScope: string): boolean {
  if (campaignScope === '') return true;
  const own = effectiveScope(caller);
  return own !== null && own !== '' && scopeContains(campaignScope, own);
}

/** True when the caller may edit and cancel a campaign of this area (or made it). */
export function mayManage(caller: Caller, campaign: { scope: string; createdBy: string | null }) {
  const own = effectiveScope(caller);
  return campaign.createdBy === caller.id || (own !== null && scopeContains(own, campaign.scope));
}

/**
 * SQL "campaign c visible to the caller", parameters from `$first`: invited (my area inside
 * its area) or managed (made by me, or its area inside mine).
 */
function visibleSql(caller: Caller, first: number): { sql: string; params: unknown[] } {
  const own = effectiveScope(caller);
  const p = (n: number) => `$${first + n}`;
  if (own === null) return { sql: `(c.scope = '' OR c.created_by = ${p(0)})`, params: [caller.id] };
  if (own === '') return { sql: 'TRUE', params: [] };
  return {
    sql: `(c.scope = '' OR c.created_by = ${p(0)} OR c.scope = ${p(1)}
      OR starts_with(${p(1)}, c.scope || '/') OR starts_with(c.scope, ${p(1)} || '/'))`,
    params: [caller.id, own],
  };
}

const SELECT = `
  SELECT c.*, i.status,
    (SELECT count(*) FROM campaign_invitations a
      WHERE a.campaign_id = c.id AND a.status = 'accepted') AS attendee_count
  FROM campaigns c
  LEFT JOIN campaign_invitations i ON i.campaign_id = c.id AND i.user_id = $1`;

function toNotification(
  caller: Caller,
  row: CampaignRow,
  photos: Map<string, string[]>,
): CampaignNotification {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    date: row.date,
    time: row.time,
    location: row.location,
    category: row.category,
    priority: row.priority,
    attendeeCount: Number(row.attendee_count),
    maxAttendees: row.max_attendees,
    status: row.status ?? 'pending',
    image: row.image,
    organizer: row.organizer,
    requirements: row.requirements,
    scope: row.scope,
    photos: photos.get(row.id) ?? [],
    invited: isInvited(caller, row.scope),
    canManage: mayManage(caller, { scope: row.scope, createdBy: row.created_by }),
    cancelled: row.cancelled,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** My campaigns, soonest first; cancelled ones are left out. `upcoming`: from today on. */
export async function listCampaigns(
  db: Queryable,
  caller: Caller,
  opts: { upcoming?: boolean } = {},
): Promise<CampaignNotification[]> {
  const visible = visibleSql(caller, 3);
  // The server's day (UTC), behind India's: a campaign stays upcoming until its day is over.
  const today = opts.upcoming ? new Date().toISOString().slice(0, 10) : '';
  const { rows } = await db.query<CampaignRow>(
    `${SELECT} WHERE NOT c.cancelled AND c.date >= $2 AND ${visible.sql} ORDER BY c.date, c.id`,
    [caller.id, today, ...visible.params],
  );
  const photos = await visiblePhotos(
    db,
    caller,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toNotification(caller, r, photos));
}

/** One campaign the caller sees (cancelled ones too), or undefined. */
export async function findCampaign(
  db: Queryable,
  caller: Caller,
  id: string,
): Promise<CampaignNotification | undefined> {
  const visible = visibleSql(caller, 3);
  const { rows } = await db.query<CampaignRow>(`${SELECT} WHERE c.id = $2 AND ${visible.sql}`, [
    caller.id,
    id,
    ...visible.params,
  ]);
  if (!rows[0]) return undefined;
  return toNotification(caller, rows[0], await visiblePhotos(db, caller, [id]));
}

/**
 * Participants' photos per campaign, newest first, at most 20 each: only those the caller may
 * open (their own, and those of people in their area), as GET /api/files/:id would allow.
 */
async function visiblePhotos(
  db: Queryable,
  caller: Caller,
  campaignIds: string[],
): Promise<Map<string, string[]>> {
  const byCampaign = new Map<string, string[]>();
  if (!campaignIds.length) return byCampaign;
  const { rows } = await db.query<{
    campaign_id: string;
    id: string;
    scope: string;
    owner_id: string;
  }>(
    `SELECT p.campaign_id, f.id, f.scope, f.owner_id
     FROM campaign_participations p, unnest(p.photo_ids) WITH ORDINALITY AS u(pid, n)
     JOIN files f ON f.id = u.pid
     WHERE p.campaign_id = ANY($1::uuid[]) ORDER BY p.updated_at DESC, u.n DESC`,
    [campaignIds],
  );
  for (const row of rows) {
    if (!canAccess(caller, { scope: row.scope, ownerId: row.owner_id })) continue;
    const list = byCampaign.get(row.campaign_id) ?? [];
    if (list.length < 20) list.push(fileUrl(row.id));
    byCampaign.set(row.campaign_id, list);
  }
  return byCampaign;
}

const CAMPAIGN_COLUMNS = [
  'title',
  'description',
  'date',
  'time',
  'location',
  'category',
  'priority',
  'max_attendees',
  'image',
  'organizer',
  'requirements',
  'scope',
] as const;

const columnValues = (input: CampaignInput) => [
  input.title,
  input.description,
  input.date,
  input.time,
  input.location,
  input.category,
  input.priority,
  input.maxAttendees,
  input.image,
  input.organizer,
  input.requirements,
  input.scope,
];

export async function insertCampaign(
  db: Queryable,
  caller: Caller,
  input: CampaignInput,
): Promise<string> {
  const id = randomUUID();
  const cols = CAMPAIGN_COLUMNS.join(', ');
  const params = CAMPAIGN_COLUMNS.map((_, i) => `$${i + 3}`).join(', ');
  await db.query(`INSERT INTO campaigns (id, created_by, ${cols}) VALUES ($1, $2, ${params})`, [
    id,
    caller.id,
    ...columnValues(input),
  ]);
  return id;
}

export async function updateCampaign(db: Queryable, id: string, input: CampaignInput) {
  const sets = CAMPAIGN_COLUMNS.map((c, i) => `${c} = $${i + 2}`).join(', ');
  await db.query(`UPDATE campaigns SET ${sets}, updated_at = now() WHERE id = $1`, [
    id,
    ...columnValues(input),
  ]);
}

export async function cancelCampaign(db: Queryable, id: string) {
  await db.query('UPDATE campaigns SET cancelled = true, updated_at = now() WHERE id = $1', [id]);
}

export async function setInvitationStatus(
  db: Queryable,
  userId: string,
  campaignId: string,
  status: InvitationStatus,
) {
  await db.query(
    `INSERT INTO campaign_invitations (campaign_id, user_id, status) VALUES ($1, $2, $3)
     ON CONFLICT (campaign_id, user_id) DO UPDATE SET status = $3, updated_at = now()`,
    [campaignId, userId, status],
  );
}

export async function saveParticipation(
  db: Queryable,
  userId: string,
  campaignId: string,
  input: ParticipationInput,
  photoIds: string[],
) {
  await db.query(
    `INSERT INTO campaign_participations (campaign_id, user_id, full_name, phone, email, address,
       emergency_contact, additional_guests, special_requirements, transport_needed,
       accommodation_needed, dietary_restrictions, photo_ids)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     ON CONFLICT (campaign_id, user_id) DO UPDATE SET full_name = $3, phone = $4, email = $5,
       address = $6, emergency_contact = $7, additional_guests = $8, special_requirements = $9,
       transport_needed = $10, accommodation_needed = $11, dietary_restrictions = $12,
       photo_ids = campaign_participations.photo_ids || $13, updated_at = now()`,
    [
      campaignId,
      userId,
      input.fullName,
      input.phone,
      input.email,
      input.address,
      input.emergencyContact,
      input.additionalGuests,
      input.specialRequirements,
      input.transportNeeded,
      input.accommodationNeeded,
      input.dietaryRestrictions,
      photoIds,
    ],
  );
}

type ParticipationRow = {
  campaign_id: string;
  full_name: string;
  phone: string;
  email: string;
  address: string;
  emergency_contact: string;
  additional_guests: number;
  special_requirements: string;
  transport_needed: boolean;
  accommodation_needed: boolean;
  dietary_restrictions: string;
  photo_ids: string[];
  created_at: Date | string;
  updated_at: Date | string;
};

export async function myParticipations(db: Queryable, userId: string): Promise<Participation[]> {
  const { rows } = await db.query<ParticipationRow>(
    `SELECT p.* FROM campaign_participations p JOIN campaigns c ON c.id = p.campaign_id
     WHERE p.user_id = $1 AND NOT c.cancelled ORDER BY c.date, c.id`,
    [userId],
  );
  return rows.map((r) => ({
    campaignId: r.campaign_id,
    fullName: r.full_name,
    phone: r.phone,
    email: r.email,
    address: r.address,
    emergencyContact: r.emergency_contact,
    additionalGuests: r.additional_guests,
    specialRequirements: r.special_requirements,
    transportNeeded: r.transport_needed,
    accommodationNeeded: r.accommodation_needed,
    dietaryRestrictions: r.dietary_restrictions,
    photos: r.photo_ids.map(fileUrl),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  }));
}
