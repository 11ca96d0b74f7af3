// Panna counts on the karyakarta lists (issue 11): each member's current pannas and the voters
// on them (to − from + 1 each), folded from the append-only entries — a reassigned panna counts
// for its new holder only, an ended one for nobody — live as entries arrive, on the table and
// on phone cards, in English and Hindi; lists of other levels show no Panna column.
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRecord } from '../../src/db/commands.ts';
import { db } from '../../src/db/instance.ts';
import { CARD_LAYOUT_QUERY } from '../../src/components/data-table/index.ts';
import { findTeamLevel } from '../../src/domain/team-levels.ts';
import type { TeamLevelDef } from '../../src/domain/team-levels.ts';
import { TeamScreen } from '../../src/features/teams/team-screen.tsx';
import { i18n } from '../../src/i18n.ts';
import { WRITER, renderScreen, resetTeams, seedMember } from '../utils/unit/teams-test-utils.tsx';

async function reset() {
  await resetTeams();
  await db.pannas.clear();
}
beforeEach(reset);
afterEach(reset);

const karyakartaTeam = findTeamLevel('karyaKartaTeam')!;
const partyKaryakarta = findTeamLevel('partyKaryakarta')!;
const boothTeam = findTeamLevel('boothTeam')!;

const member = (def: TeamLevelDef, n: number, firstName: string, lastName: string) =>
  seedMember(def, n, { firstName, lastName, name: `${firstName} ${lastName}` });

type Range = { part: number; from: number; to: number };
const panna = (
  pannaId: string,
  memberId: string,
  { part, from, to }: Range,
  assignedAt: string,
  ended = false,
) =>
  createRecord(db, WRITER, 'pannas', {
    pannaId,
    partNumber: part,
    fromSerial: from,
    toSerial: to,
    memberId,
    memberName: '',
    assignedAt,
    by: 'Meena Devi',
    ...(ended ? { ended: true } : {}),
  });

/**
 * Ravi: 1–60 of part 12, and 61–118 reassigned to him from Sita → 2 pannas, 118 voters.
 * Sita: part 13 serial 41 alone (1–40 ended) → 1 panna, 1 voter. Mohan: none.
 */
async function seedTeam(def: TeamLevelDef) {
  const ravi = await member(def, 1, 'Ravi', 'Kumar');
  const sita = await member(def, 2, 'Sita', 'Devi');
  const mohan = await member(def, 3, 'Mohan', 'Lal');
  await panna('p1', ravi, { part: 12, from: 1, to: 60 }, '2026-11-01T10:00:00Z');
  await panna('p2', sita, { part: 12, from: 61, to: 118 }, '2026-11-01T10:00:00Z');
  await panna('p2', ravi, { part: 12, from: 61, to: 118 }, '2026-11-02T10:00:00Z');
  await panna('p3', sita, { part: 13, from: 1, to: 40 }, '2026-11-01T10:00:00Z');
  await panna('p3', sita, { part: 13, from: 1, to: 40 }, '2026-11-03T10:00:00Z', true);
  await panna('p4', sita, { part: 13, from: 41, to: 41 }, '2026-11-01T10:00:00Z');
  return { ravi, sita, mohan };
}

const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

/** The text in the Panna column (`header`) of the row naming `name`. */
async function pannaCell(name: string, header = 'Panna'): Promise<string | null> {
  const row = (await screen.findByRole('row', { name: new RegExp(name) })) as HTMLTableRowElement;
  return row.cells[headers().indexOf(header)]?.textContent ?? null;
}

describe('panna counts on the karyakarta lists', () => {
  it('count each member’s current pannas and their voters, after the name and photo', async () => {
    await seedTeam(karyakartaTeam);
    renderScreen(<TeamScreen def={karyakartaTeam} />);
    await waitFor(() => expect(headers()).toContain('Panna'));
    expect(headers().slice(0, 5)).toEqual(['SN.', 'Name', 'Photo', 'Panna', 'Email']);
    await waitFor(async () => expect(await pannaCell('Ravi Kumar')).toBe('2 · 118 voters'));
    expect(await pannaCell('Sita Devi')).toBe('1 · 1 voter');
    expect(await pannaCell('Mohan Lal')).toBe('-');
  });

  it('follow new entries live: a panna given, one reassigned away, one ended', async () => {
    const { ravi, mohan } = await seedTeam(karyakartaTeam);
    renderScreen(<TeamScreen def={karyakartaTeam} />);
    await waitFor(async () => expect(await pannaCell('Ravi Kumar')).toBe('2 · 118 voters'));

    await act(() => panna('p5', mohan, { part: 14, from: 1, to: 20 }, '2026-11-04T10:00:00Z'));
    await waitFor(async () => expect(await pannaCell('Mohan Lal')).toBe('1 · 20 voters'));

    await act(() => panna('p2', mohan, { part: 12, from: 61, to: 118 }, '2026-11-05T10:00:00Z'));
    await act(() => panna('p1', ravi, { part: 12, from: 1, to: 60 }, '2026-11-05T10:00:00Z', true));
    await waitFor(async () => expect(await pannaCell('Mohan Lal')).toBe('2 · 78 voters'));
    expect(await pannaCell('Ravi Kumar')).toBe('-');
  });

  it('show on the Party Team Db karyakarta list too, and in Hindi', async () => {
    await seedTeam(partyKaryakarta);
    await i18n.changeLanguage('hi');
    renderScreen(<TeamScreen def={partyKaryakarta} />);
    await waitFor(async () => expect(await pannaCell('Ravi Kumar', 'पन्ना')).toBe('2 · 118 मतदाता'));
    expect(await pannaCell('Sita Devi', 'पन्ना')).toBe('1 · 1 मतदाता');
  });

  it('show as a labelled field on the phone cards', async () => {
    await seedTeam(karyakartaTeam);
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) =>
      ({ ...matchMedia(query), matches: query === CARD_LAYOUT_QUERY }) as MediaQueryList;
    try {
      renderScreen(<TeamScreen def={karyakartaTeam} />);
      const card = async (name: string) =>
        (await screen.findByText(name)).closest('li') as HTMLElement;
      /** The value under the card's "Panna" label. */
      const field = async (name: string) =>
        within(await card(name)).getByText('Panna', { selector: 'dt' }).nextElementSibling
          ?.textContent;
      await waitFor(async () => expect(await field('Ravi Kumar')).toBe('2 · 118 voters'));
      expect(await field('Sita Devi')).toBe('1 · 1 voter');
      expect(await field('Mohan Lal')).toBe('-');
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('leave the column out until a panna is assigned, and off other levels’ lists', async () => {
    await member(karyakartaTeam, 1, 'Ravi', 'Kumar');
    const view = renderScreen(<TeamScreen def={karyakartaTeam} />);
    await screen.findByRole('row', { name: /Ravi Kumar/ });
    expect(headers()).not.toContain('Panna');
    view.unmount();

    const booth = await member(boothTeam, 4, 'Geeta', 'Rawat');
    await panna('p9', booth, { part: 12, from: 1, to: 10 }, '2026-11-01T10:00:00Z');
    renderScreen(<TeamScreen def={boothTeam} />);
    await screen.findByRole('row', { name: /Geeta Rawat/ });
    expect(headers()).not.toContain('Panna');
  });
});
