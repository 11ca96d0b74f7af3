// Group Chat (/dashboard/group-chat): Create Group with members picked or typed comma-separated,
// "Required" on an empty form, sending (a whitespace-only message ignored, an unsent one marked
// "Waiting to send" until the server has it), unread counts, and "Back to Groups".
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../src/db/instance.ts';
import type { SessionUser } from '../../src/domain/auth.ts';
import type { ChatPerson } from '../../src/domain/chat.ts';
import { splitMembers } from '../../src/domain/chat.ts';
import { ChatScreen } from '../../src/features/chat/chat-screen.tsx';
import { groupMembers } from '../../src/features/chat/chat-data.ts';
import { i18n } from '../../src/i18n.ts';
import { saveSession } from '../../src/sync/session.ts';
import { renderRouter } from '../utils/render-screen.tsx';

const ME: SessionUser = {
  booth_id: '00000000-0000-4000-8000-000000000001',
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.com',
  role: 'worker',
  scope: 'up/lucknow/booth-1',
};
const RAVI: ChatPerson = {
  id: '00000000-0000-4000-8000-000000000002',
  name: 'Ravi Kumar',
  scope: 'up/lucknow/booth-1',
};
const SUNITA: ChatPerson = {
  id: '00000000-0000-4000-8000-000000000003',
  name: 'Sunita Devi',
  scope: 'up',
};

function renderChat(start = '/dashboard/group-chat') {
  const router = createMemoryRouter([{ path: '/dashboard/group-chat', element: <ChatScreen /> }], {
    initialEntries: [start],
  });
  renderRouter(router);
  return router;
}

const clearChat = () =>
  Promise.all([db.chatGroups.clear(), db.chatMessages.clear(), db.outbox.clear(), db.meta.clear()]);

beforeEach(async () => {
  cleanup();
  localStorage.clear();
  await clearChat();
  await i18n.changeLanguage('en');
  saveSession('test-token', ME);
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
    Response.json({ people: [{ ...ME, id: ME.booth_id, name: 'Asha Verma' }, RAVI, SUNITA] }),
  );
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await clearChat();
});

async function addGroup(name: string, memberIds: string[], ownerId = ME.booth_id) {
  const id = crypto.randomUUID();
  await db.chatGroups.add({
    id,
    version: 1,
    updatedAt: '2026-11-01T10:00:00.000Z',
    deleted: 0,
    scope: 'up/lucknow/booth-1',
    ownerId,
    name,
    members: ['Asha Verma', 'Ravi Kumar'],
    memberIds,
    createdOn: '2026-11-01T10:00:00.000Z',
  });
  return id;
}

async function addMessage(groupId: string, text: string, ownerId: string, sentAt: string) {
  await db.chatMessages.add({
    id: crypto.randomUUID(),
    version: 2,
    updatedAt: sentAt,
    deleted: 0,
    scope: 'up/lucknow/booth-1',
    ownerId,
    groupId,
    sender: ownerId === ME.booth_id ? 'Asha Verma' : 'Ravi Kumar',
    text,
    sentAt,
  });
}

describe('group members', () => {
  it('splits typed members on commas, trimmed, empties dropped', () => {
    expect(splitMembers(' Ravi Kumar, ,Sunita Devi ,, ')).toEqual(['Ravi Kumar', 'Sunita Devi']);
    expect(splitMembers(' , ')).toEqual([]);
  });

  it('makes typed names of people offered into their accounts, keeps the others as names, and always has me', () => {
    const me = { id: ME.booth_id, name: 'Asha Verma' };
    expect(
      groupMembers(['ravi kumar', 'Mohan', 'Ravi Kumar', 'mohan'], [RAVI, SUNITA], me),
    ).toEqual({
      members: ['Asha Verma', 'Ravi Kumar', 'Mohan'],
      memberIds: [ME.booth_id, RAVI.id],
    });
  });
});

