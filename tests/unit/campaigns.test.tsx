// Party Campaigns screen on jsdom + fake-indexeddb: stats and tab counts, the carousel's 5 s
// timing and wrap (fake timers), the detail modal's states, the Join Campaign form's messages,
// decline online and offline (queued, "Waiting to be sent"), the loading and error views.
import {
  act,
  cleanup,
  fireEvent,
  renderHook,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { db } from '../../src/db/instance.ts';
import type { RequestEntry } from '../../src/db/types.ts';
import type { SessionUser } from '../../src/domain/auth.ts';
import type { CampaignNotification } from '../../src/domain/campaigns.ts';
import { campaignStats, participationSchema } from '../../src/domain/campaigns.ts';
import {
  attendancePercent,
  campaignDay,
  thumbnails,
} from '../../src/features/campaigns/campaign-look.ts';
import { inTab, tabCounts } from '../../src/features/campaigns/campaign-tabs.ts';
import { CampaignsScreen } from '../../src/features/campaigns/campaigns-screen.tsx';
import { useCarousel } from '../../src/features/campaigns/use-carousel.ts';
import { i18n } from '../../src/i18n.ts';
import { saveSession } from '../../src/sync/session.ts';
import { renderScreen } from '../utils/render-screen.tsx';

const USER: SessionUser = {
  booth_id: 'user-campaigns',
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.com',
  role: 'worker',
  scope: null,
};

const base: Omit<CampaignNotification, 'id' | 'title' | 'status'> = {
  description: 'A rally in town',
  date: '2031-01-15',
  time: '10:00 AM',
  location: 'Town Ground',
  category: 'celebration',
  priority: 'high',
  attendeeCount: 120,
  maxAttendees: 100,
  image: '',
  organizer: 'District Committee',
  requirements: ['Party cap', 'Voter ID card'],
  scope: '',
  photos: [],
  invited: true,
  canManage: false,
  cancelled: false,
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
};
const CAMPAIGNS: CampaignNotification[] = [
  { ...base, id: 'c1', title: 'Foundation Day Rally', status: 'pending' },
  { ...base, id: 'c2', title: 'Booth Meeting', status: 'accepted', date: '2031-01-20' },
  { ...base, id: 'c3', title: 'Health Camp', status: 'declined', date: '2031-01-25' },
];

const LIST_URL = '/api/campaigns/notifications';
let online = true;
let fetchMock: MockInstance<typeof fetch>;
const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

function serve(campaigns: CampaignNotification[] | 'fail' = CAMPAIGNS) {
  fetchMock.mockImplementation((url, init) => {
    const method = init?.method ?? 'GET';
    const path = String(url);
    if (path === LIST_URL && method === 'GET')
      return campaigns === 'fail'
        ? Promise.reject(new TypeError('offline'))
        : json(200, { campaigns });
    const status = /^\/api\/campaigns\/notifications\/([^/]+)\/status$/.exec(path);
    if (status && method === 'PATCH' && campaigns !== 'fail') {
      const found = campaigns.find((c) => c.id === status[1])!;
      return json(200, { campaign: { ...found, status: 'declined' } });
    }
    return json(404, { error: 'not_found', message: 'Not found' });
  });
}

function renderCampaigns() {
  return renderScreen(<CampaignsScreen />, { notifications: true });
}

const tile = (id: string) => screen.getByTestId(`stat-${id}`).textContent;
/** Open a campaign from "All Events" (the carousel's slide has the same button). */
const openCard = async (title: string) =>
  fireEvent.click(
    await within(await screen.findByRole('region', { name: 'All Events' })).findByRole('button', {
      name: `View details of ${title}`,
    }),
  );

beforeEach(async () => {
  cleanup();
  localStorage.clear();
  await Promise.all([
    db.campaigns.clear(),
    db.invitations.clear(),
    db.outbox.clear(),
    db.meta.clear(),
  ]);
  await i18n.changeLanguage('en');
  saveSession('test-token', USER);
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  fetchMock = vi.spyOn(globalThis, 'fetch');
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('campaign arithmetic', () => {
  it('counts statuses and rounds the participation rate, 0 when none', () => {
    expect(campaignStats([])).toEqual({
      total: 0,
      pending: 0,
      accepted: 0,
      declined: 0,
      participationRate: 0,
    });
    expect(campaignStats(['accepted', 'pending', 'declined'])).toMatchObject({
      total: 3,
      participationRate: 33,
    });
    expect(campaignStats(['accepted', 'accepted', 'pending'])).toMatchObject({
      participationRate: 67,
    });
    const organised = { status: 'pending' as const, invited: false };
    const listed = [
      { status: 'pending' as const, invited: true },
      { status: 'pending' as const, invited: true },
      { status: 'declined' as const, invited: true },
      organised,
    ];
    // "All" lists what I only organise too; the status tabs and stats count my invitations.
    expect(tabCounts(listed)).toEqual({ all: 4, pending: 2, accepted: 0, declined: 1 });
    expect(inTab(listed, 'pending').every((c) => c.invited)).toBe(true);
    expect(inTab(listed, 'pending')).toHaveLength(2);
    expect(inTab(listed, 'all').some((c) => c === organised)).toBe(true);
    expect(inTab(CAMPAIGNS, 'accepted').map((c) => c.id)).toEqual(['c2']);
  });

  it('caps the attendance bar at 100 %, shows 4 thumbnails and "+N", a campaign on one day', () => {
    expect(attendancePercent(120, 100)).toBe(100);
    expect(attendancePercent(25, 100)).toBe(25);
    expect(attendancePercent(3, 0)).toBe(0);
    expect(thumbnails(['a', 'b', 'c', 'd', 'e', 'f'])).toEqual({
      shown: ['a', 'b', 'c', 'd'],
      more: 2,
    });
    expect(thumbnails(['a'])).toEqual({ shown: ['a'], more: 0 });
    // One day, as the campaign is: not that day to the next.
    expect(campaignDay('2031-12-31', 'en')).toBe('31 Dec 2031');
    expect(campaignDay('2031-12-31', 'hi')).toBe('31 दिस॰ 2031');
  });

  it('enforces guests 0-5 and the spec’s messages', () => {
    const valid = {
      fullName: 'Asha',
      phone: '9876543210',
      additionalGuests: 5,
      transportNeeded: false,
      accommodationNeeded: true,
    };
    expect(participationSchema.isValidSync(valid)).toBe(true);
    expect(() => participationSchema.validateSync({ ...valid, additionalGuests: 6 })).toThrow(
      'errors.participation.guestsMax',
    );
    expect(() => participationSchema.validateSync({ ...valid, additionalGuests: -1 })).toThrow(
      'errors.participation.guestsNegative',
    );
  });
});

describe('carousel timing', () => {
  it('advances every 5 s, wraps, and arrows restart the wait', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCarousel(3, 5000));
    expect(result.current.index).toBe(0);
    act(() => void vi.advanceTimersByTime(4999));
    expect(result.current.index).toBe(0);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);
    act(() => void vi.advanceTimersByTime(10_000));
    expect(result.current.index).toBe(0); // wrapped
    act(() => result.current.previous());
    expect(result.current.index).toBe(2);
    act(() => void vi.advanceTimersByTime(4000));
    expect(result.current.index).toBe(2);
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current.index).toBe(0);
    act(() => result.current.go(1));
    expect(result.current.index).toBe(1);
  });

  it('stands still with one slide', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCarousel(1, 5000));
    act(() => void vi.advanceTimersByTime(20_000));
    expect(result.current.index).toBe(0);
  });
});

