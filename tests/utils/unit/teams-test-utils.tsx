// Shared set-up for the teams-* unit tests: one team screen (or the overview) in a memory
// router with a stand-in profile page, a signed-in writer, and field values per field id.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import type { ReactElement } from 'react';
import { createRecord } from '../../../src/db/commands.ts';
import { db } from '../../../src/db/instance.ts';
import type { MemberFields, MemberRecord } from '../../../src/db/types.ts';
import type { SessionUser } from '../../../src/domain/auth.ts';
import type { TeamFieldId, TeamLevelDef } from '../../../src/domain/team-levels.ts';
import { i18n } from '../../../src/i18n.ts';
import { saveSession } from '../../../src/sync/session.ts';
import { writerOf } from '../../../src/db/writer.ts';
import { renderScreen as renderOneScreen } from '../render-screen.tsx';

export const USER: SessionUser = {
  booth_id: 'user-teams',
  firstName: 'Meena',
  lastName: 'Devi',
  email: 'meena@example.com',
  role: 'worker',
  scope: 'up/lucknow',
};
export const WRITER = writerOf(USER);

export async function resetTeams(): Promise<void> {
  cleanup();
  localStorage.clear();
  await Promise.all([db.members.clear(), db.outbox.clear(), db.files.clear()]);
  await i18n.changeLanguage('en');
  saveSession('test-token', USER);
}

function ProfileProbe() {
  const state: unknown = useLocation().state;
  return <pre data-testid="profile-state">{JSON.stringify(state)}</pre>;
}

/** Renders `element` at /screen, with /dashboard/profile showing the navigation state. */
export const renderScreen = (element: ReactElement) =>
  renderOneScreen(element, {
    routes: [
      { path: '/dashboard/profile', element: <ProfileProbe /> },
      { path: '/dashboard/party/:level', element: <ProfileProbe /> },
    ],
  });

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The input labelled `label` (Mantine appends " *" to required labels). */
export function input(label: string): HTMLInputElement {
  return screen.getByLabelText(new RegExp(`^${escape(label)}( \\*)?$`), {
    selector: 'input',
  }) as HTMLInputElement;
}

export function type(label: string, value: string): void {
  fireEvent.change(input(label), { target: { value } });
}

/** A valid value per field, and a second one for edits. */
export const SAMPLE: Record<TeamFieldId, string> = {
  name: 'Asha Verma',
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.com',
  phone: '9876543210',
  age: '34',
  designation: 'Pramukh',
  city: 'Lucknow',
  state: 'Uttar Pradesh',
  dist: 'Lucknow',
  district: 'Lucknow',
  assembly: 'Lucknow Central',
  address: '12 MG Road',
};

/** English form labels by field id (as the spec names them). */
export const LABELS: Record<TeamFieldId, string> = {
  name: 'Name',
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone No.',
  age: 'Age',
  designation: 'Designation',
  city: 'City',
  state: 'State',
  dist: 'District',
  district: 'District',
  assembly: 'Assembly',
  address: 'Address',
};

/** Stores a member of the level directly (for search and paging tests). */
export function seedMember(def: TeamLevelDef, n: number, extra: Partial<MemberFields> = {}) {
  const names =
    def.nameShape === 'single'
      ? { name: `Member ${n}` }
      : { firstName: 'Member', lastName: String(n) };
  return createRecord(db, WRITER, 'members', {
    level: def.level,
    status: 'active',
    phone: `90000${String(n).padStart(5, '0')}`,
    ...names,
    ...extra,
  });
}

export const bodyRows = () =>
  within(screen.getByRole('table')).getAllByRole('row').slice(1) as HTMLTableRowElement[];

export async function memberById(id: string): Promise<MemberRecord | undefined> {
  return db.members.get(id);
}
