// My Profile (/dashboard/profile) in Chromium against the real server: "Loading profile..."
// then the signed-in user's card and read-only sections, the e-mail shown but never editable;
// Edit → Save of a text, a date and a vehicle row (a number and a select; Add waits for the
// empty row) reaching the server and surviving a reload; Cancel discarding an edit; an
// offline Save shown at once, queued, and replayed as PUT /api/booth/edit-booth-user/:id when
// the network returns; and the screen in Hindi on a 360 px phone with no sideways scroll.
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page, ViewportSize } from 'playwright-core';
import hiNav from '../../src/locales/hi/nav.json';
import hiProfile from '../../src/locales/hi/profile.json';
import { DESKTOP, PHONE, newAppContext } from '../../devkit/e2e-browser.ts';
import type { Lang } from '../../devkit/e2e-labels.ts';
import { SignInPage, signInViaUi } from '../../devkit/e2e-pages.ts';
import { noBrowser, useE2eEnv } from '../utils/e2e-setup.ts';
import { waitForServiceWorkerControl } from '../utils/e2e-sw.ts';
import { createAccount, newUser } from '../../devkit/e2e-users.ts';

const hi = hiProfile.profile;
/** English is the spec's wording; Hindi comes from the app's own locale file. */
const EN = {
  title: 'Profile',
  loading: 'Loading profile...',
  edit: 'Edit',
  save: 'Save',
  saved: 'Your profile was saved',
  basic: 'Basic details',
  family: 'Family',
  dates: 'Dates',
  vehicles: 'Vehicles',
  phone: 'Phone No.',
  email: 'Email',
  father: "Father's Name",
  mother: "Mother's Name",
  dob: 'Date of Birth',
  addVehicle: 'Add vehicle',
  vehicle1: 'Vehicle 1',
  vehicleType: 'Vehicle type',
};
const TEXT: Record<Lang, typeof EN> = {
  en: EN,
  hi: {
    title: hiNav.nav.pages.profile,
    loading: hi.loading,
    edit: hi.edit,
    save: hi.save,
    saved: hi.saved,
    basic: hi.sections.basic,
    family: hi.sections.family,
    dates: hi.sections.dates,
    vehicles: hi.lists.vehicle.title,
    phone: hi.fields.phoneNo,
    email: hi.fields.email,
    father: hi.fields.father,
    mother: hi.fields.mother,
    dob: hi.fields.dob,
    addVehicle: hi.lists.vehicle.add,
    vehicle1: hi.lists.vehicle.item.replace('{{n}}', '1'),
    vehicleType: hi.listFields.type,
  },
};

const WAITING =
  'Your latest changes are kept on this phone and will be saved when the network returns.';
