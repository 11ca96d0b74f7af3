// Shared set-up for the voters-* unit tests: a clean voters table and outbox, a signed-in
// writer, voters stored directly, and the English texts the screens show.
import { fireEvent, screen, within } from '@testing-library/react';
import { cleanup } from '@testing-library/react';
import { createRecord } from '../../../src/db/commands.ts';
import { db } from '../../../src/db/instance.ts';
import type { MutationEntry, VoterFields } from '../../../src/db/types.ts';
import { i18n } from '../../../src/i18n.ts';
import en from '../../../src/locales/en/voters.json';
import { saveSession } from '../../../src/sync/session.ts';
import { USER, WRITER } from './teams-test-utils.tsx';

export { input, renderScreen, type } from './teams-test-utils.tsx';

export const EN = en.voters;

export async function resetVoters(): Promise<void> {
  cleanup();
  localStorage.clear();
  await Promise.all([db.voters.clear(), db.outbox.clear()]);
  await i18n.changeLanguage('en');
  saveSession('test-token', USER);
}

export function seedVoter(fields: VoterFields): Promise<string> {
  return createRecord(db, WRITER, 'voters', fields);
}

/** A voter with the common fields filled in; `n` makes the name and voter id unique. */
export function voter(n: number, extra: VoterFields = {}): VoterFields {
  return {
    firstName: 'Voter',
    lastName: String(n),
    relation: 'Ram Lal',
    gender: 'Male',
    age: 30 + (n % 40),
    phone: `98${String(n).padStart(8, '0')}`,
    voterId: `ABC${String(n).padStart(7, '0')}`,
    partNumber: 1,
    address: `House ${n}, Aminabad`,
    ...extra,
  };
}

export const mutations = async () =>
  (await db.outbox.toArray()).filter((e): e is MutationEntry => e.kind === 'mutation');

/** The data rows of the one table on screen. */
export const bodyRows = () =>
  within(screen.getByRole('table')).getAllByRole('row').slice(1) as HTMLTableRowElement[];

/** Opens the row menu of `name` and picks `action` in it. */
export async function rowAction(name: string, action: string): Promise<void> {
  fireEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  fireEvent.click(await screen.findByRole('menuitem', { name: action }));
}
