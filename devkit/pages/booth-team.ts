// Page model of the Booth Team Members screen (/dashboard/booth-team), by accessible names
// only. English labels are the spec's wording; Hindi ones come from the app's locale files.
import type { Locator, Page } from 'playwright-core';
import hiList from '../../src/locales/hi/list.json';
import hiTeams from '../../src/locales/hi/teams.json';
import type { Lang } from '../e2e-labels.ts';
import { closeToasts } from '../e2e-pages.ts';

const TEXT = {
  en: {
    title: 'Booth Team Members',
    add: 'Add booth member',
    search: 'Search by name or phone number...',
    showResult: 'Show Result',
    empty: 'No booth members found',
    createHeading: 'Create New Booth Member',
    editHeading: 'Edit Booth Member',
    submit: 'Submit',
    update: 'Update',
    back: 'Back',
    moreDetails: 'More details',
    rowActions: (name: string) => `Actions for ${name}`,
    confirmDelete: 'Are you sure you want to delete this candidate?',
    fields: {
      name: 'Name',
      assembly: 'Assembly',
      designation: 'Designation',
      phone: 'Phone No.',
      district: 'District',
      city: 'City',
    },
    actions: { edit: 'Edit', disable: 'Disable', enable: 'Enable', delete: 'Delete' },
  },
  hi: {
    title: hiTeams.teams.levels.boothTeam.title,
    add: hiTeams.teams.levels.boothTeam.add,
    search: hiTeams.teams.search,
    showResult: hiList.list.showResult,
    empty: hiTeams.teams.levels.boothTeam.empty,
    createHeading: hiTeams.teams.form.create.replace(
      '{{record}}',
      hiTeams.teams.levels.boothTeam.record,
    ),
    editHeading: hiTeams.teams.form.edit.replace(
      '{{record}}',
      hiTeams.teams.levels.boothTeam.record,
    ),
    submit: hiList.list.submit,
    update: hiList.list.update,
    back: hiList.list.back,
    moreDetails: hiTeams.teams.form.moreDetails,
    rowActions: (name: string) => hiList.list.rowActions.replace('{{name}}', name),
    confirmDelete: hiTeams.teams.confirmDelete,
    fields: {
      name: hiTeams.teams.fields.name,
      assembly: hiTeams.teams.fields.assembly,
      designation: hiTeams.teams.fields.designation,
      phone: hiTeams.teams.fields.phone,
      district: hiTeams.teams.fields.district,
      city: hiTeams.teams.fields.city,
    },
    actions: {
      edit: hiTeams.teams.actions.edit,
      disable: hiTeams.teams.actions.disable,
      enable: hiTeams.teams.actions.enable,
      delete: hiTeams.teams.actions.delete,
    },
  },
};

const labelPattern = (label: string) =>
  new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);

export type BoothMemberInput = Record<keyof (typeof TEXT)['en']['fields'], string>;
type Action = keyof (typeof TEXT)['en']['actions'];

export class BoothTeamPage {
  constructor(
    readonly page: Page,
    readonly lang: Lang = 'en',
  ) {}
  private get l() {
    return TEXT[this.lang];
  }

  readonly heading = () => this.page.getByRole('heading', { level: 1, name: this.l.title });
  readonly addButton = () => this.page.getByRole('button', { name: this.l.add, exact: true });
  readonly search = () => this.page.getByPlaceholder(this.l.search);
  readonly showResult = () => this.page.getByLabel(this.l.showResult);
  readonly emptyMessage = () => this.page.getByText(this.l.empty, { exact: true });
  /** The list of members: a table on wide screens, a list of cards below 600 px. */
  readonly table = () =>
    this.page
      .getByRole('table', { name: this.l.title })
      .or(this.page.getByRole('list', { name: this.l.title }));
  /** The table row or phone card showing `name`. */
  readonly row = (name: string): Locator =>
    this.table().locator('tbody tr, li').filter({ hasText: name });
  readonly menuButton = (name: string) =>
    this.page.getByRole('button', { name: this.l.rowActions(name), exact: true });
  readonly menuItem = (action: Action) =>
    this.page.getByRole('menuitem', { name: this.l.actions[action], exact: true });
  /**
   * The input itself: required labels end in a "*", and an open suggestion list is labelled by
   * the same label.
   */
  readonly field = (id: keyof BoothMemberInput) =>
    this.page.getByLabel(labelPattern(this.l.fields[id])).and(this.page.locator('input'));
  readonly submit = () => this.page.getByRole('button', { name: this.l.submit, exact: true });
  readonly update = () => this.page.getByRole('button', { name: this.l.update, exact: true });
  readonly createHeading = () =>
    this.page.getByRole('heading', { level: 1, name: this.l.createHeading });
  readonly editHeading = () =>
    this.page.getByRole('heading', { level: 1, name: this.l.editHeading });
  readonly confirmDialog = () => this.page.getByRole('dialog');

  async goto(): Promise<void> {
    await this.page.goto('/dashboard/booth-team');
    await this.heading().waitFor();
  }

  /** "More details": folded on a phone, holding the optional place fields. */
  readonly moreDetails = () =>
    this.page.getByRole('button', { name: this.l.moreDetails, exact: true });

  async fill(input: Partial<BoothMemberInput>): Promise<void> {
    if ((await this.moreDetails().getAttribute('aria-expanded')) === 'false')
      await this.moreDetails().click();
    for (const [id, value] of Object.entries(input) as [keyof BoothMemberInput, string][]) {
      await this.field(id).fill(value);
    }
  }

  /** Add → fill → Submit, and wait for the list with the new row. */
  async add(input: BoothMemberInput): Promise<void> {
    // The last add's toast may still cover the Add button.
    await closeToasts(this.page);
    await this.addButton().click();
    await this.createHeading().waitFor();
    await this.fill(input);
    // Close any suggestion list so it cannot cover the button.
    await this.page.keyboard.press('Escape');
    await this.submit().click();
    await this.row(input.name).waitFor();
  }

  async chooseAction(name: string, action: Action): Promise<void> {
    await this.menuButton(name).click();
    await this.menuItem(action).click();
  }

  /** Edit → change fields → Update, and wait for the list. */
  async edit(name: string, changes: Partial<BoothMemberInput>): Promise<void> {
    await this.chooseAction(name, 'edit');
    await this.editHeading().waitFor();
    await this.fill(changes);
    await this.page.keyboard.press('Escape');
    await this.update().click();
    await this.heading().waitFor();
  }

  async delete(name: string): Promise<void> {
    await this.chooseAction(name, 'delete');
    await this.confirmDialog().getByText(this.l.confirmDelete).waitFor();
    await this.confirmDialog().getByRole('button', { name: this.l.actions.delete }).click();
    await this.row(name).waitFor({ state: 'detached' });
  }
}
