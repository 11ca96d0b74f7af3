// My Profile (/dashboard/profile): loading and the error panel, the view of the server's
// profile and of the cached copy when the network fails, Edit / Save / Cancel (sent, queued
// offline, refused by validation), the list editors' Add and Remove, and the read-only card of
// a record handed over in the navigation state.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { toast } from '../../src/components/toast.ts';
import { db } from '../../src/db/instance.ts';
import type { RequestEntry } from '../../src/db/types.ts';
import type { SessionUser } from '../../src/domain/auth.ts';
import type { Profile } from '../../src/domain/profile.ts';
import {
  PROFILE_FIELDS,
  PROFILE_LISTS,
  PROFILE_LIST_NAMES,
  profileUpdateSchema,
} from '../../src/domain/profile.ts';
import {
  PROFILE_SECTIONS,
  listFields,
  scalarInput,
} from '../../src/features/profile/profile-fields.ts';
import { ProfileScreen } from '../../src/features/profile/profile-screen.tsx';
import { i18n } from '../../src/i18n.ts';
import { saveSession } from '../../src/sync/session.ts';
import { renderApp } from '../utils/unit/app-test-utils.tsx';
import { renderRouter } from '../utils/render-screen.tsx';

const USER: SessionUser = {
  booth_id: 'user-profile',
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.com',
  role: 'worker',
  scope: 'up/lucknow',
};

const PROFILE: Profile = {
  ...profileUpdateSchema.getDefault(),
  firstName: 'Asha',
  lastName: 'Verma',
  phoneNo: '9876543210',
  father: 'Ram Verma',
  email: 'asha@example.com',
  state: 'Uttar Pradesh',
  district: 'Lucknow',
  assembly: 'Lucknow Central',
  dob: '1990-03-12',
  married: 'Yes',
  children: [{ name: 'Ravi', dob: '2015-01-01', gender: 'male', age: 9 }],
  booth_id: USER.booth_id,
  role: 'worker',
  scope: 'up/lucknow',
  profileImage: '',
};

const LOAD_FAILED =
  'We were unable to load your profile at this time. Please try again, or contact support if the issue persists.';
const PROFILE_URL = '/api/booth/my-profile';
const SAVE_URL = `/api/booth/edit-booth-user/${USER.booth_id}`;

let online = true;
let fetchMock: MockInstance<typeof fetch>;

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

/** The server: GET answers `profile` (or fails), PUT answers the profile with the update. */
function serve(opts: { profile?: Profile | 'fail'; put?: 'ok' | 'fail' } = {}) {
  const profile = opts.profile ?? PROFILE;
  fetchMock.mockImplementation((url, init) => {
    const method = init?.method ?? 'GET';
    if (String(url) === PROFILE_URL && method === 'GET')
      return profile === 'fail'
        ? Promise.reject(new TypeError('offline'))
        : json(200, { user: profile });
    if (String(url) === SAVE_URL && method === 'PUT') {
      if (opts.put === 'fail')
        return json(400, { error: 'bad', message: 'Invalid', messageKey: 'errors.invalidInput' });
      const body = JSON.parse(String(init?.body)) as Partial<Profile>;
      return json(200, { message: 'Profile updated', user: { ...PROFILE, ...body } });
    }
    return json(404, { error: 'not_found', message: 'Not found' });
  });
}

const calls = (method: string, url: string) =>
  fetchMock.mock.calls.filter(
    ([u, init]) => String(u) === url && (init?.method ?? 'GET') === method,
  );

function StandInList() {
  const navigate = useNavigate();
  const record = {
    id: 'm-1',
    version: 3,
    ownerId: 'someone-else',
    scope: 'up/lucknow',
    deleted: 0,
    nameWords: ['ravi', 'kumar'],
    level: 'state',
    status: 'active',
    firstName: 'Ravi',
    lastName: 'Kumar',
    designation: 'Pramukh',
    phone: '9123456780',
    city: '',
    profileImage: '/api/files/photo-1',
  };
  return (
    <button
      type="button"
      onClick={() => void navigate('/dashboard/profile', { state: { record, table: 'members' } })}
    >
      View Profile
    </button>
  );
}

function renderProfile(start = '/dashboard/profile') {
  const router = createMemoryRouter(
    [
      { path: '/dashboard/profile', element: <ProfileScreen /> },
      { path: '/list', element: <StandInList /> },
    ],
    { initialEntries: [start] },
  );
  const view = renderRouter(router);
  return { router, ...view };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The control labelled `label` (Mantine adds " *" to required labels). */
const control = (label: string, root: HTMLElement = document.body) =>
  within(root).getByLabelText(new RegExp(`^${escape(label)}( \\*)?$`)) as
    HTMLInputElement | HTMLSelectElement;
const change = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });
const region = (name: string) => screen.getByRole('region', { name });

