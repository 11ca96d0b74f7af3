// Setting up an organisation in the E2E suites and screen scripts as a person would: areas
// added through the Areas screen's form, accounts through the Accounts form, and an account
// placed in an area by the admin.
import type { Page } from 'playwright-core';
import { apiJson } from './e2e-users.ts';
import type { TestUser } from './e2e-users.ts';

/** English labels of the Areas form's fields, with the values to type. */
export type AreaFormFields = { 'Name (English)': string } & Record<string, string>;

/**
 * Add an area at the top of the Areas screen (`below` null) or below the named one; with
 * `inside` ("Block › Mandal", as the picker names it) the form's Inside picker is changed to it.
 * `moves`: the lines the form must show before a booth takes parts another booth lists ("5
 * voters of part 121 move from … to this booth"), confirmed with "Move them".
 */
export async function addArea(
  page: Page,
  below: string | null,
  fields: AreaFormFields,
  inside?: string,
  moves?: readonly RegExp[],
) {
  if (below === null) await page.getByRole('button', { name: 'Add area' }).click();
  else {
    await page.getByRole('button', { name: `Actions for ${below}` }).click();
    await page.getByRole('menuitem', { name: 'Add area below' }).click();
  }
  if (inside !== undefined) await chooseArea(page, 'Inside', inside);
  for (const [label, value] of Object.entries(fields))
    await page.getByLabel(label, { exact: false }).first().fill(value);
  await page.getByRole('button', { name: 'Submit' }).click();
  if (moves) {
    const dialog = page.getByRole('dialog', { name: 'Move these parts to this booth?' });
    for (const line of moves)
      await dialog.getByRole('listitem').filter({ hasText: line }).waitFor();
    await dialog.getByRole('button', { name: 'Move them' }).click();
  }
  await page.getByRole('heading', { level: 1, name: 'Areas' }).waitFor();
  await page.getByRole('cell', { name: fields['Name (English)'] }).first().waitFor();
}

/**
 * Choose `area` ("Block › Mandal › Booth", as its picker names it) in the searchable area
 * picker labelled `label`: type the area's own name, then take the option with that chain.
 */
export async function chooseArea(page: Page, label: string, area: string) {
  const names = area.split(' › ');
  const own = names.pop()!;
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await page.getByRole('combobox', { name: label }).fill(own);
  const name = new RegExp(`^${escape(own)}\\s*${escape(names.join(' › '))}$`);
  await page.getByRole('option', { name }).click();
}

/** The admin places `who` at `scope` (as an admin would in Accounts). */
export async function placeAccount(base: string, admin: TestUser, who: TestUser, scope: string) {
  const { token } = await apiJson<{ token: string }>(base, '/booth/login-booth-user', {
    method: 'POST',
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  const query = `/users?email=${encodeURIComponent(who.email)}`;
  const { users } = await apiJson<{ users: { id: string }[] }>(base, query, { token });
  await apiJson(base, `/users/${users[0]!.id}/scope`, {
    method: 'PUT',
    token,
    body: JSON.stringify({ scope }),
  });
}

/**
 * Fill and submit the Accounts screen's Add Account form for `who` in the area whose picker
 * label is `area` ("Block › Mandal › Booth"); the caller waits for what should follow.
 */
export async function addAccount(page: Page, who: TestUser, area: string, phone: string) {
  await page.goto('/dashboard/users').catch(() => undefined); // offline: the app shell serves it
  await page.getByRole('heading', { level: 1, name: 'Accounts' }).waitFor();
  await page.getByRole('button', { name: 'Add Account' }).click();
  const [first, last] = who.name.split(' ');
  await page.getByLabel('First Name').fill(first!);
  await page.getByLabel('Last Name').fill(last!);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Phone').fill(phone);
  await chooseArea(page, 'Area', area);
  await page.getByLabel('Password', { exact: false }).first().fill(who.password);
  await page.getByRole('button', { name: 'Submit' }).click();
}

/**
 * Open "Add many below" on the row of `below` (or the screen's "Add many" button when null)
 * and paste `list` into it; the caller checks the preview and adds.
 */
export async function pasteAreaList(page: Page, below: string | null, list: string) {
  if (below === null) await page.getByRole('button', { name: 'Add many', exact: true }).click();
  else {
    await page.getByRole('button', { name: `Actions for ${below}` }).click();
    await page.getByRole('menuitem', { name: 'Add many below' }).click();
  }
  const dialog = page.getByRole('dialog', { name: 'Add many' });
  await dialog.getByRole('textbox', { name: 'One per line' }).fill(list);
  return dialog;
}

/**
 * From the booth's row in Areas, create a booth worker's account for `who` (the password the
 * form made is kept unless `password` is given); returns the dialog showing what to hand over
 * and the password it shows.
 */
export async function addBoothWorker(page: Page, booth: string, who: TestUser, password?: string) {
  await page.getByRole('button', { name: `Actions for ${booth}` }).click();
  await page.getByRole('menuitem', { name: 'Add booth worker' }).click();
  const dialog = page.getByRole('dialog', { name: `Booth worker for ${booth}` });
  await dialog.getByLabel('Full name').fill(who.name);
  await dialog.getByLabel('E-mail (to sign in)').fill(who.email);
  const field = dialog.getByLabel('Password');
  if (password !== undefined) await field.fill(password);
  const shown = await field.inputValue();
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await dialog.getByText(`${who.name} can now sign in`).waitFor();
  return { dialog, password: shown };
}