describe('group chat screen', () => {
  it('says there are no groups yet, and Create Group shows "Required" under both empty fields', async () => {
    renderChat();
    expect(await screen.findByText('No groups yet. Create one to start chatting.')).toBeInstanceOf(
      HTMLElement,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Create Group' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.getAllByText('Required')).toHaveLength(2));
    expect(await db.chatGroups.count()).toBe(0);
  });

  it('creates a group from comma-separated members, queues it for the server and opens it', async () => {
    renderChat();
    fireEvent.click(await screen.findByRole('button', { name: 'Create Group' }));
    fireEvent.change(await screen.findByLabelText(/^Group name/), {
      target: { value: ' Booth 1 team ' },
    });
    const members = screen.getByPlaceholderText('Type a name');
    // Several names at once, separated by commas (jsdom types no keys: a paste does the same).
    fireEvent.paste(members, { clipboardData: { getData: () => 'Ravi Kumar, , Mohan ,' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByRole('heading', { name: 'Booth 1 team' })).toBeInstanceOf(
      HTMLElement,
    );
    expect(screen.getByText('Members: Asha Verma, Ravi Kumar, Mohan')).toBeInstanceOf(HTMLElement);
    const [group] = await db.chatGroups.toArray();
    expect(group).toMatchObject({
      name: 'Booth 1 team',
      members: ['Asha Verma', 'Ravi Kumar', 'Mohan'],
      memberIds: [ME.booth_id, RAVI.id],
      version: 0,
    });
    const queued = await db.outbox.toArray();
    expect(queued).toEqual([
      expect.objectContaining({ table: 'chatGroups', recordId: group!.id, op: 'put' }),
    ]);
  });

  it('ignores a whitespace-only message, and marks a new one "Waiting to send" until the server has it', async () => {
    const groupId = await addGroup('Booth 1 team', [ME.booth_id, RAVI.id]);
    renderChat(`/dashboard/group-chat?group=${groupId}`);
    const box = await screen.findByLabelText('Message');
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await new Promise((r) => setTimeout(r, 200));
    expect(await db.chatMessages.count()).toBe(0);
    expect(screen.getByText('No messages yet. Say hello!')).toBeInstanceOf(HTMLElement);

    fireEvent.change(box, { target: { value: '  Meeting at 5  ' } });
    fireEvent.submit(box.closest('form')!);
    const list = await screen.findByRole('list', { name: 'Messages' });
    expect(await within(list).findByText('Meeting at 5')).toBeInstanceOf(HTMLElement);
    expect(within(list).getByText('You')).toBeInstanceOf(HTMLElement);
    expect(within(list).getByText('Waiting to send')).toBeInstanceOf(HTMLElement);
    expect((box as HTMLInputElement).value).toBe('');
    const [sent] = await db.chatMessages.toArray();
    expect(sent).toMatchObject({ groupId, text: 'Meeting at 5', sender: 'Asha Verma' });

    // The sync engine stores the server's version: the mark goes.
    await db.chatMessages.update(sent!.id, { version: 7 });
    await waitFor(() => expect(within(list).queryByText('Waiting to send')).toBeNull());
  });

  it('counts messages from others since the group was last opened, and clears them on opening', async () => {
    const groupId = await addGroup('Booth 1 team', [ME.booth_id, RAVI.id]);
    await addMessage(groupId, 'Mine', ME.booth_id, '2026-11-02T09:00:00.000Z');
    await addMessage(groupId, 'First news', RAVI.id, '2026-11-02T10:00:00.000Z');
    await addMessage(groupId, 'Second news', RAVI.id, '2026-11-02T11:00:00.000Z');
    renderChat();
    const open = await screen.findByRole('button', { name: 'Open Booth 1 team' });
    expect(within(open).getByText('2 unread')).toBeInstanceOf(HTMLElement);
    expect(within(open).getByText('Ravi Kumar: Second news')).toBeInstanceOf(HTMLElement);

    fireEvent.click(open);
    expect(await screen.findByText('First news')).toBeInstanceOf(HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Back to Groups' }));
    const again = await screen.findByRole('button', { name: 'Open Booth 1 team' });
    await waitFor(() => expect(within(again).queryByText(/unread/)).toBeNull());

    await addMessage(groupId, 'Third news', RAVI.id, '2026-11-02T12:00:00.000Z');
    expect(await within(again).findByText('1 unread')).toBeInstanceOf(HTMLElement);
  });

  it('lists the most recently active group first', async () => {
    const quiet = await addGroup('Quiet group', [ME.booth_id]);
    const busy = await addGroup('Busy group', [ME.booth_id]);
    await addMessage(quiet, 'old', ME.booth_id, '2026-11-01T11:00:00.000Z');
    await addMessage(busy, 'new', ME.booth_id, '2026-11-03T11:00:00.000Z');
    renderChat();
    const list = await screen.findByRole('list', { name: 'Your groups' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('button')
          .map((b) => b.getAttribute('aria-label')),
      ).toEqual(['Open Busy group', 'Open Quiet group']),
    );
  });
});
