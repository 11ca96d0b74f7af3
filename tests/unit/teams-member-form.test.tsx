// The member form as a booth worker meets it on a 360 px phone: a karyakarta added in Hindi with
// a name and a phone only (the rest folded under "More details", the booth filled in), a phone
// number another member of the list has refused next to the field with that member's name, and
// an old record saved without a phone still opened and saved.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRecord } from '../../src/db/commands.ts';
import { db } from '../../src/db/instance.ts';
import { areaId } from '../../src/domain/areas.ts';
import { saveSession } from '../../src/sync/session.ts';
import type { MutationEntry } from '../../src/db/types.ts';
import { findTeamLevel } from '../../src/domain/team-levels.ts';
import type { TeamLevelDef } from '../../src/domain/team-levels.ts';
import { TeamScreen } from '../../src/features/teams/team-screen.tsx';
import { i18n } from '../../src/i18n.ts';
import hi from '../../src/locales/hi/teams.json';
import {
  USER,
  WRITER,
  input,
  renderScreen,
  resetTeams,
  seedMember,
  type,
} from '../utils/unit/teams-test-utils.tsx';

const karyakarta = findTeamLevel('karyaKartaTeam') as TeamLevelDef;
const boothTeam = findTeamLevel('boothTeam') as TeamLevelDef;

/** A 360 px phone: the phone media query matches. */
function onPhone() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('max-width'),
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

const mutations = async () =>
  (await db.outbox.toArray()).filter((e): e is MutationEntry => e.kind === 'mutation');

beforeEach(async () => {
  await resetTeams();
  onPhone();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await resetTeams();
  await db.areas.clear();
});

describe('member form on a phone', () => {
  it('adds a karyakarta in Hindi with a name and a phone only, in the worker’s booth', async () => {
    await i18n.changeLanguage('hi');
    const t = hi.teams;
    renderScreen(<TeamScreen def={karyakarta} />);
    fireEvent.click(await screen.findByRole('button', { name: t.levels.karyaKartaTeam.add }));
    const more = await screen.findByRole('button', { name: t.form.moreDetails });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(
      input(t.fields.email).closest('[aria-hidden="true"], [style*="display: none"]'),
    ).not.toBe(null);

    type(t.fields.phone, '98765');
    fireEvent.click(screen.getByRole('button', { name: 'जमा करें' }));
    expect(await screen.findByText(hi.teams.errors.phone)).toBeInstanceOf(HTMLElement);
    expect(more.getAttribute('aria-expanded')).toBe('false');

    type(t.fields.firstName, 'रामू');
    type(t.fields.phone, '+91 98765 43210');
    fireEvent.click(screen.getByRole('button', { name: 'जमा करें' }));
    await screen.findByRole('heading', { level: 1, name: t.levels.karyaKartaTeam.title });
    const [put] = await mutations();
    expect(put?.fields).toMatchObject({
      level: 'karyakarta',
      firstName: 'रामू',
      phone: '9876543210',
      areaPath: USER.scope,
    });
    expect(put?.fields).not.toHaveProperty('email');
    expect(put?.fields).not.toHaveProperty('age');
  });

  it('unfolds "More details" when the worker opens it, and when a hidden field is wrong', async () => {
    renderScreen(<TeamScreen def={karyakarta} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add karyakarta' }));
    const more = await screen.findByRole('button', { name: 'More details' });
    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    type('Email', 'not-mail');
    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('false');
    type('First Name', 'Ramu');
    type('Phone No.', '9876543210');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInstanceOf(HTMLElement);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(await mutations()).toHaveLength(0);
  });

  it('refuses a phone another member of the list has in the booth, naming them', async () => {
    await seedMember(boothTeam, 1, {
      name: 'Sita Devi',
      phone: '+91 98765 43210',
      areaPath: USER.scope ?? '',
    });
    // The same number in another booth, or in another list, is someone else's business.
    await seedMember(karyakarta, 2, { phone: '9000000007', areaPath: USER.scope ?? '' });
    await seedMember(boothTeam, 3, { phone: '9000000007', areaPath: 'up/agra' });
    renderScreen(<TeamScreen def={boothTeam} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add booth member' }));
    await screen.findByRole('heading', { level: 1, name: 'Create New Booth Member' });
    type('Name', 'Gita');
    type('Phone No.', '09876543210');
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('Sita Devi already has this phone number in this list'),
    ).toBeInstanceOf(HTMLElement);
    const before = (await mutations()).length;

    type('Phone No.', '9000000007');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('heading', { level: 1, name: 'Booth Team Members' });
    const added = await mutations();
    expect(added).toHaveLength(before + 1);
    expect(added.at(-1)?.fields).toMatchObject({ name: 'Gita', phone: '9000000007' });
  });

  it('opens and saves an old record that has no phone and no area', async () => {
    const id = await seedMember(karyakarta, 4, { phone: undefined, email: 'old@example.com' });
    renderScreen(<TeamScreen def={karyakarta} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Member 4' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    // Filled details start unfolded, even on a phone.
    const more = await screen.findByRole('button', { name: 'More details' });
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(input('Email').value).toBe('old@example.com');
    type('Designation', 'Sahayak');
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await screen.findByRole('heading', { level: 1, name: 'Karyakarta Team' });
    await waitFor(async () => expect((await db.members.get(id))?.designation).toBe('Sahayak'));
    expect((await db.members.get(id))?.phone).toBeUndefined();
  });

  it('asks the admin, who has no booth of their own, to pick the area when there are areas', async () => {
    const path = 'up/lucknow';
    await createRecord(db, WRITER, 'areas', { path, name: 'Lucknow' }, { id: areaId(path) });
    saveSession('test-token', { ...USER, role: 'admin', scope: null });
    renderScreen(<TeamScreen def={karyakarta} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add karyakarta' }));
    await screen.findByRole('heading', { level: 1, name: 'Create New Karyakarta' });
    type('First Name', 'Ramu');
    type('Phone No.', '9876543210');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Required')).toBeInstanceOf(HTMLElement);
    expect((await mutations()).filter((m) => m.table === 'members')).toEqual([]);
  });
});