describe('campaign screen', () => {
  it('shows the loading text, then stats, tab counts, carousel and All Events', async () => {
    let answer: (r: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderCampaigns();
    expect(await screen.findByText('Loading Campaigns...')).toBeInstanceOf(HTMLElement);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    answer(new Response(JSON.stringify({ campaigns: CAMPAIGNS }), { status: 200 }));
    expect(await screen.findByText('1 pending invitation')).toBeInstanceOf(HTMLElement);
    expect(tile('total')).toBe('Total Campaigns3');
    expect(tile('pending')).toBe('Pending1');
    expect(tile('accepted')).toBe('Accepted1');
    expect(tile('rate')).toBe('Participation Rate33%');
    for (const name of ['All (3)', 'Pending (1)', 'Accepted (1)', 'Declined (1)'])
      expect(screen.getByRole('tab', { name })).toBeInstanceOf(HTMLElement);
    expect(screen.getAllByTestId('campaign-card')).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'All Events' })).toBeInstanceOf(HTMLElement);
    expect(screen.getByTestId('carousel-slide').textContent).toContain('Foundation Day Rally');
    fireEvent.click(screen.getByRole('button', { name: 'Next event' }));
    expect(screen.getByTestId('carousel-slide').textContent).toContain('Booth Meeting');
    fireEvent.click(screen.getByRole('button', { name: 'Show event 3 of 3' }));
    expect(screen.getByTestId('carousel-slide').textContent).toContain('Health Camp');
    // Over-full: the bar stops at 100 %.
    const bars = screen.getAllByRole('progressbar', { name: 'Attendance' });
    expect(bars[0]!.getAttribute('aria-valuenow')).toBe('100');
    await waitFor(async () => expect(await db.campaigns.count()).toBe(3));
  });

  it('shows typed times on the Hindi 24-hour clock, and odd text as typed', async () => {
    await i18n.changeLanguage('hi');
    serve([
      { ...CAMPAIGNS[0]!, time: '5 PM' },
      { ...CAMPAIGNS[1]!, time: 'after the prayer' },
    ]);
    renderCampaigns();
    const cards = await screen.findAllByTestId('campaign-card');
    expect(cards[0]!.textContent).toContain('17:00');
    expect(cards[1]!.textContent).toContain('after the prayer');
    expect(screen.getByTestId('carousel-slide').textContent).toContain('17:00');
    expect(cards[0]!.textContent).not.toMatch(/[AP]M/i);
  });

  it('filters by tab and shows the empty texts', async () => {
    serve([CAMPAIGNS[0]!]);
    renderCampaigns();
    fireEvent.click(await screen.findByRole('tab', { name: 'Declined (0)' }));
    expect(await screen.findByText('No Campaigns Found')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('No declined Campaigns found')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('No events to display')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('No campaigns found')).toBeInstanceOf(HTMLElement);
    fireEvent.click(screen.getByRole('tab', { name: 'Pending (1)' }));
    expect(await screen.findAllByTestId('campaign-card')).toHaveLength(1);
  });

  it('says no campaigns are available yet when there are none', async () => {
    serve([]);
    renderCampaigns();
    expect(await screen.findByText('No Campaigns are available yet')).toBeInstanceOf(HTMLElement);
    expect(tile('rate')).toBe('Participation Rate0%');
  });

  it('shows the error view when nothing was ever loaded, and Retry loads again', async () => {
    serve('fail');
    renderCampaigns();
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByText('Error Occurred')).toBeInstanceOf(HTMLElement);
    expect(within(panel).getByText('Failed to load Campaigns. Please try again.')).toBeInstanceOf(
      HTMLElement,
    );
    serve();
    fireEvent.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('1 pending invitation')).toBeInstanceOf(HTMLElement);
  });

  it('shows every field in the modal, and Accept/Decline only while pending', async () => {
    serve();
    renderCampaigns();
    await openCard('Foundation Day Rally');
    const modal = await screen.findByRole('dialog');
    for (const text of [
      'High priority',
      'Celebration',
      '15 Jan 2031',
      '10:00 am',
      'Town Ground',
      'A rally in town',
      'District Committee',
      '120 / 100 attending',
      'Party cap',
      'Voter ID card',
    ])
      expect(within(modal).getAllByText(text).length, text).toBeGreaterThan(0);
    expect(within(modal).getByRole('button', { name: 'Accept Invitation' })).toBeInstanceOf(
      HTMLElement,
    );
    expect(within(modal).getByRole('button', { name: 'Decline' })).toBeInstanceOf(HTMLElement);
    fireEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await openCard('Booth Meeting');
    const accepted = await screen.findByRole('dialog');
    expect(within(accepted).getByText('You have accepted this campaign')).toBeInstanceOf(
      HTMLElement,
    );
    expect(
      within(accepted).getByText('You will receive a reminder before the campaign date'),
    ).toBeInstanceOf(HTMLElement);
    expect(within(accepted).queryByRole('button', { name: 'Accept Invitation' })).toBeNull();
    fireEvent.click(within(accepted).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await openCard('Health Camp');
    const declined = await screen.findByRole('dialog');
    expect(within(declined).getByText('You have declined this campaign')).toBeInstanceOf(
      HTMLElement,
    );
    expect(within(declined).queryByRole('button', { name: 'Decline' })).toBeNull();
  });

  it('declines online with the spec’s toast', async () => {
    serve();
    renderCampaigns();
    await openCard('Foundation Day Rally');
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Decline' }),
    );
    expect(await screen.findByText('Invitation declined successfully')).toBeInstanceOf(HTMLElement);
    expect(
      await within(screen.getByRole('dialog')).findByText('You have declined this campaign'),
    ).toBeInstanceOf(HTMLElement);
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(String(patch?.[0])).toBe('/api/campaigns/notifications/c1/status');
    expect(await db.outbox.count()).toBe(0);
  });

  it('declines offline: queued with an idempotency key, shown as waiting to be sent', async () => {
    serve();
    renderCampaigns();
    expect(await screen.findByText('1 pending invitation')).toBeInstanceOf(HTMLElement);
    online = false;
    await openCard('Foundation Day Rally');
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Decline' }),
    );
    expect(await screen.findByText('Invitation declined successfully')).toBeInstanceOf(HTMLElement);
    const modal = screen.getByRole('dialog');
    expect(await within(modal).findByText('Waiting to be sent')).toBeInstanceOf(HTMLElement);
    expect(await within(modal).findByText('You have declined this campaign')).toBeInstanceOf(
      HTMLElement,
    );
    const [entry] = (await db.outbox.toArray()) as RequestEntry[];
    expect(entry).toMatchObject({
      kind: 'request',
      method: 'PATCH',
      path: '/campaigns/notifications/c1/status',
      body: { status: 'declined' },
    });
    expect(entry!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByRole('tab', { name: 'Declined (2)' })).toBeInstanceOf(HTMLElement);
  });

  it('shows the kept list offline, with the note', async () => {
    serve();
    const first = renderCampaigns();
    expect(await screen.findByText('1 pending invitation')).toBeInstanceOf(HTMLElement);
    first.unmount();
    online = false;
    renderCampaigns();
    expect(
      await screen.findByText(
        'Showing the campaigns last loaded. They will refresh when the network returns.',
      ),
    ).toBeInstanceOf(HTMLElement);
    expect(screen.getAllByTestId('campaign-card')).toHaveLength(3);
  });
});

