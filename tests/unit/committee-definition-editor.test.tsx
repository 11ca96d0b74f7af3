// The committee editor's number fields (jsdom): each role's places and the two quotas change
// only their own part of the draft, the young members' age waits for a youth quota, and the
// places field gives way to "one per panna".
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  DefinitionDraft,
  DraftErrors,
} from '../../src/features/committees/definition-draft.ts';
import { newRole } from '../../src/features/committees/definition-draft.ts';
import { DefinitionEditor } from '../../src/features/committees/definition-editor.tsx';
import { i18n } from '../../src/i18n.ts';
import { renderScreen } from '../utils/render-screen.tsx';

const DRAFT: DefinitionDraft = {
  roles: [
    { ...newRole(), id: 'president', nameEn: 'President', nameHi: 'अध्यक्ष', count: 1 },
    { ...newRole(), id: 'panna', nameEn: 'Panna Pramukh', nameHi: 'पन्ना प्रमुख', perPanna: true },
  ],
  women: 2,
  youth: 0,
  youthAge: 35,
};

const NO_ERRORS: DraftErrors = { roles: {}, list: null, quotas: null };

const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });

function show(draft: DefinitionDraft) {
  const onChange = vi.fn<(next: DefinitionDraft) => void>();
  renderScreen(<DefinitionEditor draft={draft} errors={NO_ERRORS} onChange={onChange} />);
  return onChange;
}

beforeEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('the committee editor', () => {
  it('changes one quota at a time and asks the age only with a youth quota', () => {
    const onChange = show(DRAFT);
    expect(field('At least this many women').value).toBe('2');
    expect(field('At least this many young members').value).toBe('0');
    expect(field('Young: aged at most').disabled).toBe(true);
    fireEvent.change(field('At least this many young members'), { target: { value: '3' } });
    expect(onChange).toHaveBeenLastCalledWith({ ...DRAFT, youth: 3 });
    fireEvent.change(field('At least this many women'), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith({ ...DRAFT, women: '' });

    cleanup();
    show({ ...DRAFT, youth: 1 });
    expect(field('Young: aged at most').disabled).toBe(false);
  });

  it("changes a role's places; one per panna has none to type", () => {
    const onChange = show(DRAFT);
    const [president, panna] = screen.getAllByRole<HTMLInputElement>('textbox', {
      name: 'Places',
    });
    expect(panna!.disabled).toBe(true);
    fireEvent.change(president!, { target: { value: '4' } });
    expect(onChange).toHaveBeenLastCalledWith({
      ...DRAFT,
      roles: [{ ...DRAFT.roles[0]!, count: 4 }, DRAFT.roles[1]],
    });
  });
});
