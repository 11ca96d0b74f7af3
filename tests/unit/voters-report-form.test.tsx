// The voter form of every report definition (the specification's validation rules "All voter forms"): an empty Submit shows
// "Required" under each required field of that definition, the selects hold exactly the
// spec's options after "Please Select", and a filled form stores numbers as numbers.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../src/db/instance.ts';
import { DEFAULT_OPTION_LISTS } from '../../src/domain/settings.ts';
import type { VoterFieldDef } from '../../src/domain/voter-fields.ts';
import { VOTER_FIELDS, optionValues } from '../../src/domain/voter-fields.ts';
import { subsetFormDefaults } from '../../src/domain/voter-filters.ts';
import { VOTER_REPORTS } from '../../src/domain/voter-reports.ts';
import { requiredVoterFields, voterFormFields } from '../../src/domain/voter-schema.ts';
import { VoterReportScreen } from '../../src/features/voters/report/index.ts';
import {
  EN,
  mutations,
  renderScreen,
  resetVoters,
  rowAction,
  seedVoter,
  type,
  voter,
} from '../utils/unit/voters-test-utils.tsx';

beforeEach(resetVoters);
afterEach(resetVoters);

const label = (id: keyof typeof VOTER_FIELDS) => EN.fields[id];

/** A field's input or select (caste's suggestion list is labelled by the field too). */
const control = (id: keyof typeof VOTER_FIELDS) =>
  screen.getByLabelText(new RegExp(`^${label(id)}( \\*)?$`), { selector: 'input, select' });

/** A valid typed value per field kind (selects: their first option). */
function sample(id: keyof typeof VOTER_FIELDS): string {
  const def: VoterFieldDef = VOTER_FIELDS[id];
  if (def.options) return optionValues(def.options)[0]!;
  if (def.list && def.kind === 'select') return DEFAULT_OPTION_LISTS[def.list][0]!.value;
  switch (def.kind) {
    case 'number':
      return '7';
    case 'phone':
      return '9876543210';
    case 'date':
      return '1990-05-09';
    default:
      return `Sample ${id}`;
  }
}

function fill(id: keyof typeof VOTER_FIELDS, value: string) {
  const def: VoterFieldDef = VOTER_FIELDS[id];
  if (def.kind === 'select')
    fireEvent.change(control(id), {
      target: { value },
    });
  else type(label(id), value);
}

describe.each(VOTER_REPORTS)('voter form of $id', (def) => {
  const text = EN.reports[def.id as keyof typeof EN.reports] as { title: string; add?: string };
  // A new voter starts with its report's subset filled in (Married Women: Female, husband).
  const prefilled = def.addKey ? subsetFormDefaults(def.filters) : {};
  const required = requiredVoterFields(def).filter((id) => !(id in prefilled));

  /** Add when the definition has it; else Edit of an empty voter from the row menu. */
  async function openForm(): Promise<'create' | 'edit'> {
    if (def.addKey) {
      renderScreen(<VoterReportScreen def={def} />);
      fireEvent.click(await screen.findByRole('button', { name: text.add }));
      await screen.findByRole('heading', { level: 1, name: 'Create New Voter' });
      return 'create';
    }
    await seedVoter({ firstName: 'Empty' });
    renderScreen(<VoterReportScreen def={def} />);
    await rowAction('Empty', 'Edit');
    await screen.findByRole('heading', { level: 1, name: 'Edit Voter' });
    return 'edit';
  }

  if (!def.addKey && !def.action) {
    it('has neither an Add button nor a row menu (no way into a form)', async () => {
      await seedVoter({ firstName: 'Asha', address: 'House 1' });
      renderScreen(<VoterReportScreen def={def} />);
      await screen.findByRole('heading', { level: 1, name: text.title });
      await screen.findByText('Asha');
      expect(screen.queryByRole('button', { name: /^Add|^New/ })).toBeNull();
      expect(screen.queryByRole('button', { name: /^Actions for/ })).toBeNull();
    });
    return;
  }

  it(`shows "Required" under each of its ${required.length} required fields left blank`, async () => {
    const mode = await openForm();
    // The edit form starts with the first name filled; clear it so every field is empty.
    if (mode === 'edit') type(label('firstName'), '');
    fireEvent.click(screen.getByRole('button', { name: mode === 'create' ? 'Submit' : 'Update' }));
    await waitFor(() =>
      expect(screen.getAllByText('Required', { exact: true })).toHaveLength(required.length),
    );
    for (const id of required) {
      const field = control(id);
      expect(field.getAttribute('aria-invalid'), id).toBe('true');
    }
    for (const id of voterFormFields(def).filter((f) => !required.includes(f)))
      expect(control(id).getAttribute('aria-invalid'), id).not.toBe('true');
    expect(await mutations()).toHaveLength(mode === 'create' ? 0 : 1);
  });

  it('offers exactly the spec options in each select, after "Please Select"', async () => {
    await openForm();
    for (const id of voterFormFields(def)) {
      const field: VoterFieldDef = VOTER_FIELDS[id];
      if (field.kind !== 'select') continue;
      const select = control(id);
      const values = within(select)
        .getAllByRole('option')
        .map((o) => (o as HTMLOptionElement).value);
      // The admin's lists: as seeded, until the admin edits them (settings).
      const offered = field.options
        ? optionValues(field.options)
        : DEFAULT_OPTION_LISTS[field.list!].map((o) => o.value);
      expect(values).toEqual(['', ...offered]);
    }
  });

  it('saves a filled form, numbers as numbers, through the outbox', async () => {
    const mode = await openForm();
    for (const id of voterFormFields(def)) fill(id, sample(id));
    fireEvent.click(screen.getByRole('button', { name: mode === 'create' ? 'Submit' : 'Update' }));
    await screen.findByRole('heading', { level: 1, name: text.title });
    const [record] = await db.voters.toArray();
    for (const id of voterFormFields(def)) {
      const expected = VOTER_FIELDS[id].kind === 'number' ? 7 : sample(id);
      expect(record?.[id], id).toBe(expected);
    }
    const last = (await mutations()).at(-1);
    expect(last?.op).toBe(mode === 'create' ? 'put' : 'patch');
    expect(last?.fields.age).toBe(7);
  });
});

