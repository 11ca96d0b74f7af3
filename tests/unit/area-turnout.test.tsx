// The dashboard's whole-area card (issue 11): the server's turnout and coverage for the
// coordinator's area, turnout by polling hour (India Standard Time), drill-down into the areas
// below and back up the trail, asked again when new marks arrive, and the last answer kept
// with its time when offline.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockInstance } from 'vitest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRecord } from '../../src/db/commands.ts';
import { db } from '../../src/db/instance.ts';
import type { FieldCounts, FieldSummary } from '../../src/domain/field-work.ts';
import { areaId } from '../../src/domain/areas.ts';
import { AreaTurnoutCard } from '../../src/features/home/area-turnout-card.tsx';
import { i18n } from '../../src/i18n.ts';
import { boothWorker, renderScreen, signIn } from '../utils/screen-test.tsx';

const counts = (voters: number, voted: number, contacted = 0, supporters = 0, sv = 0) =>
  ({ voters, voted, contacted, supporters, supportersVoted: sv }) satisfies FieldCounts;

const ASSEMBLY: FieldSummary = {
  area: 'up/lko',
  totals: counts(1000, 250, 400, 300, 100),
  children: [
    { path: 'up/lko/east', ...counts(600, 200, 300, 200, 80) },
    { path: 'up/lko/west', ...counts(400, 50, 100, 100, 20) },
  ],
  parts: [
    { part: 1, ...counts(600, 200, 300, 200, 80) },
    { part: 2, ...counts(400, 50, 100, 100, 20) },
  ],
  hours: [
    { hour: '2026-11-25T01:30:00.000Z', voted: 100 }, // 07:00–08:00 IST
    { hour: '2026-11-25T02:30:00.000Z', voted: 150 },
  ],
};
const EAST: FieldSummary = {
  area: 'up/lko/east',
  totals: counts(600, 200, 300, 200, 80),
  children: [],
  parts: [{ part: 1, ...counts(600, 200, 300, 200, 80) }],
  hours: [{ hour: '2026-11-25T01:30:00.000Z', voted: 200 }],
};

let fetchMock: MockInstance<typeof fetch>;
let offline = false;
let assembly = ASSEMBLY;
const asked = () => fetchMock.mock.calls.map(([url]) => decodeURIComponent(String(url)));

beforeAll(async () => {
  await i18n.changeLanguage('en');
  signIn(boothWorker('c1', 'Kiran Rao', 'up/lko').me);
  await db.areas.clear();
  await db.areas.put({
    id: areaId('up/lko/east'),
    path: 'up/lko/east',
    name: 'East Ward',
    nameHi: 'पूर्वी वार्ड',
    version: 1,
    deleted: 0,
  } as never);
  fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation((url) => {
    if (offline) return Promise.reject(new TypeError('offline'));
    const area = new URL(String(url), 'http://x').searchParams.get('area');
    const body = area === 'up/lko/east' ? EAST : assembly;
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
  });
});
afterEach(cleanup);
afterAll(async () => {
  fetchMock.mockRestore();
  await db.areas.clear();
  await db.voteMarks.clear();
  await db.outbox.clear();
});

const show = () => renderScreen(<AreaTurnoutCard ownArea="up/lko" />);

