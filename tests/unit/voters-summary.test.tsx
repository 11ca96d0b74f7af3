// All Voters Summary (the specification's screens, docs/spec-differences.md): real counts by gender of the live voters, which
// follow adds, edits and deletes without a reload.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deleteRecord, patchRecord } from '../../src/db/commands.ts';
import { db } from '../../src/db/instance.ts';
import { VoterSummaryScreen } from '../../src/features/voters/summary/voter-summary-screen.tsx';
import { WRITER } from '../utils/unit/teams-test-utils.tsx';
import { resetVoters, seedVoter, voter } from '../utils/unit/voters-test-utils.tsx';
import { renderScreen } from '../utils/render-screen.tsx';

beforeEach(resetVoters);
afterEach(resetVoters);

/** The number shown on the card headed `label`. */
const count = (label: string) =>
  screen.getByText(label).closest('.mantine-Card-root')?.querySelector('[aria-live]')?.textContent;

describe('All Voters Summary', () => {
  it('counts male, female and third-gender voters live', async () => {
    await seedVoter(voter(1, { gender: 'Male' }));
    await seedVoter(voter(2, { gender: 'M' }));
    const female = await seedVoter(voter(3, { gender: 'Female' }));
    await seedVoter(voter(4, { gender: 'Other' }));
    renderScreen(<VoterSummaryScreen />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'All Voters Summary' }),
    ).toBeInstanceOf(HTMLElement);
    await waitFor(() => expect(count('TOTAL MALE VOTERS')).toBe('2'));
    expect(count('TOTAL FEMALE VOTERS')).toBe('1');
    expect(count('TOTAL THIRD GENDER VOTERS')).toBe('1');
    expect(screen.getByText('4 voters in all')).toBeInstanceOf(HTMLElement);

    await seedVoter(voter(5, { gender: 'Female' }));
    await waitFor(() => expect(count('TOTAL FEMALE VOTERS')).toBe('2'));
    await patchRecord(db, WRITER, 'voters', female, { gender: 'Male' });
    await waitFor(() => expect(count('TOTAL MALE VOTERS')).toBe('3'));
    await deleteRecord(db, WRITER, 'voters', female);
    await waitFor(() => expect(count('TOTAL MALE VOTERS')).toBe('2'));
    expect(count('TOTAL FEMALE VOTERS')).toBe('1');
  });
});
