// The demo's sample campaigns: three invitations to the demo assembly, so the campaign screens
// have something to show. Their titles and descriptions say they are samples, so nobody takes
// them for real events; being in the demo's assembly, only its booths' workers are invited.
// Fixed ids: a second load finds them and stops (load-demo.ts).
import type { Queryable } from '../db/database.ts';
import { DEMO_ROLL } from './roll/roll-identity.ts';

const NOTE = 'Sample campaign of the demo data, not a real event (डेमो का नमूना, असली कार्यक्रम नहीं).';

export const SAMPLE_CAMPAIGNS = [
  {
    id: '5a3e1d2c-0b4f-4e6a-9d7c-de0000000001',
    title: 'Demo: Foundation Day Rally',
    description: `${NOTE} A march from the party office to the town ground, speeches and a cultural programme.`,
    days: 14,
    time: '10:00 AM',
    location: 'Town Ground, Main Road',
    category: 'celebration',
    priority: 'high',
    maxAttendees: 500,
    organizer: 'District Committee',
    requirements: ['Party cap or scarf', 'Voter ID card', 'Water bottle'],
  },
  {
    id: '5a3e1d2c-0b4f-4e6a-9d7c-de0000000002',
    title: 'Demo: Booth Committee Meeting',
    description: `${NOTE} Voter list review, new voter registration and the door-to-door plan.`,
    days: 5,
    time: '5:30 PM',
    location: 'Party Office, Ward 12',
    category: 'meeting',
    priority: 'medium',
    maxAttendees: 40,
    organizer: 'Booth President',
    requirements: ['Updated voter slips', 'Notebook and pen'],
  },
  {
    id: '5a3e1d2c-0b4f-4e6a-9d7c-de0000000003',
    title: 'Demo: Health Camp and Cleanliness Drive',
    description: `${NOTE} A free health check-up camp, then a cleanliness drive in the market.`,
    days: 21,
    time: '8:00 AM',
    location: 'Government School, Sector 4',
    category: 'social',
    priority: 'low',
    maxAttendees: 100,
    organizer: 'Seva Cell',
    requirements: ['Gloves', 'Comfortable shoes'],
  },
] as const;

export const SAMPLE_CAMPAIGN_IDS = SAMPLE_CAMPAIGNS.map((c) => c.id);

/** Any of the samples there (even cancelled): the demo was loaded, or is loading. */
export async function samplesExist(db: Queryable): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM campaigns WHERE id = ANY($1::uuid[]) LIMIT 1', [
    SAMPLE_CAMPAIGN_IDS,
  ]);
  return rows.length > 0;
}

/** Add the samples, made by `adminId`, dated from today, inviting the demo's assembly. */
export async function insertSampleCampaigns(db: Queryable, adminId: string): Promise<void> {
  for (const c of SAMPLE_CAMPAIGNS)
    await db.query(
      `INSERT INTO campaigns (id, title, description, date, time, location, category, priority,
         max_attendees, organizer, requirements, scope, created_by)
       VALUES ($1, $2, $3, to_char(current_date + $4::int, 'YYYY-MM-DD'), $5, $6, $7, $8, $9,
         $10, $11, $12, $13)`,
      [
        c.id,
        c.title,
        c.description,
        c.days,
        c.time,
        c.location,
        c.category,
        c.priority,
        c.maxAttendees,
        c.organizer,
        c.requirements,
        DEMO_ROLL.assembly.path,
        adminId,
      ],
    );
}

export async function deleteSampleCampaigns(db: Queryable): Promise<void> {
  await db.query('DELETE FROM campaigns WHERE id = ANY($1::uuid[])', [SAMPLE_CAMPAIGN_IDS]);
}
