// The generic member action menu does real work (the specification's screens, docs/spec-differences.md): for a member placed in a
// booth with parts, Voters / Upload CSV / Label Value open the voter screens on that booth's
// parts, and BM makes them the booth's manager (shown beside their name). A member without a
// booth gets none of these; no unknown action ever appears.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRecord } from '../../src/db/commands.ts';
import { db } from '../../src/db/instance.ts';
import { areaId } from '../../src/domain/areas.ts';
import { findTeamLevel } from '../../src/domain/team-levels.ts';
import { findVoterReport } from '../../src/domain/voter-reports.ts';
import { TeamScreen } from '../../src/features/teams/team-screen.tsx';
import { VoterReportScreen } from '../../src/features/voters/report/voter-report-screen.tsx';
import {
  WRITER,
  input,
  renderScreen,
  resetTeams,
  seedMember,
} from '../utils/unit/teams-test-utils.tsx';
import { renderRouter } from '../utils/render-screen.tsx';

const BOOTH = 'up/lucknow/lc/b1/m1/booth-12';
const booth = findTeamLevel('boothTeam')!;

beforeEach(async () => {
  await resetTeams();
  await db.areas.clear();
  await createRecord(
    db,
    WRITER,
    'areas',
    { path: BOOTH, name: 'Booth 12', parts: [12, 13] },
    { id: areaId(BOOTH), placeIn: BOOTH },
  );
});
afterEach(resetTeams);

const menuItems = async (name: string) => {
  fireEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
};

describe('member actions on a booth', () => {
  it('offers Voters, Upload CSV, Label Value and BM only to a member placed in a booth', async () => {
    await seedMember(booth, 1, { areaPath: BOOTH });
    await seedMember(booth, 2);
    renderScreen(<TeamScreen def={booth} />);
    expect(await menuItems('Member 1')).toEqual([
      'My Profile',
      'Edit',
      'Voters',
      'Upload CSV',
      'Label Value',
      'BM',
      'Disable',
      'Delete',
    ]);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(await menuItems('Member 2')).toEqual(['My Profile', 'Edit', 'Disable', 'Delete']);
  });

  it('opens the voter list, the import and Label Value on the booth’s parts', async () => {
    await seedMember(booth, 1, { areaPath: BOOTH });
    const router = createMemoryRouter(
      [
        { path: '/screen', element: <TeamScreen def={booth} /> },
        { path: '*', element: <p>Another screen</p> },
      ],
      { initialEntries: ['/screen'] },
    );
    renderRouter(router);
    for (const [action, href] of [
      ['Voters', '/dashboard/voter-list?partFrom=12&partTo=13'],
      ['Upload CSV', '/dashboard/voter-list?partFrom=12&partTo=13&import=1'],
      ['Label Value', '/dashboard/district/report1/lable-value?partFrom=12&partTo=13'],
    ] as const) {
      await router.navigate('/screen');
      await menuItems('Member 1');
      fireEvent.click(screen.getByRole('menuitem', { name: action }));
      await waitFor(() =>
        expect(router.state.location.pathname + router.state.location.search).toBe(href),
      );
    }
  });

  it('BM makes the member the booth manager, shown beside the name and kept in the outbox', async () => {
    const id = await seedMember(booth, 1, { areaPath: BOOTH });
    renderScreen(<TeamScreen def={booth} />);
    await menuItems('Member 1');
    fireEvent.click(screen.getByRole('menuitem', { name: 'BM' }));
    await waitFor(async () => expect((await db.areas.get(areaId(BOOTH)))?.boothManagerId).toBe(id));
    const row = (await screen.findByText('Member 1')).closest('tr, li')!;
    expect(await within(row as HTMLElement).findByText('BM')).toBeInstanceOf(HTMLElement);
    const patch = (await db.outbox.toArray()).find(
      (e) => e.kind === 'mutation' && e.table === 'areas' && e.op === 'patch',
    );
    expect(patch).toMatchObject({ fields: { boothManagerId: id } });
    // Already the manager: BM is not offered again.
    expect(await menuItems('Member 1')).not.toContain('BM');
  });
});

describe('a voter report opened from a link', () => {
  it('starts with the part range of the address', async () => {
    const def = findVoterReport('voterList')!;
    const router = createMemoryRouter(
      [{ path: '/dashboard/voter-list', element: <VoterReportScreen def={def} /> }],
      { initialEntries: ['/dashboard/voter-list?partFrom=12&partTo=13&ignored=1'] },
    );
    renderRouter(router);
    await waitFor(() => expect(input('Part From').value).toBe('12'));
    expect(input('Part To').value).toBe('13');
  });
});
