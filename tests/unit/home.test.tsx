// The dashboard home: counts from what is on the phone — voters and households, contacted and
// voted (each voter's latest visit and mark), the leaning of those contacted, per part, the
// team by level, changes not yet sent — and the screen showing them.
import { cleanup, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRecord } from '../../src/db/commands.ts';
import { db } from '../../src/db/instance.ts';
import type { CampaignRecord } from '../../src/db/types.ts';
import { loadHomeStats } from '../../src/features/home/home-data.ts';
import { EmptyRollCard } from '../../src/features/home/empty-roll-card.tsx';
import { rollCounts } from '../../src/features/home/home-parts.ts';
import { HomeScreen } from '../../src/features/home/home-screen.tsx';
import { listOrderSettled } from '../../src/roll/list-order.ts';
import { i18n } from '../../src/i18n.ts';
import { boothWorker, renderScreen, signIn } from '../utils/screen-test.tsx';

const { me: ME, writer } = boothWorker('b1', 'Asha Verma');
const ids: string[] = [];

const clear = () =>
  Promise.all([
    db.voters.clear(),
    db.visits.clear(),
    db.voteMarks.clear(),
    db.members.clear(),
    db.outbox.clear(),
    db.campaigns.clear(),
    db.invitations.clear(),
  ]);

/** A campaign as the phone keeps it (only what the count reads matters here). */
const campaign = (id: string, invited: boolean, status: 'pending' | 'accepted') =>
  ({ id, userId: ME.booth_id, invited, status, title: id }) as unknown as CampaignRecord;

beforeAll(async () => {
  await clear();
  await i18n.changeLanguage('en');
  signIn(ME);
  // Part 12: two households of two; part 13: one voter.
  const voters = [
    { firstName: 'Ram', partNumber: 12, address: 'H.No. 1, Sector Q' },
    { firstName: 'Sita', partNumber: 12, address: 'H.No. 1, Sector Q' },
    { firstName: 'Mohan', partNumber: 12, address: 'H.No. 2, Sector Q' },
    { firstName: 'Geeta', partNumber: 12, address: 'H.No. 2, Sector Q' },
    { firstName: 'Ravi', partNumber: 13, address: 'H.No. 9, Sector R' },
  ];
  for (const v of voters) ids.push(await createRecord(db, writer, 'voters', v));
  const visit = (voterId: string, leaning: string, visitedAt: string) =>
    createRecord(db, writer, 'visits', {
      voterId,
      outcome: 'met',
      leaning: leaning as 'supporter',
      visitedAt,
      by: 'Asha',
    });
  // Ram: neutral, then supporter (the later visit counts); Mohan opposed; Ravi supporter.
  await visit(ids[0]!, 'neutral', '2026-11-20T10:00:00Z');
  await visit(ids[0]!, 'supporter', '2026-11-21T10:00:00Z');
  await visit(ids[2]!, 'opposed', '2026-11-21T11:00:00Z');
  await visit(ids[4]!, 'supporter', '2026-11-21T12:00:00Z');
  const mark = (voterId: string, voted: boolean, markedAt: string) =>
    createRecord(db, writer, 'voteMarks', { voterId, voted, markedAt, by: 'Asha' });
  await mark(ids[0]!, true, '2026-11-25T08:00:00Z');
  await mark(ids[1]!, true, '2026-11-25T08:01:00Z');
  await mark(ids[1]!, false, '2026-11-25T08:01:05Z'); // undone
  await mark(ids[4]!, true, '2026-11-25T09:00:00Z');
  await createRecord(db, writer, 'members', { level: 'booth', status: 'active', name: 'A' });
  await createRecord(db, writer, 'members', {
    level: 'karyakarta',
    status: 'active',
    firstName: 'B',
  });
  // Pending invitations: a, and b until my answer on this phone; c was accepted; d is one I
  // only organise; e belongs to another user of this phone.
  await db.campaigns.bulkPut([
    campaign('a', true, 'pending'),
    campaign('b', true, 'pending'),
    campaign('c', true, 'accepted'),
    campaign('d', false, 'pending'),
    { ...campaign('e', true, 'pending'), userId: 'someone-else' },
  ]);
  await db.invitations.put({
    id: `${ME.booth_id}:b`,
    userId: ME.booth_id,
    campaignId: 'b',
    status: 'declined',
    updatedAt: '2026-11-25T10:00:00Z',
  });
  await listOrderSettled(db);
});
afterAll(async () => {
  cleanup();
  await clear();
});

