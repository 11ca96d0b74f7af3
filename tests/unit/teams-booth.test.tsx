// Booth Team Members specifics (the specification's screens, §4, §5): the profile image (optional, type and size
// checked, kept on the phone until synced, kept on edit when no new file is chosen), "-" for
// missing cells, and members shared with the party Booth List in the other name shape.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../src/db/instance.ts';
import type { MutationEntry } from '../../src/db/types.ts';
import { findTeamLevel } from '../../src/domain/team-levels.ts';
import { TeamScreen } from '../../src/features/teams/team-screen.tsx';
import { NO_PLACE, memberPlaceOf } from '../../src/features/teams/use-member-place.ts';
import { i18n } from '../../src/i18n.ts';
import {
  LABELS,
  SAMPLE,
  input,
  renderScreen,
  resetTeams,
  seedMember,
  type,
} from '../utils/unit/teams-test-utils.tsx';

beforeEach(resetTeams);
afterEach(resetTeams);

const booth = findTeamLevel('boothTeam')!;
const partyBooth = findTeamLevel('partyBooth')!;

const fileInputEl = () => document.querySelector('input[type=file]') as HTMLInputElement;
const choose = (file: File) => fireEvent.change(fileInputEl(), { target: { files: [file] } });
/** A File as the browser gives it; jsdom's lacks arrayBuffer(), which fileInput() reads. */
function file(bytes: number, name: string, type: string): File {
  const data = new Uint8Array(bytes);
  return Object.assign(new File([data], name, { type }), { arrayBuffer: async () => data.buffer });
}
const png = (bytes = 64) => file(bytes, 'photo.png', 'image/png');

async function openCreateForm() {
  renderScreen(<TeamScreen def={booth} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Add booth member' }));
  await screen.findByRole('heading', { level: 1, name: 'Create New Booth Member' });
  for (const f of booth.fields) type(LABELS[f], SAMPLE[f]);
}

const mutations = async () =>
  (await db.outbox.toArray()).filter((e): e is MutationEntry => e.kind === 'mutation');

describe('booth member profile image', () => {
  it('is optional, and a chosen PNG waits in `files` referenced by the queued record', async () => {
    await openCreateForm();
    choose(png());
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('heading', { level: 1, name: 'Booth Team Members' });
    const [file] = await db.files.toArray();
    expect(file).toMatchObject({ status: 'pending', type: 'image/png', size: 64 });
    const [put] = await mutations();
    expect(put?.fields.profileImage).toBe(`file:${file?.id}`);
    expect(put?.fileIds).toEqual([file?.id]);
    // The list shows the photo from the local copy.
    expect(await screen.findByRole('img', { name: `Photo of ${SAMPLE.name}` })).toBeInstanceOf(
      HTMLElement,
    );
  });

  it('refuses other file types and files over 25 MB', async () => {
    await openCreateForm();
    choose(file(5, 'notes.txt', 'text/plain'));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Choose a PNG, JPG, GIF or WebP image')).toBeInstanceOf(
      HTMLElement,
    );
    choose(png(25 * 1024 * 1024 + 1));
    expect(await screen.findByText('The image must be 25 MB or smaller')).toBeInstanceOf(
      HTMLElement,
    );
    expect(await mutations()).toHaveLength(0);
    choose(file(8, 'a.webp', 'image/webp'));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('heading', { level: 1, name: 'Booth Team Members' });
    expect(await mutations()).toHaveLength(1);
  });

  it('keeps the old image when an edit chooses no new file', async () => {
    const id = await seedMember(booth, 1, { profileImage: '/api/files/old-photo' });
    renderScreen(<TeamScreen def={booth} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Member 1' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    expect(await screen.findByText('Leave empty to keep the current photo')).toBeInstanceOf(
      HTMLElement,
    );
    for (const f of booth.fields) type(LABELS[f], SAMPLE[f]);
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await screen.findByRole('heading', { level: 1, name: 'Booth Team Members' });
    expect((await db.members.get(id))?.profileImage).toBe('/api/files/old-photo');
    const patch = (await mutations()).find((m) => m.op === 'patch');
    expect(patch?.fields).not.toHaveProperty('profileImage');
    expect(patch?.fields).toMatchObject({ name: SAMPLE.name, assembly: SAMPLE.assembly });
  });
});

