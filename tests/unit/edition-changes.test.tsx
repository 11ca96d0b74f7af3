// What a new revision of a part changed, as its part card shows it (issue 25): a button per
// class with its count, one list at a time, the fields of a correction and the parts of a move
// in words, pannas re-cut and flagged, in English and Hindi; voters moved out, respellings old →
// new and the voters an earlier revision cut (issue 43).
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { EditionSummary } from '../../src/domain/roll-jobs.ts';
import { EditionChanges } from '../../src/features/rolls/edition-changes.tsx';
import { i18n } from '../../src/i18n.ts';
import { renderScreen } from '../utils/screen-test.tsx';

const entry = (id: string, name: string, serial: number | null) => ({ id, name, serial });
const SUMMARY: EditionSummary = {
  revision: 'SIR 2026 draft',
  previous: 'SSR 2025',
  counts: { unchanged: 1100, corrected: 1, moved: 1, added: 2, deleted: 60 },
  deleted: Array.from({ length: 60 }, (_, i) => entry(`d${i}`, `Cut ${i + 1}`, i + 1)),
  added: [entry('a1', 'Pooja Yadav', 5), entry('a2', 'Anil Das', 6)],
  moved: [
    {
      ...entry('m1', 'Ravi Kumar', 1),
      from: { part: 2, section: null },
      to: { part: 3, section: null },
    },
  ],
  corrected: [{ ...entry('c1', 'Geeta Rani', 3), fields: ['age', 'houseno'] }],
  back: [],
  movedOut: [
    {
      ...entry('o1', 'Asha Singh', 7),
      from: { part: 3, section: null },
      to: { part: 4, section: null },
    },
  ],
  respelled: [
    {
      ...entry('r1', 'Kamala Devi', 1),
      spellings: [
        { field: 'firstName', from: 'Kamla', to: 'Kamala' },
        { field: 'relationHi', from: 'शिव', to: 'सिव' },
      ],
    },
  ],
  stillOut: 4,
  pannasRecut: 2,
  pannasFlagged: [
    { pannaId: 'p9', memberName: 'Suresh', fromSerial: 40, toSerial: 60, reason: 'mixed' },
  ],
};

describe('EditionChanges', () => {
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('en');
  });

  it('opens the cut names first, 50 at a time, and lists each class on its button', () => {
    renderScreen(<EditionChanges edition={SUMMARY} />);
    expect(screen.getByText('SSR 2025 → SIR 2026 draft')).toBeTruthy();
    const cut = screen.getByRole('button', { name: 'Cut from the roll: 60' });
    expect(cut.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Unchanged: 1,100')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Cut from the roll' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    fireEvent.click(screen.getByRole('button', { name: 'Show 10 more' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(60);

    fireEvent.click(screen.getByRole('button', { name: 'Corrected: 1' }));
    const corrected = screen.getByRole('list', { name: 'Corrected' });
    expect(corrected.textContent).toContain('Geeta Rani');
    expect(corrected.textContent).toContain('No. 3 · Age, House no.');

    fireEvent.click(screen.getByRole('button', { name: 'Moved in: 1' }));
    expect(screen.getByRole('list', { name: 'Moved in' }).textContent).toContain('Part 2 → part 3');

    // Issue 43: voters who left for another part, respellings old → new, and the voters an
    // earlier revision cut, not counted again.
    fireEvent.click(screen.getByRole('button', { name: 'Moved out: 1' }));
    const out = screen.getByRole('list', { name: 'Moved out' }).textContent;
    expect(out).toContain('Asha Singh · No. 7 · Part 3 → part 4');
    fireEvent.click(screen.getByRole('button', { name: 'Spelling changed: 1' }));
    expect(screen.getByRole('list', { name: 'Spelling changed' }).textContent).toContain(
      'Kamala Devi · No. 1 · Name: Kamla → Kamala; Relative (Hindi): शिव → सिव',
    );
    expect(
      screen.getByText('Cut in an earlier revision and still left out: 4 (not counted again)'),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Names back: 0' }));
    expect(screen.getByText('No one in this list.')).toBeTruthy();

    expect(screen.getByText('Pannas moved to the new serial numbers: 2')).toBeTruthy();
    expect(
      screen.getByText(/Panna of Suresh \(numbers 40–60\): its voters are now mixed/),
    ).toBeTruthy();
  });

  it('speaks Hindi', async () => {
    await i18n.changeLanguage('hi');
    renderScreen(<EditionChanges edition={SUMMARY} />);
    expect(screen.getByText('पिछली सूची से क्या बदला')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'सुधरे नाम: 1' }));
    expect(screen.getByRole('list', { name: 'सुधरे नाम' }).textContent).toContain('उम्र, मकान नं.');
    fireEvent.click(screen.getByRole('button', { name: 'नाम की वर्तनी बदली: 1' }));
    expect(screen.getByRole('list', { name: 'नाम की वर्तनी बदली' }).textContent).toContain(
      'नाम: Kamla → Kamala',
    );
    fireEvent.click(screen.getByRole('button', { name: 'दूसरे भाग में गए: 1' }));
    expect(screen.getByRole('list', { name: 'दूसरे भाग में गए' }).textContent).toContain(
      'भाग 3 → भाग 4',
    );
    expect(screen.getByText('पिछली सूची में कटे, इस बार भी नहीं: 4 (फिर से नहीं गिने)')).toBeTruthy();
  });

  it('shows a summary stored before the newer lists existed', () => {
    const { movedOut: _o, respelled: _r, stillOut: _s, ...older } = SUMMARY;
    renderScreen(<EditionChanges edition={older} />);
    expect(screen.getByRole('button', { name: 'Moved out: 0' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Spelling changed: 0' })).toBeTruthy();
    expect(screen.queryByText(/not counted again/)).toBeNull();
  });
});