describe('dashboard home', () => {
  it('counts voters, households, contacted and voted (latest entries), leaning, parts and team', async () => {
    const stats = await loadHomeStats(db, ME.booth_id, rollCounts(await listOrderSettled(db)));
    expect(stats).toMatchObject({
      voters: 5,
      households: 3,
      contacted: 3,
      voted: 2,
      leaning: { supporter: 2, neutral: 0, opposed: 1, unknown: 0 },
      parts: [
        { part: 12, voters: 4, contacted: 2, voted: 1 },
        { part: 13, voters: 1, contacted: 1, voted: 1 },
      ],
      team: { booth: 1, karyakarta: 1, state: 0 },
      // Every record written above waits in the outbox: 5 voters, 4 visits, 4 marks, 2 members.
      unsynced: 15,
      pendingInvitations: 1,
    });
    // Without the list order yet: the totals still, no parts.
    const early = await loadHomeStats(db, ME.booth_id, null);
    expect(early).toMatchObject({ voters: 5, households: null, contacted: 3, voted: 2, parts: [] });
  });

  it('shows the figures, the leaning and the table by part', async () => {
    renderScreen(<HomeScreen />);
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(await screen.findByText('60% of voters')).toBeInstanceOf(HTMLElement); // contacted
    expect(screen.getByText('40% of voters')).toBeInstanceOf(HTMLElement); // voted
    expect(screen.getByText('Supporter: 2')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('Opposed: 1')).toBeInstanceOf(HTMLElement);
    const table = await screen.findByRole('table', {
      name: 'Voters, contacted and voted per part',
    });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    // Part, voters, contacted, voted.
    expect(rows.slice(1)).toEqual(['12421', '13111']);
  });
});

describe('an empty dashboard', () => {
  it('sends whoever may import to the roll import, offers the admin the demo, and tells a booth worker who brings voters', () => {
    renderScreen(<EmptyRollCard user={{ role: 'admin', scope: '' }} />);
    expect(screen.getByRole('link', { name: 'Import the roll' }).getAttribute('href')).toBe(
      '/dashboard/roll-import',
    );
    expect(screen.getByRole('button', { name: 'Load the demo' })).toBeInstanceOf(HTMLElement);
    expect(screen.getByText(/They are not real people/)).toBeInstanceOf(HTMLElement);
    cleanup();
    // A coordinator imports, but the demo is the administrator's alone.
    renderScreen(<EmptyRollCard user={{ role: 'worker', scope: 'up/lucknow' }} />);
    expect(screen.getByRole('link', { name: 'Import the roll' })).toBeInstanceOf(HTMLElement);
    expect(screen.queryByRole('button', { name: 'Load the demo' })).toBeNull();
    cleanup();
    renderScreen(<EmptyRollCard user={{ role: 'worker', scope: 'up/lucknow/lc/b/m/booth-12' }} />);
    expect(screen.getByText(/when your coordinator imports the roll/)).toBeInstanceOf(HTMLElement);
    expect(screen.queryByRole('link', { name: 'Import the roll' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Load the demo' })).toBeNull();
    cleanup();
  });
});

describe('pending invitations on the dashboard', () => {
  it('come from the server when the dashboard opens, though the Campaign screen never did', async () => {
    cleanup();
    await Promise.all([db.campaigns.clear(), db.invitations.clear()]);
    const fetchMock = vi.fn(async (url: string) =>
      String(url).endsWith('/campaigns/notifications')
        ? new Response(
            JSON.stringify({
              campaigns: [
                { ...campaign('from-server', true, 'pending'), userId: undefined },
                { ...campaign('answered', true, 'accepted'), userId: undefined },
              ],
            }),
            { status: 200, headers: { 'content-type': 'application/json' } },
          )
        : new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    try {
      renderScreen(<HomeScreen />);
      const label = await screen.findByText('Pending invitations');
      const card = label.closest('.mantine-Card-root') as HTMLElement;
      await within(card).findByText('1');
      expect(
        fetchMock.mock.calls.some(([u]) => String(u).endsWith('/campaigns/notifications')),
      ).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
