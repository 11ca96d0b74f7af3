// Page model of a voter report screen (any /dashboard/district/report1/* path, Voter List…),
// by accessible names only. English is the spec's wording; Hindi comes from the locale files.
import type { Locator, Page } from 'playwright-core';
import hiList from '../../src/locales/hi/list.json';
import hiVoters from '../../src/locales/hi/voters.json';
import enList from '../../src/locales/en/list.json';
import enVoters from '../../src/locales/en/voters.json';
import type { Lang } from '../e2e-labels.ts';

const FILES = { en: { ...enList, ...enVoters }, hi: { ...hiList, ...hiVoters } };

export type VoterInput = Partial<Record<keyof typeof enVoters.voters.fields, string>>;

export class VoterReportPage {
  readonly t: (typeof FILES)['en'];

  constructor(
    readonly page: Page,
    readonly lang: Lang = 'en',
  ) {
    this.t = FILES[lang];
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(`/dashboard/${path}`);
    await this.page.getByRole('heading', { level: 1 }).waitFor();
  }

  /** "1–10 of 40" under the table. */
  range(from: number, to: number, total: number): Locator {
    const text = this.t.list.range
      .replace('{{from}}', String(from))
      .replace('{{to}}', String(to))
      .replace('{{total}}', String(total));
    return this.page.getByText(text, { exact: true });
  }

  /** The total of the range line ("1–10 of 41" → 41), once the list has loaded. */
  async total(): Promise<number> {
    const source = this.t.list.range
      .replace('{{from}}', '\\d+')
      .replace('{{to}}', '\\d+')
      .replace('{{total}}', '(\\d+)');
    const pattern = new RegExp(`^${source}$`);
    const line = this.page.getByText(pattern);
    await line.waitFor({ timeout: 30_000 });
    return Number(pattern.exec((await line.textContent()) ?? '')?.[1]);
  }

  emptyMessage(): Locator {
    return this.page.getByText(this.t.list.empty, { exact: true });
  }

  filter(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  search(): Locator {
    return this.page.getByRole('searchbox', { name: this.t.list.search });
  }

  /** A row (table) or card (phone) holding the text. */
  row(text: string): Locator {
    return this.page.locator('tbody tr, [role="listitem"]').filter({ hasText: text });
  }

  async chooseAction(name: string, action: 'viewProfile' | 'edit' | 'delete'): Promise<void> {
    const label = this.t.list.rowActions.replace('{{name}}', name);
    await this.page.getByRole('button', { name: label, exact: true }).first().click();
    await this.page
      .getByRole('menuitem', { name: this.t.voters.screen[action], exact: true })
      .click();
  }

  /** Fills the open form; selects take their stored value. */
  async fill(values: VoterInput): Promise<void> {
    for (const [id, value] of Object.entries(values)) {
      const label = this.t.voters.fields[id as keyof VoterInput];
      const field = this.page.getByLabel(new RegExp(`^${label}( \\*)?$`));
      if ((await field.evaluate((el) => el.tagName)) === 'SELECT')
        await field.selectOption(value ?? '');
      else await field.fill(value ?? '');
    }
  }

  async submit(editing = false): Promise<void> {
    await this.page
      .getByRole('button', { name: editing ? this.t.list.update : this.t.list.submit, exact: true })
      .click();
  }

  async confirmDelete(): Promise<void> {
    const dialog = this.page.getByRole('dialog');
    await dialog.getByText(this.t.voters.screen.confirmDelete).waitFor();
    await dialog.getByRole('button', { name: this.t.voters.screen.delete, exact: true }).click();
  }
}
