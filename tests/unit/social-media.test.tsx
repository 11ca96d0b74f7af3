// Social Media Feed (/dashboard/social-media): loading, empty, the cached copy with the yellow
// notice and Retry (also with nothing fetched), the description cut at 100 characters, and
// every share target — the address opened, Instagram's clipboard, tracking asked first and a
// tracking failure that changes nothing.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { toast } from '../../src/components/toast.ts';
import { db } from '../../src/db/instance.ts';
import type { SessionUser } from '../../src/domain/auth.ts';
import type { SocialPost } from '../../src/domain/social-media.ts';
import { SocialMediaScreen } from '../../src/features/social/social-media-screen.tsx';
import { i18n } from '../../src/i18n.ts';
import { saveSession } from '../../src/sync/session.ts';
import { renderScreen } from '../utils/render-screen.tsx';

const USER: SessionUser = {
  booth_id: 'user-social',
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.com',
  role: 'worker',
  scope: 'up/lucknow',
};

const LONG = 'अ'.repeat(30) + 'x'.repeat(90);
const POST: SocialPost = {
  id: '11111111-2222-4333-8444-555555555555',
  title: 'Booth meeting',
  description: LONG,
  imageUrl: '',
  link: 'https://example.org/meeting',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  scope: 'up',
  authorId: 'someone',
  authorName: 'Ravi Kumar',
  canEdit: false,
};

const NOTICE = 'Unable to fetch latest posts from server. Showing cached content.';
const FEED_URL = '/api/social-media';
const TRACK_URL = '/api/social-media/track-share';

let online = true;
let fetchMock: MockInstance<typeof fetch>;

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

/** The server: the feed answers `posts` (or the network fails); tracking answers `track`. */
function serve(opts: { posts?: SocialPost[] | 'fail'; track?: 'ok' | 'fail' } = {}) {
  const posts = opts.posts ?? [POST];
  fetchMock.mockImplementation((url, init) => {
    const method = init?.method ?? 'GET';
    if (String(url) === FEED_URL && method === 'GET')
      return posts === 'fail' ? Promise.reject(new TypeError('offline')) : json(200, { posts });
    if (String(url) === TRACK_URL && method === 'POST')
      return opts.track === 'fail'
        ? json(404, { error: 'not_found', message: 'No such post' })
        : json(200, { ok: true });
    return json(404, { error: 'not_found', message: 'Not found' });
  });
}

const calls = (method: string, url: string) =>
  fetchMock.mock.calls.filter(
    ([u, init]) => String(u) === url && (init?.method ?? 'GET') === method,
  );

function renderFeed() {
  return renderScreen(<SocialMediaScreen />);
}

async function openShareMenu() {
  fireEvent.click(await screen.findByRole('button', { name: 'Share Booth meeting' }));
}

beforeEach(async () => {
  cleanup();
  localStorage.clear();
  await Promise.all([db.posts.clear(), db.outbox.clear()]);
  await i18n.changeLanguage('en');
  saveSession('test-token', USER);
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  fetchMock = vi.spyOn(globalThis, 'fetch');
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await Promise.all([db.posts.clear(), db.outbox.clear()]);
});