describe('Join Campaign form', () => {
  async function openForm() {
    serve();
    renderCampaigns();
    await openCard('Foundation Day Rally');
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept Invitation' }),
    );
    return screen.findByRole('dialog', { name: 'Join Campaign' });
  }

  it('has the three sections and shows the messages next to the fields', async () => {
    const form = await openForm();
    for (const name of ['Personal Information', 'Campaign Details', 'Upload Photos'])
      expect(within(form).getByRole('heading', { name })).toBeInstanceOf(HTMLElement);
    expect(within(form).getByText('PNG, JPG or GIF, max 5MB each')).toBeInstanceOf(HTMLElement);
    // Started with the signed-in person's name; emptied here for the required message.
    expect((within(form).getByLabelText(/^Full name/) as HTMLInputElement).value).toBe(
      'Asha Verma',
    );
    fireEvent.change(within(form).getByLabelText(/^Full name/), { target: { value: '' } });
    fireEvent.change(within(form).getByLabelText(/^Additional guests/), {
      target: { value: '6' },
    });
    fireEvent.change(within(form).getByLabelText(/^Email/), { target: { value: 'nope' } });
    fireEvent.change(within(form).getByLabelText(/^Emergency contact/), {
      target: { value: '0123' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Join Campaign' }));
    for (const message of [
      'Full name is required',
      'Phone number is required',
      'Please enter a valid email address',
      'Please enter a valid phone number',
      'Maximum 5 additional guests allowed',
    ])
      expect(await within(form).findByText(message)).toBeInstanceOf(HTMLElement);
    fireEvent.change(within(form).getByLabelText(/^Full name/), { target: { value: 'A' } });
    fireEvent.change(within(form).getByLabelText(/^Additional guests/), {
      target: { value: '-1' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Join Campaign' }));
    expect(await within(form).findByText('Name must be at least 2 characters')).toBeInstanceOf(
      HTMLElement,
    );
    expect(within(form).getByText('Cannot be negative')).toBeInstanceOf(HTMLElement);
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('participate'))).toBe(false);
  });

  it('refuses a photo that is not PNG, JPG or GIF or is over 5MB', async () => {
    const form = await openForm();
    const input = form.querySelector('input[type=file]') as HTMLInputElement;
    expect(input.accept).toBe('image/png,image/jpeg,image/gif');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await within(form).findByText('big.png')).toBeInstanceOf(HTMLElement);
    fireEvent.click(within(form).getByRole('button', { name: 'Join Campaign' }));
    expect(
      await within(form).findByText('Choose PNG, JPG or GIF images of at most 5MB'),
    ).toBeInstanceOf(HTMLElement);
    fireEvent.click(within(form).getByRole('button', { name: 'Remove big.png' }));
    await waitFor(() => expect(within(form).queryByText('big.png')).toBeNull());
  });

  it('accepts offline: the form and photo wait in the outbox, the campaign shows accepted', async () => {
    const form = await openForm();
    online = false;
    fireEvent.change(within(form).getByLabelText(/^Full name/), { target: { value: 'Asha Devi' } });
    fireEvent.change(within(form).getByLabelText(/^Phone number/), {
      target: { value: '+91 98765 43210' },
    });
    fireEvent.click(within(form).getByLabelText('I need transport'));
    // jsdom's File lacks arrayBuffer(), which the browser's has and fileInput() reads.
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    const png = Object.assign(new File([bytes], 'me.png', { type: 'image/png' }), {
      arrayBuffer: async () => bytes.buffer,
    });
    fireEvent.change(form.querySelector('input[type=file]') as HTMLInputElement, {
      target: { files: [png] },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Join Campaign' }));
    expect(
      await screen.findByText(
        'Participation registered successfully! You will receive further details soon.',
      ),
    ).toBeInstanceOf(HTMLElement);
    const [entry] = (await db.outbox.toArray()) as RequestEntry[];
    expect(entry).toMatchObject({ method: 'POST', path: '/campaigns/participate' });
    expect(entry!.multipart?.fields).toMatchObject({
      campaignId: 'c1',
      fullName: 'Asha Devi',
      phone: '+919876543210',
      transportNeeded: 'true',
      accommodationNeeded: 'false',
      additionalGuests: '0',
    });
    expect(entry!.multipart?.fileIds).toHaveLength(1);
    expect(await db.files.count()).toBe(1);
    const modal = await screen.findByRole('dialog', { name: 'Foundation Day Rally' });
    expect(await within(modal).findByText('You have accepted this campaign')).toBeInstanceOf(
      HTMLElement,
    );
    expect(within(modal).getByText('Waiting to be sent')).toBeInstanceOf(HTMLElement);
    expect(screen.getByTestId('stat-accepted').textContent).toBe('Accepted2');
  });
});

describe('campaign form (area holders)', () => {
  const ADMIN: SessionUser = { ...USER, booth_id: 'admin-campaigns', role: 'admin', scope: '' };

  it('is offered only to someone holding an area', async () => {
    serve();
    renderCampaigns();
    expect(await screen.findByText('1 pending invitation')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByRole('button', { name: 'New campaign' })).toBeNull();
  });

  it('checks the fields, then sends POST /api/campaigns with the lines as requirements', async () => {
    saveSession('test-token', ADMIN);
    serve();
    const sent: unknown[] = [];
    const served = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((url, init) => {
      if (String(url) === '/api/campaigns' && init?.method === 'POST') {
        sent.push(JSON.parse(String(init.body)));
        return json(201, { campaign: { ...CAMPAIGNS[0], id: 'new' } });
      }
      return served(url, init);
    });
    renderCampaigns();
    fireEvent.click(await screen.findByRole('button', { name: 'New campaign' }));
    const form = await screen.findByRole('dialog', { name: 'Create Campaign' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await within(form).findAllByText('Required')).length).toBeGreaterThanOrEqual(4);
    expect(sent).toEqual([]);
    const fill = (label: RegExp, value: string) =>
      fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    fill(/^Title/, 'Ward meeting');
    fill(/^Date/, '2031-03-01');
    fill(/^Time/, '6:00 PM');
    fill(/^Location/, 'Ward office');
    fill(/^Category/, 'meeting');
    fill(/^Requirements/, 'Voter slips\n\nPen ');
    expect(
      (within(form).getByRole('combobox', { name: /^Invited area/ }) as HTMLInputElement).value,
    ).toBe('Everyone');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      title: 'Ward meeting',
      date: '2031-03-01',
      category: 'meeting',
      maxAttendees: 50,
      requirements: ['Voter slips', 'Pen'],
      scope: '',
    });
    expect(await screen.findByText('Campaign saved')).toBeInstanceOf(HTMLElement);
  });

  it('lets an organiser cancel after confirming', async () => {
    saveSession('test-token', ADMIN);
    const mine = CAMPAIGNS.map((c) => ({ ...c, canManage: true }));
    serve(mine);
    const served = fetchMock.getMockImplementation()!;
    const cancels: string[] = [];
    fetchMock.mockImplementation((url, init) => {
      if (init?.method === 'POST' && String(url).endsWith('/cancel')) {
        cancels.push(String(url));
        return json(200, { campaign: { ...mine[0], cancelled: true } });
      }
      return served(url, init);
    });
    renderCampaigns();
    await openCard('Foundation Day Rally');
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel campaign' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Cancel campaign' });
    expect(
      within(confirm).getByText(
        'Cancel "Foundation Day Rally"? Invited people will no longer see it.',
      ),
    ).toBeInstanceOf(HTMLElement);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel campaign' }));
    await waitFor(() => expect(cancels).toEqual(['/api/campaigns/c1/cancel']));
    expect(await screen.findByText('Campaign cancelled')).toBeInstanceOf(HTMLElement);
  });
});
