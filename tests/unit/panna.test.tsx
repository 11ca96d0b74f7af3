// Panna assignment: the current assignment of each panna is its latest entry (reassigning
// keeps the history, ending removes it), ranges may not overlap in a part or pass its last
// serial, a panna's voters are those whose roll serial is in its range (never a voter without
// a serial), and Door to Door shows "My voters" — the panna of the karyakarta with my e-mail —
// household by household.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRecord } from '../../src/db/commands.ts';
import { db } from '../../src/db/instance.ts';
import { currentPannas, overlappingPanna } from '../../src/domain/field-work.ts';
import { pannaVoterIds } from '../../src/roll/panna-lists.ts';
import { PannaScreen } from '../../src/features/panna/panna-screen.tsx';
import { listOrderSettled } from '../../src/roll/list-order.ts';
import { WalkScreen } from '../../src/features/walk/walk-screen.tsx';
import { i18n } from '../../src/i18n.ts';
import { boothWorker, renderScreen, signIn } from '../utils/screen-test.tsx';
import { leftDuringVoterWrites } from '../utils/unit/voter-writes.ts';

const { me: ME, writer } = boothWorker('d1', 'Ravi Kumar');

const entry = (
  id: string,
  pannaId: string,
  assignedAt: string,
  extra: Partial<{
    memberName: string;
    ended: boolean;
    partNumber: number;
    fromSerial: number;
    toSerial: number;
  }> = {},
) => ({
  id,
  pannaId,
  partNumber: 12,
  fromSerial: 1,
  toSerial: 10,
  memberId: 'm',
  memberName: 'Ravi',
  assignedAt,
  by: 'x',
  ...extra,
});

describe('panna rules', () => {
  it('takes each panna’s latest entry, drops ended ones, and finds overlaps in a part', () => {
    const entries = [
      entry('a', 'p1', '2026-11-01T10:00:00Z'),
      entry('b', 'p1', '2026-11-02T10:00:00Z', { memberName: 'Sita' }),
      entry('c', 'p2', '2026-11-01T10:00:00Z', { fromSerial: 11, toSerial: 20 }),
      entry('d', 'p2', '2026-11-03T10:00:00Z', { fromSerial: 11, toSerial: 20, ended: true }),
      entry('e', 'p3', '2026-11-01T10:00:00Z', { partNumber: 13 }),
    ];
    const active = currentPannas(entries);
    expect(active.map((p) => [p.pannaId, p.memberName])).toEqual([
      ['p1', 'Sita'],
      ['p3', 'Ravi'],
    ]);
    expect(overlappingPanna(active, 12, 10, 15)?.pannaId).toBe('p1');
    expect(overlappingPanna(active, 12, 11, 15)).toBeUndefined(); // p2 ended
    expect(overlappingPanna(active, 12, 5, 8, 'p1')).toBeUndefined(); // itself
    expect(overlappingPanna(active, 14, 1, 100)).toBeUndefined();
  });
});