/** The text the control's aria-describedby points at (Mantine's error sits there). */
const describedText = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
    .join(' ');

async function openEditor() {
  renderProfile();
  fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
  await screen.findByRole('button', { name: 'Save' });
}

beforeEach(async () => {
  cleanup();
  localStorage.clear();
  await Promise.all([db.profile.clear(), db.outbox.clear()]);
  await i18n.changeLanguage('en');
  saveSession('test-token', USER);
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  fetchMock = vi.spyOn(globalThis, 'fetch');
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await Promise.all([db.profile.clear(), db.outbox.clear()]);
});

describe('my profile: loading', () => {
  it('says "Loading profile..." and then shows the fetched profile, cached for offline', async () => {
    let answer: (r: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderProfile();
    expect(await screen.findByText('Loading profile...')).toBeInstanceOf(HTMLElement);
    // The screen reads its cache before asking the server: answer only once it has asked.
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    answer(new Response(JSON.stringify({ user: PROFILE }), { status: 200 }));

    const basic = await screen.findByRole('region', { name: 'Basic details' });
    expect(within(basic).getByText('9876543210')).toBeInstanceOf(HTMLElement);
    expect(within(region('Family')).getByText('Ram Verma')).toBeInstanceOf(HTMLElement);
    expect(within(region('Family')).getByText('Yes')).toBeInstanceOf(HTMLElement);
    expect(within(region('Dates')).getByText(/^12.Mar.1990$/)).toBeInstanceOf(HTMLElement);
    expect(within(region('Children')).getByText('Ravi')).toBeInstanceOf(HTMLElement);
    expect(within(region('Children')).getByText('Male')).toBeInstanceOf(HTMLElement);
    expect(within(region('Vehicles')).getByText('No vehicles added yet.')).toBeInstanceOf(
      HTMLElement,
    );
    // The side card: name, state, assembly and district.
    const side = screen.getByRole('region', { name: 'Asha Verma' });
    for (const text of ['Uttar Pradesh', 'Lucknow Central', 'Lucknow'])
      expect(within(side).getByText(text)).toBeInstanceOf(HTMLElement);
    expect(screen.queryByText('Loading profile...')).toBeNull();
    expect(calls('GET', PROFILE_URL)).toHaveLength(1);
    await waitFor(async () =>
      expect((await db.profile.get(USER.booth_id))?.data).toMatchObject({ firstName: 'Asha' }),
    );
  });

  it('shows the error panel when nothing can be loaded, and Retry loads again', async () => {
    serve({ profile: 'fail' });
    renderProfile();
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByText(LOAD_FAILED)).toBeInstanceOf(HTMLElement);
    serve();
    fireEvent.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Asha Verma' })).toBeInstanceOf(HTMLElement);
    expect(screen.queryByText(LOAD_FAILED)).toBeNull();
    expect(calls('GET', PROFILE_URL)).toHaveLength(2);
  });

  it('shows the cached profile with a note when the network fails', async () => {
    await db.profile.put({
      id: USER.booth_id,
      data: { ...PROFILE, firstName: 'Cached' },
      fetchedAt: '2024-05-01T10:00:00.000Z',
    });
    serve({ profile: 'fail' });
    renderProfile();
    expect(await screen.findByRole('region', { name: 'Cached Verma' })).toBeInstanceOf(HTMLElement);
    expect(await screen.findByText(/showing the profile as last loaded/)).toBeInstanceOf(
      HTMLElement,
    );
    expect(screen.queryByText(LOAD_FAILED)).toBeNull();
    expect(calls('GET', PROFILE_URL)).toHaveLength(1);
  });
});