describe("the roll's fields on the voter form", () => {
  const def = VOTER_REPORTS.find((r) => r.addKey && r.action && !r.extraFields.length)!;
  const text = EN.reports[def.id as keyof typeof EN.reports] as { title: string; add?: string };
  const base = {
    firstName: 'Asha',
    lastName: 'Verma',
    relation: 'Ram Verma',
    age: '40',
    phone: '9876543210',
    voterId: 'NLD1234567',
    partNumber: '12',
    address: 'House 4',
  } as const;

  it('shows relation type, serial and section, none required: a hand-typed voter saves without them', async () => {
    renderScreen(<VoterReportScreen def={def} />);
    fireEvent.click(await screen.findByRole('button', { name: text.add }));
    await screen.findByRole('heading', { level: 1, name: 'Create New Voter' });
    for (const id of ['relationType', 'serialNumber', 'sectionNumber', 'sectionName'] as const)
      expect(screen.getByLabelText(label(id)).getAttribute('aria-required'), id).not.toBe('true');
    const relationType = screen.getByLabelText(label('relationType'));
    expect(
      within(relationType)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Please Select', 'Father', 'Husband', 'Mother', 'Other']);
    for (const [id, value] of Object.entries(base)) type(label(id as keyof typeof base), value);
    fill('gender', 'Female');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('heading', { level: 1, name: text.title });
    const [record] = await db.voters.toArray();
    expect(record).toMatchObject({ firstName: 'Asha', partNumber: 12 });
    for (const id of ['relationType', 'serialNumber', 'sectionNumber', 'sectionName'])
      expect(record, id).not.toHaveProperty(id);
  });

  it('a serial is a whole number from 1; clearing it on Edit stores "no serial"', async () => {
    await seedVoter(voter(1, { firstName: 'Asha', serialNumber: 45, relationType: 'husband' }));
    await db.outbox.clear();
    renderScreen(<VoterReportScreen def={def} />);
    await rowAction('Asha 1', 'Edit');
    await screen.findByRole('heading', { level: 1, name: 'Edit Voter' });
    const serial = screen.getByLabelText(label('serialNumber')) as HTMLInputElement;
    expect(serial.value).toBe('45');
    expect((screen.getByLabelText(label('relationType')) as HTMLSelectElement).value).toBe(
      'husband',
    );
    type(label('serialNumber'), '0');
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(serial.getAttribute('aria-invalid')).toBe('true'));
    expect(await mutations()).toHaveLength(0);
    type(label('serialNumber'), '');
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await screen.findByRole('heading', { level: 1, name: text.title });
    const [record] = await db.voters.toArray();
    expect(record?.serialNumber).toBeNull();
    expect((await mutations()).map((m) => [m.op, m.fields])).toEqual([
      ['patch', { serialNumber: null }],
    ]);
  });
});