describe('panna screens', () => {
  const ids = new Map<string, string>();
  beforeAll(async () => {
    await Promise.all([
      db.voters.clear(),
      db.members.clear(),
      db.pannas.clear(),
      db.outbox.clear(),
    ]);
    signIn(ME);
    // Part 12: five voters with serials in three houses, written out of serial order (so
    // record ids disagree with the roll), and one typed in without a serial in a fourth.
    const voters = [
      ['Esha', 'H.No. 3', 5],
      ['Chandu', 'H.No. 2', 3],
      ['Farid', 'H.No. 9', undefined],
      ['Amit', 'H.No. 1', 1],
      ['Deepa', 'H.No. 3', 4],
      ['Bina', 'H.No. 1', 2],
    ] as const;
    for (const [firstName, address, serialNumber] of voters)
      ids.set(
        firstName,
        await createRecord(db, writer, 'voters', {
          firstName,
          partNumber: 12,
          address,
          ...(serialNumber ? { serialNumber } : {}),
        }),
      );
    await createRecord(db, writer, 'members', {
      level: 'karyakarta',
      status: 'active',
      firstName: 'Ravi',
      lastName: 'Kumar',
      email: 'Ravi@Example.com',
    });
    await createRecord(db, writer, 'members', {
      level: 'karyakarta',
      status: 'active',
      firstName: 'Sita',
      lastName: 'Devi',
    });
    await listOrderSettled(db);
  });
  beforeEach(async () => {
    cleanup();
    await i18n.changeLanguage('en');
  });
  afterAll(async () => {
    cleanup();
    await Promise.all([
      db.voters.clear(),
      db.members.clear(),
      db.pannas.clear(),
      db.outbox.clear(),
    ]);
  });

  it('maps serials to the voters with those roll serials, in serial order', async () => {
    const order = await listOrderSettled(db);
    const named = (...names: string[]) => names.map((n) => ids.get(n));
    expect(pannaVoterIds(order, 12, 2, 3)).toEqual(named('Bina', 'Chandu'));
    // Farid has no serial: no range covers him.
    expect(pannaVoterIds(order, 12, 4, 99)).toEqual(named('Deepa', 'Esha'));
    expect(pannaVoterIds(order, 12, 1, 99)).toHaveLength(5);
    expect(pannaVoterIds(order, 13, 1, 5)).toEqual([]);
  });

  it('assigns, refuses overlaps and ranges past the part, reassigns with history, and ends', async () => {
    renderScreen(<PannaScreen />);
    await screen.findByText('No pannas assigned yet.');
    const assign = async (from: string, to: string, member: string) => {
      fireEvent.click(await screen.findByRole('button', { name: 'Assign panna' }));
      const form = await screen.findByRole('form', { name: 'Assign panna' });
      fireEvent.change(within(form).getByLabelText(/^From serial/), { target: { value: from } });
      fireEvent.change(within(form).getByLabelText(/^To serial/), { target: { value: to } });
      const select = within(form).getByLabelText(/^Karyakarta/) as HTMLSelectElement;
      const option = [...select.options].find((o) => o.text === member)!;
      fireEvent.change(select, { target: { value: option.value } });
      fireEvent.click(within(form).getByRole('button', { name: 'Assign' }));
      return form;
    };
    await assign('1', '3', 'Ravi Kumar');
    await screen.findByText('Part 12 · serials 1–3');
    // The count follows once the list order is read (never a wrong "0 voters" before it).
    expect(await screen.findByText('3 voters · 0 contacted')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByText(/^0 voters/)).toBeNull();

    // The form says which serials the part has, and who no panna covers.
    const form = await assign('4', '9', 'Sita Devi');
    expect(
      within(form).getByText(
        'Part 12 has serials 1–5 on this phone. 1 voter without a serial number is in no panna.',
      ),
    ).toBeInstanceOf(HTMLElement);
    // Past the part's last serial, then overlapping Ravi's panna: messages by the fields.
    expect(await within(form).findByText("Part 12's serials end at 5")).toBeInstanceOf(HTMLElement);
    fireEvent.change(within(form).getByLabelText(/^From serial/), { target: { value: '3' } });
    fireEvent.change(within(form).getByLabelText(/^To serial/), { target: { value: '5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Assign' }));
    expect(await within(form).findByText('Overlaps the panna of Ravi Kumar (1–3)')).toBeInstanceOf(
      HTMLElement,
    );
    fireEvent.change(within(form).getByLabelText(/^From serial/), { target: { value: '4' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Assign' }));
    await screen.findByText('Part 12 · serials 4–5');

    // Reassign 4–5 to Ravi: a second entry for the same panna.
    fireEvent.click(screen.getByRole('button', { name: 'Reassign part 12, serials 4–5' }));
    const list = screen.getByRole('list', { name: 'Pannas' });
    const select = within(list).getByLabelText('Karyakarta') as HTMLSelectElement;
    fireEvent.change(select, {
      target: { value: [...select.options].find((o) => o.text === 'Ravi Kumar')!.value },
    });
    fireEvent.click(within(list).getByRole('button', { name: 'Reassign' }));
    await waitFor(() =>
      expect(within(list).getAllByText('Karyakarta: Ravi Kumar')).toHaveLength(2),
    );
    const entries = await db.pannas.toArray();
    expect(entries).toHaveLength(3);
    expect(new Set(entries.map((e) => e.pannaId)).size).toBe(2);
    expect(
      (await db.outbox.toArray()).filter((e) => e.kind === 'mutation' && e.table === 'pannas'),
    ).toHaveLength(3);

    fireEvent.click(screen.getByRole('button', { name: 'End the panna of part 12, serials 1–3' }));
    await waitFor(() => expect(screen.queryByText('Part 12 · serials 1–3')).toBeNull());
    expect(await db.pannas.count()).toBe(4);
  });

  it('keeps the open form and what was typed while a sync writes voters', async () => {
    renderScreen(<PannaScreen />);
    const open = (await screen.findByRole('button', { name: 'Assign panna' })) as HTMLButtonElement;
    await waitFor(() => expect(open.disabled).toBe(false)); // the list order is in
    fireEvent.click(open);
    const form = await screen.findByRole('form', { name: 'Assign panna' });
    const from = within(form).getByLabelText(/^From serial/) as HTMLInputElement;
    fireEvent.change(from, { target: { value: '7' } });
    const closed = await leftDuringVoterWrites(form, db, writer, 13);
    const part = within(form).getByLabelText(/^Part/) as HTMLSelectElement;
    await waitFor(() => expect([...part.options].map((o) => o.value)).toContain('13'));
    expect(closed).toBe(false);
    expect(from.value).toBe('7');
  });

  it('opens Door to Door on my panna, household by household', async () => {
    renderScreen(<WalkScreen />);
    // My (Ravi's) remaining panna is serials 4–5: Deepa and Esha, one house.
    const select = (await screen.findByLabelText('Panna')) as HTMLSelectElement;
    await waitFor(() => expect(select.selectedOptions[0]?.text).toBe('My voters: part 12 · 4–5'));
    await screen.findByText('0 of 1 houses visited');
    // The whole part: Farid's house (no serial) too, after the roll's houses.
    fireEvent.change(select, { target: { value: '' } });
    await screen.findByText('0 of 4 houses visited');
  });
});