describe('my profile: editing', () => {
  it('Edit, change, Save: PUTs the validated body and returns to the view', async () => {
    serve();
    const saved = vi.spyOn(toast, 'success');
    await openEditor();
    // E-mail is shown but cannot be edited.
    expect(control('Email')).toHaveProperty('disabled', true);
    change(control('First Name'), '  Anita ');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const side = await screen.findByRole('region', { name: 'Anita Verma' });
    expect(side).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInstanceOf(HTMLElement);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    const [put] = calls('PUT', SAVE_URL);
    const body = JSON.parse(String(put?.[1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ firstName: 'Anita', email: 'asha@example.com', married: 'Yes' });
    // Numbers go out as numbers, not the text typed into the box.
    expect(body.children).toEqual([{ name: 'Ravi', dob: '2015-01-01', gender: 'male', age: 9 }]);
    expect(saved).toHaveBeenCalledWith('Your profile was saved');
    expect((await db.profile.get(USER.booth_id))?.data).toMatchObject({ firstName: 'Anita' });
    expect(await db.outbox.count()).toBe(0);
  });

  it('offline: Save queues the PUT in the outbox and shows the change', async () => {
    serve();
    await openEditor();
    online = false;
    change(control('Phone No.'), '9000000001');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByRole('button', { name: 'Edit' });
    expect(within(region('Basic details')).getByText('9000000001')).toBeInstanceOf(HTMLElement);
    expect(await screen.findByText(/will be saved when the network returns/)).toBeInstanceOf(
      HTMLElement,
    );
    expect(calls('PUT', SAVE_URL)).toHaveLength(0);
    const entries = (await db.outbox.toArray()) as RequestEntry[];
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      kind: 'request',
      status: 'pending',
      method: 'PUT',
      path: `/booth/edit-booth-user/${USER.booth_id}`,
      label: 'sync.request.profile',
      body: { phoneNo: '9000000001', firstName: 'Asha' },
    });
    expect((await db.profile.get(USER.booth_id))?.data).toMatchObject({ phoneNo: '9000000001' });
  });

  it('offline: a chosen photo is kept on the phone, named in the queued PUT and shown', async () => {
    const objectUrl = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:photo');
    if (!('revokeObjectURL' in URL)) Object.assign(URL, { revokeObjectURL: () => {} });
    serve();
    await openEditor();
    online = false;
    const bytes = new Uint8Array([137, 80, 78, 71]);
    const photo = new File([bytes], 'me.png', { type: 'image/png' });
    // jsdom's File cannot read itself; a browser's can.
    Object.assign(photo, { arrayBuffer: () => Promise.resolve(bytes.buffer) });
    const picker = document.querySelector('input[type="file"]:not([capture])') as HTMLInputElement;
    fireEvent.change(picker, { target: { files: [photo] } });
    expect(document.querySelector('input[type="file"][capture="user"]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Edit' });
    const [file] = await db.files.toArray();
    expect(file).toMatchObject({ userId: USER.booth_id, type: 'image/png', status: 'pending' });
    const [entry] = (await db.outbox.toArray()) as RequestEntry[];
    expect(entry).toMatchObject({
      fileIds: [file!.id],
      body: { profileImage: `file:${file!.id}` },
    });
    const side = screen.getByRole('region', { name: 'Asha Verma' });
    expect((await within(side).findByRole('img')).getAttribute('src')).toBe('blob:photo');
    objectUrl.mockRestore();
  });

  it('a validation error is shown at its field and nothing is sent', async () => {
    serve();
    await openEditor();
    change(control('First Name'), '   ');
    const vehicles = region('Vehicles');
    fireEvent.click(within(vehicles).getByRole('button', { name: 'Add vehicle' }));
    change(await waitFor(() => control('Number', vehicles)), '3a');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(describedText(control('First Name'))).toContain('Required'));
    await waitFor(() =>
      expect(describedText(control('Number', vehicles))).toContain('Enter a number'),
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeInstanceOf(HTMLElement);
    expect(calls('PUT', SAVE_URL)).toHaveLength(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('a refused save keeps the form, the values and says why', async () => {
    serve({ put: 'fail' });
    await openEditor();
    change(control("Father's Name"), 'Shyam Verma');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Your profile could not be saved: Some fields are not valid',
    );
    expect(control("Father's Name").value).toBe('Shyam Verma');
    expect(calls('PUT', SAVE_URL)).toHaveLength(1);
    expect((await db.profile.get(USER.booth_id))?.data).toMatchObject({ father: 'Ram Verma' });
  });

  it('Cancel discards the changes and returns to the view', async () => {
    serve();
    await openEditor();
    change(control('First Name'), 'Nobody');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('region', { name: 'Asha Verma' })).toBeInstanceOf(HTMLElement);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByText('Nobody')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect((await waitFor(() => control('First Name'))).value).toBe('Asha');
    expect(calls('PUT', SAVE_URL)).toHaveLength(0);
  });

  it('list editor: Add waits until every entry is filled; Remove removes that entry', async () => {
    serve();
    await openEditor();
    const vehicles = region('Vehicles');
    const add = () => within(vehicles).getByRole('button', { name: 'Add vehicle' });
    expect(add()).toHaveProperty('disabled', false);
    fireEvent.click(add());
    await within(vehicles).findByRole('group', { name: 'Vehicle 1' });
    expect(add()).toHaveProperty('disabled', true);
    change(control('Vehicle type', vehicles), 'Two');
    await waitFor(() => expect(add()).toHaveProperty('disabled', false));
    fireEvent.click(add());
    await within(vehicles).findByRole('group', { name: 'Vehicle 2' });
    expect(add()).toHaveProperty('disabled', true);
    fireEvent.click(within(vehicles).getByRole('button', { name: 'Remove Vehicle 2' }));
    await waitFor(() =>
      expect(within(vehicles).queryByRole('group', { name: 'Vehicle 2' })).toBeNull(),
    );
    expect(add()).toHaveProperty('disabled', false);

    // The children list already has a row; removing it empties the list.
    const children = region('Children');
    fireEvent.click(within(children).getByRole('button', { name: 'Remove Child 1' }));
    await waitFor(() => expect(within(children).getByText('No children added yet.')).toBeTruthy());

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Edit' });
    const body = JSON.parse(String(calls('PUT', SAVE_URL)[0]?.[1]?.body)) as Profile;
    expect(body.vehicle).toEqual([{ type: 'Two' }]);
    expect(body.children).toEqual([]);
    expect(within(region('Vehicles')).getByText('Two-wheeler')).toBeInstanceOf(HTMLElement);
  });
});

