// Candidate manager: the form's "Required" messages, an offline creation that queues a
// PBKDF2 hash and never the password, the queued account shown as waiting, a taken e-mail
// named on its field, and the area chosen by name from the tree.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRecord } from '../../src/db/commands.ts';
import { db } from '../../src/db/instance.ts';
import type { RequestEntry } from '../../src/db/types.ts';
import { areaId } from '../../src/domain/areas.ts';
import { QUEUED_HASH_PATTERN, verifyQueuedHash } from '../../src/domain/password-hash.ts';
import { AccountsScreen } from '../../src/features/accounts/accounts-screen.tsx';
import { WRITER, input, renderScreen, resetTeams, type } from '../utils/unit/teams-test-utils.tsx';

const BOOTH = 'up/lucknow/lc/b1/m1/booth-12';

async function seedAreas() {
  for (const [path, name] of [
    ['up/lucknow', 'Lucknow'],
    ['up/lucknow/lc', 'Lucknow Central'],
    ['up/lucknow/lc/b1', 'Block 1'],
    ['up/lucknow/lc/b1/m1', 'Mandal 1'],
    [BOOTH, 'Booth 12'],
  ] as const)
    await createRecord(db, WRITER, 'areas', { path, name }, { id: areaId(path), placeIn: path });
  await db.outbox.clear();
}

let online = true;
beforeEach(async () => {
  await resetTeams();
  await db.areas.clear();
  await db.meta.clear();
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await resetTeams();
});

const answer = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

async function openForm() {
  renderScreen(<AccountsScreen />);
  fireEvent.click(await screen.findByRole('button', { name: 'Add Account' }));
  await screen.findByRole('heading', { level: 1, name: 'Create New Account' });
}

async function fill(email = 'sunita@example.com') {
  type('First Name', 'Sunita');
  type('Last Name', 'Devi');
  type('Email', email);
  type('Phone', '9876543210');
  const area = screen.getByRole('combobox', { name: /^Area/ });
  area.focus(); // Mantine takes a change to an unfocused input for autofill
  fireEvent.change(area, { target: { value: 'booth 12' } });
  fireEvent.click(await screen.findByRole('option', { name: /^Booth 12/ }));
  fireEvent.change(screen.getByLabelText(/^Password/, { selector: 'input' }), {
    target: { value: 'secret-pass' },
  });
}

describe('candidate manager', () => {
  it('says "Required" under every empty required field', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => answer(200, { users: [] }));
    await seedAreas();
    await openForm();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    for (const label of ['First Name', 'Last Name', 'Email', 'Phone'])
      await waitFor(() => expect(input(label).getAttribute('aria-describedby') ?? '').not.toBe(''));
    expect(screen.getAllByText('Required').length).toBeGreaterThanOrEqual(6);
  });

  it('offline: queues the creation with a hash of the password, never the password', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => answer(200, { users: [] }));
    await seedAreas();
    await openForm();
    // The area picker offers names with the places above, never a path to type.
    const area = screen.getByRole('combobox', { name: /^Area/ });
    area.focus();
    fireEvent.change(area, { target: { value: 'mandal' } });
    expect(
      await within(screen.getByRole('listbox')).findByRole('option', {
        name: 'Mandal 1 Lucknow › Lucknow Central › Block 1',
      }),
    ).toBeInstanceOf(HTMLElement);
    online = false;
    fetch.mockImplementation(() => Promise.reject(new TypeError('offline')));
    await fill();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('heading', { level: 1, name: 'Accounts' });
    const [entry] = (await db.outbox.toArray()) as RequestEntry[];
    expect(entry).toMatchObject({ kind: 'request', method: 'POST', path: '/users' });
    const body = entry!.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('password');
    expect(JSON.stringify(await db.outbox.toArray())).not.toContain('secret-pass');
    expect(body.passwordHash).toMatch(QUEUED_HASH_PATTERN);
    expect(await verifyQueuedHash(body.passwordHash as string, 'secret-pass')).toBe(true);
    expect(body).toMatchObject({
      firstName: 'Sunita',
      scope: BOOTH,
      state: '',
      district: 'Lucknow',
      assembly: 'Lucknow Central',
    });
    // Shown in the list as waiting for the network (cached list empty: offline notice).
    expect(await screen.findByText('Waiting for network')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('sunita@example.com')).toBeInstanceOf(HTMLElement);
  });

  it('online: a taken e-mail is named on its field and the form stays open', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation((url, init) =>
      init?.method === 'POST'
        ? answer(409, {
            error: 'conflict',
            message: 'An account with this e-mail already exists',
            messageKey: 'errors.emailTaken',
            fields: { email: 'errors.emailTaken' },
          })
        : answer(200, { users: [] }),
    );
    await seedAreas();
    await openForm();
    await fill('taken@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('An account with this e-mail already exists')).toBeInstanceOf(
      HTMLElement,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Create New Account' })).toBeInstanceOf(
      HTMLElement,
    );
    expect(await db.outbox.count()).toBe(0);
  });
});
