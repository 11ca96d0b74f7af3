// The gate's user and data, through the real API (far faster than the forms): one account and
// a few members at every team level, a small generated voter roll and three campaigns, so each
// list and voter report shows rows with their row menu.
import { randomUUID } from 'node:crypto';
import type { Mutation, PushResponse } from '../../src/domain/sync-protocol.ts';
import { TEAM_LEVELS } from '../../src/domain/team-levels.ts';
import { postCampaigns } from '../e2e-campaigns.ts';
import { seedGateCommittee } from '../e2e-committees.ts';
import { createAccount, newUser } from '../e2e-users.ts';
import { pushRecords, pushVoters, seedRoll } from '../voter-seed.ts';
import type { SeededVoter } from '../voter-seed.ts';
import { GATE_ROLL_SIZE } from './gate-config.ts';

export type GateSession = { token: string; user: unknown; firstName: string };

/**
 * Long-ish real-world values on purpose: a phone layout that only fits "Ram" is not a layout.
 * The second member is disabled so the lists show both status badges.
 */
const PEOPLE = [
  ['Ramesh', 'Kumar Srivastava', 'Booth Adhyaksh', 'Aminabad', 'Lucknow Central'],
  ['Geeta', 'Rawat', 'Booth Sachiv', 'Hazratganj', 'Lucknow East'],
  ['Mohan', 'Lal Vishwakarma', 'Panna Pramukh', 'Chinhat', 'Lucknow North'],
] as const;

function memberFields(level: string, i: number): Record<string, unknown> {
  const [firstName, lastName, designation, city, assembly] = PEOPLE[i % PEOPLE.length]!;
  return {
    level,
    status: i === 1 ? 'disabled' : 'active',
    name: `${firstName} ${lastName}`,
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}.${level}@example.test`,
    phone: `98765${String(43210 + i)}`,
    age: 34 + i,
    designation,
    city,
    state: 'Uttar Pradesh',
    dist: 'Lucknow',
    district: 'Lucknow',
    assembly,
    address: `House ${12 + i}, Gali ${4 + i}, ${city}, Lucknow`,
    createdOn: new Date(Date.UTC(2025, 0, 10 + i)).toISOString(),
  };
}

async function postJson(url: string, body: unknown, token?: string): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

/** The first voters cut, on the ASD list and back, as a revision would leave them. */
function withRollStatus(roll: SeededVoter[]): SeededVoter[] {
  const status = [
    { rollDeleted: 'Revision 2026-I' },
    { asd: 'shifted', asdList: 'ASD list, October 2026' },
    { rollBack: 'Revision 2026-II' },
  ];
  return roll.map((v, i) => ({ ...v, fields: { ...v.fields, ...status[i] } }));
}

/**
 * Visits finding those three supporters and the fourth voter dead, and follow-up steps, so the
 * Follow-ups screen shows each kind of card: open, filed, closed, and a name to object to.
 */
function followUpRecords(roll: SeededVoter[]) {
  const at = '2026-11-20T10:00:00.000Z';
  const visit = (voterId: string, outcome: string, leaning?: string) => ({
    table: 'visits' as const,
    fields: { voterId, outcome, ...(leaning ? { leaning } : {}), visitedAt: at },
  });
  const step = (v: SeededVoter, fields: Record<string, unknown>) => ({
    table: 'followUps' as const,
    fields: {
      voterId: v.id,
      partNumber: v.fields.partNumber,
      reached: true,
      outcome: 'livesHere',
      at,
      ...fields,
    },
  });
  const [cut, asd, back, dead] = roll as [SeededVoter, SeededVoter, SeededVoter, SeededVoter];
  return [
    visit(cut.id, 'met', 'supporter'),
    visit(asd.id, 'met', 'supporter'),
    visit(back.id, 'met', 'supporter'),
    visit(dead.id, 'deceased'),
    step(cut, { form: '6', formRef: 'F6/2026/001234', formDate: '2026-11-20' }),
    step(back, { form: '6', formRef: 'F6/2026/000777', formDate: '2026-10-02' }),
  ];
}

/** Creates the account, signs in, pushes three members per team level and 24 voters. */
export async function seedGateUser(baseUrl: string): Promise<GateSession> {
  const person = newUser('Asha Verma');
  await createAccount(baseUrl, person);
  const login = await postJson(`${baseUrl}/api/booth/login-booth-user`, {
    email: person.email,
    password: person.password,
  });
  if (!login.ok) throw new Error(`gate seed: sign-in failed ${login.status}`);
  const { token, user } = (await login.json()) as { token: string; user: unknown };

  // One push per person, each a moment after the last: lists sort by latest change, so every
  // level then shows its members in the same order and equal lists look equal to the gate.
  const levels = [...new Set(TEAM_LEVELS.map((l) => l.level))];
  const clientId = `gate-seed-${randomUUID()}`;
  let mutationId = 0;
  for (const i of PEOPLE.keys()) {
    const mutations: Mutation[] = levels.map((level) => ({
      mutationId: ++mutationId,
      table: 'members',
      id: randomUUID(),
      op: 'put',
      fields: memberFields(level, i),
      baseVersion: 0,
    }));
    const push = await postJson(`${baseUrl}/api/sync/push`, { clientId, mutations }, token);
    if (!push.ok) throw new Error(`gate seed: push failed ${push.status} ${await push.text()}`);
    const result = (await push.json()) as PushResponse;
    if (result.errors.length > 0) {
      throw new Error(`gate seed: members refused ${JSON.stringify(result.errors.slice(0, 3))}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  // Enough voters for two pages and a few households; the aggregate reports have rows too.
  const roll = withRollStatus(seedRoll(GATE_ROLL_SIZE));
  await pushVoters(baseUrl, token, roll);
  await pushRecords(baseUrl, token, followUpRecords(roll));
  // A booth's committee (issue 46): the committee screen and report show roles and rows.
  await seedGateCommittee(baseUrl, token);
  // Campaigns for everyone (a new server has none), so the campaign screen shows its cards.
  await postCampaigns(baseUrl, token);
  // Social posts, one with a long description and link, so the feed shows rows and menus.
  for (const i of [1, 2, 3]) {
    const post = await postJson(
      `${baseUrl}/api/social-media`,
      {
        title: `Booth meeting ${i}`,
        description: 'All booth workers meet at the school at 10 am. '.repeat(i),
        link: `https://example.org/updates/${i}/a-rather-long-address-for-the-phone`,
      },
      token,
    );
    if (!post.ok) throw new Error(`gate seed: post refused ${post.status}`);
  }
  return { token, user, firstName: person.firstName };
}
