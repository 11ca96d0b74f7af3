// The shared area picker: typing finds an area by its English or Hindi name or a part number,
// only the first matches are drawn (5,000 areas stay quick), and choosing one sets the field.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Formik } from 'formik';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AreaRecord } from '../../src/db/types.ts';
import {
  AREA_SEARCH_LIMIT,
  AreaSelect,
  areaChoices,
} from '../../src/components/area-select/index.ts';
import type { AreaChoice } from '../../src/components/area-select/index.ts';
import { areaId } from '../../src/domain/areas.ts';
import { i18n } from '../../src/i18n.ts';
import { renderScreen } from '../utils/render-screen.tsx';

const area = (path: string, name: string, more: Partial<AreaRecord> = {}): AreaRecord => ({
  id: areaId(path),
  version: 1,
  updatedAt: '2026-01-01T00:00:00.000Z',
  deleted: 0,
  scope: path,
  ownerId: 'u1',
  path,
  name,
  ...more,
});

const MANDAL = 'up/lucknow/lc/aliganj/naya-tola';
const TREE: AreaRecord[] = [
  area('up', 'Uttar Pradesh', { nameHi: 'उत्तर प्रदेश' }),
  area('up/lucknow', 'Lucknow', { nameHi: 'लखनऊ' }),
  area('up/lucknow/lc', 'Lucknow Central', { nameHi: 'लखनऊ मध्य', number: 173 }),
  area('up/lucknow/lc/aliganj', 'Aliganj Block', { nameHi: 'अलीगंज ब्लॉक' }),
  area(MANDAL, 'Naya Tola Mandal', { nameHi: 'नया टोला मंडल' }),
  area(`${MANDAL}/booth-121`, 'Booth 121 Naya Tola', { nameHi: 'बूथ 121 नया टोला', parts: [121] }),
  area(`${MANDAL}/school`, 'Primary School', { nameHi: 'प्राथमिक विद्यालय', parts: [7, 8] }),
];

/** 5,000 booths under one mandal each, named "Booth n". */
function manyBooths(): AreaRecord[] {
  const out = [...TREE];
  for (let n = 1; n <= 5000; n++) out.push(area(`${MANDAL}/b-${n}`, `Booth ${n}`, { parts: [n] }));
  return out;
}

let value = '';
function renderPicker(choices: readonly AreaChoice[], initial = '') {
  value = initial;
  return renderScreen(
    <Formik initialValues={{ area: initial }} onSubmit={() => undefined}>
      {({ values }) => {
        value = values.area;
        return <AreaSelect name="area" choices={choices} />;
      }}
    </Formik>,
  );
}

const input = () => screen.getByRole('combobox', { name: /^(Area|क्षेत्र)/ });
const typeIn = (text: string) => {
  input().focus(); // Mantine takes a change to an unfocused input for autofill
  fireEvent.click(input());
  fireEvent.change(input(), { target: { value: text } });
};
const optionNames = () =>
  within(screen.getByRole('listbox'))
    .queryAllByRole('option')
    .map((o) => o.textContent ?? '');

beforeAll(() => i18n.changeLanguage('en'));
afterEach(() => cleanup());

describe('area picker', () => {
  it('is a named combobox that shows the chosen area by name', () => {
    renderPicker(areaChoices(TREE, '', 'en'), `${MANDAL}/booth-121`);
    expect(input().getAttribute('aria-haspopup')).toBe('listbox');
    expect((input() as HTMLInputElement).value).toBe(
      'Booth 121 Naya Tola — Uttar Pradesh › Lucknow › Lucknow Central › Aliganj Block › Naya Tola Mandal',
    );
  });

  it('finds an area by part of its Latin name, any case, own name first', () => {
    renderPicker(areaChoices(TREE, '', 'en'));
    typeIn('naya TOLA');
    const names = optionNames();
    expect(names[0]).toMatch(/^Naya Tola Mandal/);
    expect(names[1]).toMatch(/^Booth 121 Naya Tola/);
    expect(names[2]).toMatch(/^Primary School/); // by the mandal's name above it
    expect(names).toHaveLength(3);
  });

  it('finds an area by its Devanagari name', () => {
    renderPicker(areaChoices(TREE, '', 'en'));
    typeIn('विद्यालय');
    expect(optionNames()).toEqual([expect.stringMatching(/^Primary School/)]);
  });

  it('finds a booth by its part number and an assembly by its AC number', () => {
    renderPicker(areaChoices(TREE, '', 'en'));
    typeIn('8');
    expect(optionNames()).toEqual([expect.stringMatching(/^Primary School/)]);
    typeIn('173');
    expect(optionNames()[0]).toMatch(/^Lucknow Central/);
  });

  it('draws at most the limit with 5,000 areas and says to type more', () => {
    renderPicker(areaChoices(manyBooths(), '', 'en'));
    typeIn('booth');
    expect(optionNames()).toHaveLength(AREA_SEARCH_LIMIT);
    expect(screen.getByText(/showing 50 of 5,001, type more to narrow/)).toBeInstanceOf(
      HTMLElement,
    );
    typeIn('4321');
    expect(optionNames()[0]).toMatch(/^Booth 4321/);
    fireEvent.click(screen.getByRole('option', { name: /^Booth 4321/ }));
    expect(value).toBe(`${MANDAL}/b-4321`);
    expect(screen.queryByText(/type more to narrow/)).toBeNull(); // only while the list is open
  });

  it('sets the field to the chosen area', () => {
    renderPicker(areaChoices(TREE, '', 'en'));
    typeIn('121');
    fireEvent.click(screen.getByRole('option', { name: /Booth 121 Naya Tola/ }));
    expect(value).toBe(`${MANDAL}/booth-121`);
  });

  it('shows Hindi names in Hindi', async () => {
    await i18n.changeLanguage('hi');
    renderPicker(areaChoices(TREE, '', 'hi'));
    typeIn('booth 121');
    expect(optionNames()[0]).toMatch(/^बूथ 121 नया टोला/);
    await i18n.changeLanguage('en');
  });
});
