// Campaigns for the campaign e2e tests, the accessibility gate and screenshots: a new database
// has none (the samples come only with the demo), so a suite signs up its administrator first
// and sends the demo's three samples to everyone through the real API, dated from today.
import type { LoginResponse } from '../src/domain/auth.ts';
import { SAMPLE_CAMPAIGNS } from '../server/demo/sample-campaigns.ts';
import type { TestUser } from './e2e-users.ts';
import { apiJson, createAccount, newUser } from './e2e-users.ts';

const [rally, meeting, drive] = SAMPLE_CAMPAIGNS;
export const RALLY = rally.title;
export const MEETING = meeting.title;
export const DRIVE = drive.title;

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The demo's three samples as the API takes them: sent to everyone, dated from today. */
const CAMPAIGNS = SAMPLE_CAMPAIGNS.map(({ id: _id, days, requirements, ...c }) => ({
  ...c,
  requirements: [...requirements],
  date: inDays(days),
}));

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