describe('social media feed: states', () => {
  it('says "Loading social media posts..." and then lists the posts, kept for offline', async () => {
    let answer: (r: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderFeed();
    expect(await screen.findByText('Loading social media posts...')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('Share latest updates on your social platforms')).toBeInstanceOf(
      HTMLElement,
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    answer(new Response(JSON.stringify({ posts: [POST] }), { status: 200 }));
    expect(await screen.findByText('Booth meeting')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByText(NOTICE)).toBeNull();
    const kept = await db.posts.toArray();
    expect(kept.map((p) => [p.id, p.cachedFor])).toEqual([[POST.id, USER.booth_id]]);
  });

  it('says "No social media posts found" when the feed is empty', async () => {
    serve({ posts: [] });
    renderFeed();
    expect(await screen.findByText('No social media posts found')).toBeInstanceOf(HTMLElement);
    expect(screen.getByLabelText('Show Results')).toBeInstanceOf(HTMLSelectElement);
  });

  it('cuts the description at 100 characters with an ellipsis', async () => {
    serve();
    renderFeed();
    const cut = await screen.findByText(`${Array.from(LONG).slice(0, 100).join('')}...`);
    expect(cut.getAttribute('title')).toBe(LONG);
  });

  it('shows the kept posts under the yellow notice when the server fails, and Retry loads', async () => {
    await db.posts.put({ ...POST, title: 'Kept post', cachedFor: USER.booth_id });
    await db.posts.put({ ...POST, id: 'other-user', title: 'Not mine', cachedFor: 'someone' });
    serve({ posts: 'fail' });
    renderFeed();
    expect(await screen.findByText(NOTICE)).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('Kept post')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByText('Not mine')).toBeNull();

    serve({ posts: [POST] });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Booth meeting')).toBeInstanceOf(HTMLElement);
    await waitFor(() => expect(screen.queryByText(NOTICE)).toBeNull());
    // The fetched feed replaces the copy.
    expect((await db.posts.toArray()).map((p) => p.title)).toEqual(['Booth meeting']);
  });

  it('shows the notice and the empty text offline with nothing kept', async () => {
    online = false;
    serve();
    renderFeed();
    expect(await screen.findByText(NOTICE)).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('No social media posts found')).toBeInstanceOf(HTMLElement);
    expect(calls('GET', FEED_URL)).toHaveLength(0);
  });
});

describe('social media feed: sharing', () => {
  let open: MockInstance<typeof window.open>;
  beforeEach(() => {
    open = vi.spyOn(window, 'open').mockImplementation(() => null);
  });

  it.each([
    [
      'WhatsApp',
      'whatsapp',
      `https://wa.me/?text=${encodeURIComponent(`Booth meeting\n\n${LONG}\n\n${POST.link}`)}`,
    ],
    [
      'Facebook',
      'facebook',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(POST.link)}&quote=${encodeURIComponent(`Booth meeting\n\n${LONG}`)}`,
    ],
    [
      'Twitter',
      'twitter',
      `https://twitter.com/intent/tweet?text=Booth%20meeting&url=${encodeURIComponent(POST.link)}`,
    ],
  ])(
    '%s opens a new window with text and link, and the share is tracked',
    async (label, platform, url) => {
      serve();
      renderFeed();
      await openShareMenu();
      fireEvent.click(await screen.findByRole('menuitem', { name: label }));
      expect(open).toHaveBeenCalledWith(url, '_blank', 'noopener');
      // Tracking is started first but not waited for (a window opened after a slow request
      // would be blocked as a popup): it reaches the server on its own.
      await waitFor(() => expect(calls('POST', TRACK_URL)).toHaveLength(1));
      expect(JSON.parse(String(calls('POST', TRACK_URL)[0]![1]?.body))).toEqual({
        postId: POST.id,
        platform,
      });
    },
  );

  it('copies title, description and link for Instagram and says so', async () => {
    serve();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const success = vi.spyOn(toast, 'success');
    renderFeed();
    await openShareMenu();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Instagram' }));
    expect(writeText).toHaveBeenCalledWith(`Booth meeting\n\n${LONG}\n\n${POST.link}`);
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith(
        'Content copied to clipboard! You can now paste it on Instagram.',
      ),
    );
    expect(open).not.toHaveBeenCalled();
  });

  it('shares anyway when tracking fails, and queues tracking offline', async () => {
    serve({ track: 'fail' });
    renderFeed();
    await openShareMenu();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'WhatsApp' }));
    expect(open).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(calls('POST', TRACK_URL)).toHaveLength(1));
    expect(screen.queryByRole('alert')).toBeNull();

    online = false;
    await openShareMenu();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Twitter' }));
    expect(open).toHaveBeenCalledTimes(2);
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    const [queued] = await db.outbox.toArray();
    expect(queued).toMatchObject({ kind: 'request', path: '/social-media/track-share' });
  });

  it('offers the system share sheet only where navigator.share exists', async () => {
    serve();
    renderFeed();
    await openShareMenu();
    await screen.findByRole('menuitem', { name: 'WhatsApp' });
    expect(screen.queryByRole('menuitem', { name: 'Share…' })).toBeNull();
    cleanup();
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      renderFeed();
      await openShareMenu();
      fireEvent.click(await screen.findByRole('menuitem', { name: 'Share…' }));
      expect(share).toHaveBeenCalledWith({
        title: 'Booth meeting',
        text: `Booth meeting\n\n${LONG}`,
        url: POST.link,
      });
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });
});