describe('booth member list', () => {
  it('shows "-" for missing cells and the status as a badge', async () => {
    await seedMember(booth, 1);
    renderScreen(<TeamScreen def={booth} />);
    const row = await screen.findByRole('row', { name: /Member 1/ });
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    // SN., Name, Designation, Phone, District, Assembly, City, Photo, Status, Action
    expect(cells.slice(0, 9)).toEqual([
      '1',
      'Member 1',
      '-',
      '9000000001',
      '-',
      '-',
      '-',
      '-',
      'Active',
    ]);
  });

  it('shows a booth member with the same fields on the booth team and the party Booth List', async () => {
    await seedMember(booth, 1, { name: 'Ramesh Kumar', district: 'Agra', city: 'Agra' });
    const cellsOf = async (def: typeof booth) => {
      const { unmount } = renderScreen(<TeamScreen def={def} />);
      const row = await screen.findByRole('row', { name: /Ramesh Kumar/ });
      const cells = within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
      const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
      unmount();
      return { cells, headers };
    };
    const onTeam = await cellsOf(booth);
    const onPartyList = await cellsOf(partyBooth);
    expect(onPartyList).toEqual(onTeam);
    expect(onTeam.cells).toContain('Agra');
  });

  it('edits only what changed: a booth member opened from the party Booth List', async () => {
    const id = await seedMember(booth, 1, { name: 'Ramesh Kumar', district: 'Agra' });
    renderScreen(<TeamScreen def={partyBooth} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Ramesh Kumar' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    await screen.findByRole('heading', { level: 1, name: 'Edit Booth Member' });
    // The booth team's form: one Name field, the district as stored.
    expect(input('Name').value).toBe('Ramesh Kumar');
    expect(input('District').value).toBe('Agra');
    type(LABELS.designation, SAMPLE.designation);
    type(LABELS.city, SAMPLE.city);
    type(LABELS.assembly, SAMPLE.assembly);
    type(LABELS.phone, SAMPLE.phone);
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await screen.findByRole('heading', { level: 1, name: 'Booth List' });
    const patch = (await mutations()).find((m) => m.op === 'patch');
    expect(Object.keys(patch?.fields ?? {}).sort()).toEqual(
      ['assembly', 'city', 'designation', 'phone'].sort(),
    );
    expect((await db.members.get(id))?.name).toBe('Ramesh Kumar');
  });

  it('pages through search results with their own total, back to page 1 on a new search', async () => {
    for (let n = 1; n <= 12; n += 1) await seedMember(booth, n);
    await seedMember(booth, 13, { name: 'Sita Devi' });
    renderScreen(<TeamScreen def={booth} />);
    await screen.findByText('1–10 of 13');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('11–13 of 13');
    fireEvent.change(screen.getByPlaceholderText('Search by name or phone number...'), {
      target: { value: 'MEMBER' },
    });
    await screen.findByText('1–10 of 12');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('11–12 of 12');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3));
  });

  it('shows the whole screen in Hindi', async () => {
    await i18n.changeLanguage('hi');
    renderScreen(<TeamScreen def={booth} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'बूथ टीम सदस्य' })).toBeInstanceOf(
      HTMLElement,
    );
    expect(await screen.findByText('कोई बूथ सदस्य नहीं मिला')).toBeInstanceOf(HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'बूथ सदस्य जोड़ें' }));
    fireEvent.click(await screen.findByRole('button', { name: 'जमा करें' }));
    // Only the name and the phone are required; the booth is the worker's own.
    await waitFor(() => expect(screen.getAllByText('आवश्यक')).toHaveLength(2));
  });
});

describe('a new booth member', () => {
  it("starts with what the worker's area implies: the district and assembly names", async () => {
    const put = (path: string, name: string) =>
      db.areas.put({
        id: `area-${path}`,
        path,
        name,
        version: 1,
        updatedAt: '2026-01-01T00:00:00Z',
        deleted: 0,
        scope: path,
        ownerId: 'admin',
      } as never);
    await put('up', 'Uttar Pradesh');
    await put('up/lucknow', 'Lucknow');
    try {
      renderScreen(<TeamScreen def={booth} />);
      fireEvent.click(await screen.findByRole('button', { name: 'Add booth member' }));
      await screen.findByRole('heading', { level: 1, name: 'Create New Booth Member' });
      expect(input(LABELS.district).value).toBe('Lucknow');
      // The worker's area (a district) holds no single assembly: left for the worker to type.
      expect(input(LABELS.assembly).value).toBe('');
      expect(input(LABELS.name).value).toBe('');
    } finally {
      await db.areas.clear();
    }
  });

  it("a booth worker's: their booth, and the state, district and assembly above it", async () => {
    const put = (path: string, name: string) =>
      db.areas.put({ id: `area-${path}`, path, name, deleted: 0 } as never);
    await put('up', 'Uttar Pradesh');
    await put('up/lucknow', 'Lucknow');
    await put('up/lucknow/lc', 'Lucknow Central');
    try {
      expect(await memberPlaceOf('up/lucknow/lc/b/m/booth-12')).toEqual({
        areaPath: 'up/lucknow/lc/b/m/booth-12',
        state: 'Uttar Pradesh',
        district: 'Lucknow',
        assembly: 'Lucknow Central',
      });
      expect(await memberPlaceOf('')).toEqual(NO_PLACE);
    } finally {
      await db.areas.clear();
    }
  });
});