const exactly = (s: string) => new RegExp(`^${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

type Section = 'basic' | 'family' | 'dates' | 'vehicles';
type Field = 'phone' | 'email' | 'father' | 'mother' | 'dob';

/** The profile screen by accessible names: sections are regions, values a <dl> per section. */
class ProfilePage {
  constructor(
    readonly page: Page,
    readonly lang: Lang = 'en',
  ) {}
  get t() {
    return TEXT[this.lang];
  }
  readonly heading = () =>
    this.page.getByRole('heading', { level: 1, name: this.t.title, exact: true });
  readonly button = (name: string) => this.page.getByRole('button', { name, exact: true });
  readonly section = (s: Section) =>
    this.page.getByRole('region', { name: this.t[s], exact: true });
  /** Named after the person; above the sections on a phone, beside them on a desktop. */
  readonly sideCard = (name: string) => this.page.getByRole('region', { name, exact: true });
  readonly input = (s: Section, f: Field) => this.section(s).getByLabel(this.t[f], { exact: true });
  /** The value shown beside a label in view mode ("-" when empty). */
  readonly shown = (s: Section, f: Field) =>
    this.section(s)
      .getByRole('term')
      .filter({ hasText: exactly(this.t[f]) })
      .locator('xpath=following-sibling::dd[1]');

  async goto(): Promise<void> {
    await this.page.goto('/dashboard/profile');
    await this.button(this.t.edit).waitFor();
  }
  /** First visit (nothing cached): the answer is held until "Loading profile..." is seen. */
  async gotoSeeingLoad(): Promise<void> {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await this.page.route('**/api/booth/my-profile', (route) => held.then(() => route.continue()));
    await this.page.goto('/dashboard/profile');
    await this.heading().waitFor();
    await this.page.getByRole('status').getByText(this.t.loading, { exact: true }).waitFor();
    release();
    await this.button(this.t.edit).waitFor();
    await this.page.unrouteAll();
  }
  async edit(): Promise<void> {
    await this.button(this.t.edit).click();
    await this.button(this.t.save).waitFor();
  }
  async save(): Promise<void> {
    await this.button(this.t.save).click();
    await this.button(this.t.edit).waitFor();
  }
  async expectShown(s: Section, f: Field, value: string | RegExp): Promise<void> {
    const match = typeof value === 'string' ? exactly(value) : value;
    await expect.poll(() => this.shown(s, f).textContent()).toMatch(match);
  }
}

/** The profile as the server holds it, read with the page's own sign-in token. */
async function serverProfile(base: string, page: Page): Promise<Record<string, unknown>> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await fetch(`${base}/api/booth/my-profile`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { user: Record<string, unknown> }).user;
}

/** Every PUT of a profile save the context sends (page or service worker). */
/**
 * The profile PUTs the server answered. An attempt that failed on the way (the network just back,
 * or the app's own timeout on a busy machine) is retried with the same idempotency key and
 * applied once; it is not a second save, so only answered requests count.
 */
function recordSaves(context: BrowserContext): string[] {
  const saves: string[] = [];
  context.on('requestfinished', (r) => {
    if (r.method() === 'PUT' && /\/api\/booth\/edit-booth-user\//.test(r.url()))
      saves.push(new URL(r.url()).pathname);
  });
  return saves;
}

describe.skipIf(noBrowser)('my profile', () => {
  const env = useE2eEnv();

  async function openAs(name: string, lang: Lang = 'en', viewport: ViewportSize = DESKTOP) {
    const user = newUser(name);
    await createAccount(env.server.url, user);
    const context = await newAppContext(env.browser, env.server.url, { viewport });
    const page = await context.newPage();
    if (lang !== 'en') {
      // As a person would: the selector on the sign-in page, remembered from then on.
      const signIn = new SignInPage(page);
      await signIn.goto();
      await signIn.chooseLanguage(lang);
    }
    await signInViaUi(page, user, lang);
    return { user, context, page, profile: new ProfilePage(page, lang) };
  }

  it('loads, then shows the card and sections; the e-mail is never editable', async () => {
    const { user, context, page, profile } = await openAs('Asha Verma');
    await profile.gotoSeeingLoad();
    const card = profile.sideCard(user.name);
    await card.getByText(user.name, { exact: true }).waitFor();
    await card.getByText(user.email, { exact: true }).waitFor();
    await profile.expectShown('basic', 'email', user.email);
    await profile.expectShown('family', 'father', '-');
    expect(await page.getByText(TEXT.en.loading).count()).toBe(0);
    // View mode has no inputs at all; edit mode shows the e-mail in a disabled one.
    expect(await page.getByLabel(TEXT.en.email, { exact: true }).count()).toBe(0);

    await profile.edit();
    const email = profile.input('basic', 'email');
    expect(await email.inputValue()).toBe(user.email);
    expect(await email.isDisabled()).toBe(true);
    expect(await email.isEditable()).toBe(false);
    await context.close();
  });

  it('Save reaches the server and survives a reload; Add waits for a filled row', async () => {
    const { user, context, page, profile } = await openAs('Meena Gupta');
    const saves = recordSaves(context);
    await profile.goto();
    await profile.edit();
    await profile.input('basic', 'phone').fill('9876500011');
    await profile.input('family', 'father').fill('Ram Gupta');
    await profile.input('dates', 'dob').fill('1990-03-12');
    const vehicles = profile.section('vehicles');
    const add = vehicles.getByRole('button', { name: TEXT.en.addVehicle, exact: true });
    await add.click();
    const row = vehicles.getByRole('group', { name: TEXT.en.vehicle1, exact: true });
    await row.waitFor();
    expect(await add.isDisabled()).toBe(true);
    await row.getByLabel(TEXT.en.vehicleType, { exact: true }).selectOption('Four');
    await row.getByLabel('Number', { exact: true }).fill('2');
    await expect.poll(() => add.isEnabled()).toBe(true);
    await profile.save();
    await page.getByText(TEXT.en.saved).first().waitFor();

    const expectSaved = async () => {
      await profile.expectShown('basic', 'phone', '9876500011');
      await profile.expectShown('family', 'father', 'Ram Gupta');
      await profile.expectShown('dates', 'dob', /^12.Mar.1990$/);
      await vehicles.getByText('Four-wheeler', { exact: true }).waitFor();
      await vehicles.getByText('2', { exact: true }).waitFor();
    };
    await expectSaved();
    await page.reload();
    await profile.button(TEXT.en.edit).waitFor();
    await expectSaved();
    expect(saves).toHaveLength(1);
    expect(await serverProfile(env.server.url, page)).toMatchObject({
      firstName: 'Meena',
      email: user.email,
      phoneNo: '9876500011',
      father: 'Ram Gupta',
      dob: '1990-03-12',
      vehicle: [{ type: 'Four', count: 2 }],
    });
    await context.close();
  });

  it('Cancel puts the old values back and saves nothing', async () => {
    const { context, page, profile } = await openAs('Nirmala Das');
    const saves = recordSaves(context);
    await profile.goto();
    await profile.edit();
    await profile.input('basic', 'phone').fill('9000000009');
    await profile.input('family', 'mother').fill('Nobody Else');
    await profile.button('Cancel').click();
    await profile.button(TEXT.en.edit).waitFor();
    expect(await profile.button(TEXT.en.save).count()).toBe(0);
    await profile.expectShown('basic', 'phone', '-');
    await profile.expectShown('family', 'mother', '-');
    await profile.edit();
    expect(await profile.input('family', 'mother').inputValue()).toBe('');
    expect(saves).toEqual([]);
    expect(await serverProfile(env.server.url, page)).toMatchObject({ mother: '', phoneNo: '' });
    await context.close();
  });

  it('offline: Save shows the change; the PUT goes out once the network is back', async () => {
    const { context, page, profile } = await openAs('Savita Rao');
    await waitForServiceWorkerControl(page);
    const saves = recordSaves(context);
    await profile.goto();

    await context.setOffline(true);
    await profile.edit();
    await profile.input('family', 'mother').fill('Sita Rao');
    await profile.save();
    await profile.expectShown('family', 'mother', 'Sita Rao');
    await page.getByRole('status').getByText(WAITING, { exact: true }).waitFor();
    expect(saves).toEqual([]);
    expect(await serverProfile(env.server.url, page)).toMatchObject({ mother: '' });

    await context.setOffline(false);
    await expect.poll(() => saves.length, { timeout: 30_000 }).toBe(1);
    const id = (await serverProfile(env.server.url, page)).booth_id as string;
    expect(saves).toEqual([`/api/booth/edit-booth-user/${encodeURIComponent(id)}`]);
    await expect
      .poll(async () => (await serverProfile(env.server.url, page)).mother, { timeout: 30_000 })
      .toBe('Sita Rao');
    await page.reload();
    await profile.button(TEXT.en.edit).waitFor();
    await profile.expectShown('family', 'mother', 'Sita Rao');
    expect(await page.getByText(WAITING).count()).toBe(0);
    await context.close();
  });

  it('works in Hindi on a 360 px phone with no sideways scroll', async () => {
    const { user, context, page, profile } = await openAs('Kavita Singh', 'hi', PHONE);
    const t = TEXT.hi;
    const noOverflow = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
    await profile.gotoSeeingLoad();
    await profile.expectShown('basic', 'email', user.email);
    await profile.section('vehicles').getByText(hi.lists.vehicle.empty).waitFor();
    await noOverflow();

    await profile.edit();
    await profile.input('basic', 'phone').fill('9811100005');
    await profile.input('dates', 'dob').fill('1985-11-02');
    await profile.section('vehicles').getByRole('button', { name: t.addVehicle }).click();
    const row = profile.section('vehicles').getByRole('group', { name: t.vehicle1 });
    await row.getByLabel(t.vehicleType, { exact: true }).selectOption('Two');
    await noOverflow();
    await profile.save();
    await page.getByText(t.saved).first().waitFor();
    await profile.expectShown('basic', 'phone', '9811100005');
    await profile.expectShown('dates', 'dob', /1985/);
    await profile.section('vehicles').getByText(hi.options.type.Two, { exact: true }).waitFor();
    await noOverflow();
    await context.close();
  });
});