describe('a record from the navigation state', () => {
  it('shows its card with every filled field and its photo, and Back returns', async () => {
    serve();
    const { router } = renderProfile('/list');
    fireEvent.click(await screen.findByRole('button', { name: 'View Profile' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Profile of Ravi Kumar' }),
    ).toBeInstanceOf(HTMLElement);
    const row = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(row('Designation')?.textContent).toBe('Pramukh');
    expect(row('Phone No.')?.textContent).toBe('9123456780');
    expect(row('Status')?.textContent).toBe('Active');
    expect(row('First Name')?.textContent).toBe('Ravi');
    // Empty fields and bookkeeping are left out; my own profile is not loaded.
    expect(screen.queryByText('City', { selector: 'dt' })).toBeNull();
    expect(screen.queryByText('someone-else')).toBeNull();
    expect(screen.queryByText('ownerId')).toBeNull();
    const photo = screen.getByRole('img', { name: 'Photo of Ravi Kumar' });
    expect(photo.getAttribute('src')).toContain('/api/files/photo-1?token=test-token');
    expect(calls('GET', PROFILE_URL)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/list'));
  });
});

describe('in the app', () => {
  it('is the screen of /dashboard/profile, headed by the route title', async () => {
    serve();
    renderApp('/dashboard/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInstanceOf(
      HTMLElement,
    );
    expect(await screen.findByRole('region', { name: 'Asha Verma' })).toBeInstanceOf(HTMLElement);
    expect(screen.queryByText('This screen is coming soon.')).toBeNull();
  });
});

describe('profile fields as data', () => {
  it('puts every scalar field in exactly one section', () => {
    const placed = PROFILE_SECTIONS.flatMap((s) => s.fields);
    expect([...placed].sort()).toEqual([...PROFILE_FIELDS].sort());
  });

  it('reads each input kind from the schema', () => {
    expect(scalarInput('married')).toEqual({ type: 'select', options: ['Yes', 'No'] });
    expect(scalarInput('dob')).toEqual({ type: 'date' });
    expect(scalarInput('phoneNo')).toEqual({ type: 'text', kind: 'phone' });
    const children = Object.fromEntries(listFields('children').map((f) => [f.name, f.input]));
    expect(children.gender).toEqual({ type: 'select', options: ['male', 'female', 'other'] });
    expect(children.age).toEqual({ type: 'number' });
    const vehicle = Object.fromEntries(listFields('vehicle').map((f) => [f.name, f.input]));
    expect(vehicle.type).toEqual({ type: 'select', options: ['Two', 'Four'] });
  });

  it('has an English and a Hindi label for every field, list and option', async () => {
    // The app loads one language at a time; this reads both.
    await i18n.loadLanguages(['en', 'hi']);
    const keys = [
      ...PROFILE_FIELDS.map((f) => `profile.fields.${f}`),
      ...PROFILE_LIST_NAMES.flatMap((l) => [
        `profile.lists.${l}.title`,
        `profile.lists.${l}.item`,
        `profile.lists.${l}.add`,
        `profile.lists.${l}.empty`,
        ...Object.keys(PROFILE_LISTS[l]).map((f) => `profile.listFields.${f}`),
      ]),
      ...PROFILE_LIST_NAMES.flatMap((l) => listFields(l)).flatMap((f) =>
        f.input.type === 'select'
          ? f.input.options.map((o) => `profile.options.${f.name}.${o}`)
          : [],
      ),
      'profile.options.married.Yes',
      'profile.options.married.No',
    ];
    // getResource does not fall back to English, so a key missing in Hindi fails here.
    for (const lng of ['en', 'hi'])
      for (const key of keys)
        expect(typeof i18n.getResource(lng, 'translation', key), `${lng} ${key}`).toBe('string');
  });
});
