// "Add booth worker" on a booth's row in Areas: only on booths the signed-in person holds;
// offline it says the internet is needed and does not save; online it sends the account with
// the booth as its place and shows what to hand over; a taken e-mail is named at the field.
// (The real server and a sign-in with the handed-over details: tests/e2e/areas-setup.test.ts.)
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRecord } from '../../src/db/commands.ts';
import { db } from '../../src/db/instance.ts';
import { areaId } from '../../src/domain/areas.ts';
import { readablePassword } from '../../src/features/areas/booth-worker-account.ts';
import { AreasScreen } from '../../src/features/areas/areas-screen.tsx';
import { WRITER, renderScreen, resetTeams } from '../utils/unit/teams-test-utils.tsx';

const BOOTH = 'up/lucknow/lc/b1/m1/booth-12';

let online = true;
beforeEach(async () => {
  await resetTeams(); // signed in at up/lucknow
  await db.areas.clear();
  for (const [path, name] of [
    ['up/lucknow', 'Lucknow'],
    ['up/lucknow/lc', 'Lucknow Central'],
    ['up/lucknow/lc/b1', 'Block 1'],
    ['up/lucknow/lc/b1/m1', 'Mandal 1'],
    [BOOTH, 'Booth 12'],
  ] as const)
    await createRecord(db, WRITER, 'areas', { path, name }, { id: areaId(path), placeIn: path });
  await db.outbox.clear();
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await resetTeams();
});

const answer = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

async function openDialog() {
  renderScreen(<AreasScreen />);
  fireEvent.click(await screen.findByRole('button', { name: 'Actions for Booth 12' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Add booth worker' }));
  return screen.findByRole('dialog', { name: 'Booth worker for Booth 12' });
}

function fill(dialog: HTMLElement, email: string) {
  fireEvent.change(within(dialog).getByLabelText(/^Full name/), {
    target: { value: 'Ravi Kumar Yadav' },
  });
  fireEvent.change(within(dialog).getByLabelText(/^E-mail/), { target: { value: email } });
}

describe('Add booth worker', () => {
  it('is on booth rows only', async () => {
    renderScreen(<AreasScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Mandal 1' }));
    await screen.findByRole('menuitem', { name: 'Add many below' });
    expect(screen.queryByRole('menuitem', { name: 'Add booth worker' })).toBeNull();
  });

  it('offline: says the internet is needed and does not save', async () => {
    online = false;
    const fetch = vi.spyOn(globalThis, 'fetch');
    const dialog = await openDialog();
    within(dialog).getByText(
      'You are offline. Adding an account needs the internet: connect and try again.',
    );
    fill(dialog, 'ravi@example.com');
    const save = within(dialog).getByRole('button', { name: 'Create account' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('creates the account in the booth and shows what to hand over', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => answer(201, { user: { id: 'u1' } }));
    const dialog = await openDialog();
    const password = (within(dialog).getByLabelText(/^Password/) as HTMLInputElement).value;
    expect(password).toMatch(/^[a-z2-9]{10}$/);
    fill(dialog, 'Ravi@Example.com');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));

    await within(dialog).findByText('Ravi Kumar Yadav can now sign in. Give them these:');
    within(dialog).getByText('ravi@example.com');
    within(dialog).getByText(password);
    within(dialog).getByText('Booth 12');
    within(dialog).getByRole('button', { name: 'Copy' });

    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('/api/users');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      firstName: 'Ravi',
      lastName: 'Kumar Yadav',
      email: 'ravi@example.com',
      password,
      scope: BOOTH,
      // The state is above this phone's areas; the district and assembly are named.
      district: 'Lucknow',
      assembly: 'Lucknow Central',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('names a taken e-mail at its field and stays open', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      answer(409, {
        error: 'conflict',
        message: 'taken',
        messageKey: 'errors.emailTaken',
        fields: { email: 'errors.emailTaken' },
      }),
    );
    const dialog = await openDialog();
    fill(dialog, 'ravi@example.com');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    await within(dialog).findByText('An account with this e-mail already exists');
    within(dialog).getByRole('button', { name: 'Create account' });
  });
});

describe('a password to hand over', () => {
  it('is 10 characters nobody mixes up, different each time', () => {
    const made = new Set(Array.from({ length: 50 }, () => readablePassword()));
    expect(made.size).toBe(50);
    for (const p of made) expect(p).toMatch(/^[a-hjkmnp-z2-9]{10}$/);
  });
});
