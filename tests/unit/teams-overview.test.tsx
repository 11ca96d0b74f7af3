// The Party Team Db overview: a tile per party level with its live count, each opening its list.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deleteRecord } from '../../src/db/commands.ts';
import { db } from '../../src/db/instance.ts';
import { TEAM_LEVELS, findTeamLevel } from '../../src/domain/team-levels.ts';
import { PartyOverviewScreen } from '../../src/features/teams/index.ts';
import { i18n } from '../../src/i18n.ts';
import { WRITER, renderScreen, resetTeams, seedMember } from '../utils/unit/teams-test-utils.tsx';

beforeEach(resetTeams);
afterEach(resetTeams);

const tile = (label: RegExp) => screen.getByRole('link', { name: label });

describe('Party Team Db overview', () => {
  it('shows State … Karyakarta tiles in the spec order with live counts by level', async () => {
    const booth = findTeamLevel('boothTeam')!;
    const block = findTeamLevel('partyBlock')!;
    await seedMember(booth, 1);
    await seedMember(booth, 2);
    const gone = await seedMember(block, 3);
    renderScreen(<PartyOverviewScreen />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Party Team Db' })).toBeInstanceOf(
      HTMLElement,
    );
    const names = screen.getAllByRole('link').map((l) => l.getAttribute('aria-label'));
    expect(names.map((n) => n?.split(':')[0])).toEqual([
      'State',
      'District',
      'Assembly',
      'Block',
      'Mandal',
      'Booth',
      'Karyakarta',
    ]);
    // The booth team's members are the party Booth level (one storage key in the old app).
    await waitFor(() => expect(tile(/^Booth: 2 members/)).toBeInstanceOf(HTMLElement));
    expect(tile(/^Block: 1 member,/)).toBeInstanceOf(HTMLElement);
    expect(tile(/^State: 0 members/)).toBeInstanceOf(HTMLElement);

    await act(() => deleteRecord(db, WRITER, 'members', gone));
    await waitFor(() => expect(tile(/^Block: 0 members/)).toBeInstanceOf(HTMLElement));
  });

  it('each tile opens its level page', async () => {
    const { router } = renderScreen(<PartyOverviewScreen />);
    const hrefs = TEAM_LEVELS.filter((l) => l.onOverview).map((l) => l.routeId);
    expect(hrefs).toHaveLength(7);
    fireEvent.click(await screen.findByRole('link', { name: /^Mandal:/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/party/mandal'));
  });

  it('speaks Hindi', async () => {
    await i18n.changeLanguage('hi');
    renderScreen(<PartyOverviewScreen />);
    expect(await screen.findByRole('heading', { level: 1, name: 'पार्टी टीम डीबी' })).toBeInstanceOf(
      HTMLElement,
    );
    expect(await screen.findByRole('link', { name: /^मंडल: 0 सदस्य/ })).toBeInstanceOf(HTMLElement);
  });
});