describe('whole-area turnout card', () => {
  it('shows totals, turnout by IST hour with the running total, the areas below and each part', async () => {
    show();
    expect(await screen.findByText('250 (25%)')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('40%')).toBeInstanceOf(HTMLElement); // contacted
    expect(screen.getByText('200')).toBeInstanceOf(HTMLElement); // supporters yet to vote
    const hours = screen.getByRole('table', { name: 'Turnout by hour' });
    const rows = within(hours).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['07:00–08:00100100', '08:00–09:00150250']);
    const below = screen.getByRole('table', { name: 'Areas below' });
    // A named area shows its name; one without a record its path segment.
    expect(await within(below).findByRole('button', { name: 'Open East Ward' })).toBeInstanceOf(
      HTMLElement,
    );
    expect(within(below).getByRole('button', { name: 'Open west' })).toBeInstanceOf(HTMLElement);
    const parts = screen.getByRole('table', { name: 'Turnout by part' });
    expect(within(parts).getAllByRole('row')[2]!.textContent).toBe('240050 (12.5%)25%80');
    expect(asked()).toContain('/api/field-work/summary?area=up/lko');
  });

  it('drills down into an area below and back up through the trail', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Open East Ward' }));
    await waitFor(() => expect(asked()).toContain('/api/field-work/summary?area=up/lko/east'));
    const trail = screen.getByRole('navigation', { name: 'Area shown' });
    expect(within(trail).getByText('East Ward').getAttribute('aria-current')).toBe('location');
    // The tile and the one part's row.
    expect(await screen.findAllByText('200 (33.3%)')).toHaveLength(2);
    expect(screen.queryByRole('table', { name: 'Areas below' })).toBeNull();
    fireEvent.click(within(trail).getByRole('button', { name: 'lko' }));
    expect(await screen.findByRole('table', { name: 'Areas below' })).toBeInstanceOf(HTMLElement);
  });

  it('asks again when a mark arrives, and keeps the last answer with its time when offline', async () => {
    show();
    await screen.findByText('250 (25%)');
    const before = fetchMock.mock.calls.length;
    assembly = { ...ASSEMBLY, totals: counts(1000, 251, 400, 300, 100) };
    await createRecord(db, { userId: 'u', scope: 'up/lko' }, 'voteMarks', {
      voterId: '00000000-0000-4000-8000-00000000aaaa',
      voted: true,
      markedAt: '2026-11-25T03:00:00.000Z',
      by: 'K',
    });
    expect(await screen.findByText('251 (25.1%)')).toBeInstanceOf(HTMLElement);
    expect(fetchMock.mock.calls.length).toBeGreaterThan(before);
    offline = true;
    await createRecord(db, { userId: 'u', scope: 'up/lko' }, 'voteMarks', {
      voterId: '00000000-0000-4000-8000-00000000aaab',
      voted: true,
      markedAt: '2026-11-25T03:01:00.000Z',
      by: 'K',
    });
    expect(await screen.findByText(/^Offline: figures as of/)).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('251 (25.1%)')).toBeInstanceOf(HTMLElement);
    offline = false;
  });

  it('shows the officer’s figures beside the party’s count, and the gap, once a booth reported', async () => {
    const officer = { votes: 230, slot: '13', booths: 1, partyVoted: 200 } as const;
    assembly = {
      ...ASSEMBLY,
      parts: [
        { ...ASSEMBLY.parts[0]!, officer },
        { ...ASSEMBLY.parts[1]!, officer: null },
      ],
      officer,
    };
    show();
    expect(
      await screen.findByText(
        "Officer's count from 1 booth (latest 1:00 pm): 230 · our marks there: 200 · gap 30",
      ),
    ).toBeInstanceOf(HTMLElement);
    const parts = screen.getByRole('table', { name: 'Turnout by part' });
    const rows = within(parts).getAllByRole('row');
    expect(rows[0]!.textContent).toContain("Officer's countGap");
    expect(rows[1]!.textContent).toBe('1600200 (33.3%)50%120230 (1:00 pm)30');
    expect(rows[2]!.textContent).toBe('240050 (12.5%)25%80––');
    assembly = ASSEMBLY;
  });

  it("shows each part's grade, and the C and D booths alone with their votes polled last time", async () => {
    assembly = {
      ...ASSEMBLY,
      parts: [
        { ...ASSEMBLY.parts[0]!, grade: 'A', polledLast: 480 },
        { ...ASSEMBLY.parts[1]!, grade: 'D', polledLast: 310 },
        { part: 3, ...counts(100, 10), grade: 'C', polledLast: null },
        { part: 4, ...counts(100, 20), grade: null, polledLast: null },
      ],
    };
    show();
    const parts = await screen.findByRole('table', { name: 'Turnout by part' });
    const rows = () => within(parts).getAllByRole('row');
    expect(rows()[0]!.textContent).toBe('PartGradeVotersVotedContactedSupporters yet to vote');
    expect(within(rows()[1]!).getByLabelText('Grade A')).toBeInstanceOf(HTMLElement);
    expect(
      rows()
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual([
      '1A600200 (33.3%)50%120',
      '2D40050 (12.5%)25%80',
      '3C10010 (10%)0%0',
      '4No result10020 (20%)0%0',
    ]);
    const which = screen.getByRole('group', { name: 'Which parts to show' });
    const cd = within(which).getByRole('button', { name: 'C and D booths only' });
    expect(cd.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(cd);
    await waitFor(() => expect(cd.getAttribute('aria-pressed')).toBe('true'));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows()[0]!.textContent).toContain('Voted now / polled last time');
    expect(
      rows()
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['2D40050 (12.5%)25%8050 / 310', '3C10010 (10%)0%010 / –']);
    fireEvent.click(within(which).getByRole('button', { name: 'All parts' }));
    await waitFor(() => expect(rows()).toHaveLength(5));
    assembly = ASSEMBLY;
  });

  it('shows no grade and no choice of parts when no booth has a result', async () => {
    show();
    const parts = await screen.findByRole('table', { name: 'Turnout by part' });
    expect(within(parts).getAllByRole('row')[0]!.textContent).not.toContain('Grade');
    expect(screen.queryByRole('group', { name: 'Which parts to show' })).toBeNull();
  });

  it('says to connect when it has never had an answer', async () => {
    offline = true;
    show();
    expect(
      await screen.findByText("Connect to the internet to see the whole area's figures."),
    ).toBeInstanceOf(HTMLElement);
    offline = false;
  });
});
