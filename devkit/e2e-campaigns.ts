// Campaigns for the campaign e2e tests, the accessibility gate and screenshots: a new database
// has none (the samples come only with the demo), so a suite signs up its administrator first
// and sends these three to everyone through the real API, dated from today as the old
// built-in samples were.
import type { LoginResponse } from '../src/domain/auth.ts';
import type { TestUser } from './e2e-users.ts';
import { apiJson, createAccount, newUser } from './e2e-users.ts';

export const RALLY = 'Foundation Day Rally';
export const MEETING = 'Booth Committee Meeting';
export const DRIVE = 'Health Camp and Cleanliness Drive';

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const CAMPAIGNS = [
  {
    title: RALLY,
    description:
      'A march from the party office to the town ground, speeches and a cultural programme.',
    date: inDays(14),
    time: '10:00 AM',
    location: 'Town Ground, Main Road',
    category: 'celebration',
    priority: 'high',
    maxAttendees: 500,
    organizer: 'District Committee',
    requirements: ['Party cap or scarf', 'Voter ID card', 'Water bottle'],
  },
  {
    title: MEETING,
    description: 'Voter list review, new voter registration and the door-to-door plan.',
    date: inDays(5),
    time: '5:30 PM',
    location: 'Party Office, Ward 12',
    category: 'meeting',
    priority: 'medium',
    maxAttendees: 40,
    organizer: 'Booth President',
    requirements: ['Updated voter slips', 'Notebook and pen'],
  },
  {
    title: DRIVE,
    description: 'A free health check-up camp, then a cleanliness drive in the market area.',
    date: inDays(21),
    time: '8:00 AM',
    location: 'Government School, Sector 4',
    category: 'social',
    priority: 'low',
    maxAttendees: 100,
    organizer: 'Seva Cell',
    requirements: ['Gloves', 'Comfortable shoes'],
  },
];

/** Send the three campaigns to everyone as the administrator signed in with `token`. */
export async function postCampaigns(base: string, token: string): Promise<void> {
  for (const c of CAMPAIGNS)
    await apiJson(base, '/campaigns', {
      method: 'POST',
      token,
      body: JSON.stringify({ ...c, image: '', scope: '' }),
    });
}

/**
 * Sign up `admin` as the server's first account (its administrator) and send the three
 * campaigns to everyone. Must run before any other account is made on the server.
 */
export async function sendCampaignsToEveryone(
  base: string,
  admin: TestUser = newUser('Campaign Admin'),
): Promise<void> {
  await createAccount(base, admin);
  const { token, user } = await apiJson<LoginResponse>(base, '/booth/login-booth-user', {
    method: 'POST',
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  if (user.role !== 'admin') throw new Error('The campaigns need the server’s first account');
  await postCampaigns(base, token);
}
