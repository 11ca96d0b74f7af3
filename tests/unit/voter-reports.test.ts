// The report definitions themselves: one per route, every key they name exists in English and
// Hindi, columns exist in their kind's catalog, and the spec's per-screen differences hold.
import { describe, expect, it } from 'vitest';
import { DASHBOARD_PAGES, REPORT_PAGES } from '../../src/domain/navigation.ts';
import type { VoterOptionsId } from '../../src/domain/voter-fields.ts';
import { VOTER_FIELDS, VOTER_OPTIONS, optionLabelKey } from '../../src/domain/voter-fields.ts';
import type { VoterFilterDef } from '../../src/domain/voter-filters.ts';
import { MONTHS, SORT_OPTIONS, VOTER_FILTERS } from '../../src/domain/voter-filters.ts';
import {
  REPORT_COLUMNS,
  VOTER_REPORTS,
  findVoterReport,
  reportColumns,
} from '../../src/domain/voter-reports.ts';
import { voterFormFields } from '../../src/domain/voter-schema.ts';
import { VOTER_MSG } from '../../src/domain/voter-schema.ts';
import { LOCALE_FILES, mergeLocaleFiles } from '../../src/i18n-files.ts';

const merged = mergeLocaleFiles(LOCALE_FILES);
const lookup = (lang: string, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => {
    return node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }, merged[lang]);
const expectKey = (key: string) => {
  for (const lang of ['en', 'hi'])
    expect(typeof lookup(lang, key), `${lang}: ${key}`).toBe('string');
};

describe('VOTER_REPORTS', () => {
  it('covers every REPORT_PAGES id exactly once, plus Voter List, NVR and District', () => {
    const routes = VOTER_REPORTS.map((r) => r.routeId as string);
    for (const page of REPORT_PAGES)
      expect(
        routes.filter((r) => r === page.id),
        page.id,
      ).toHaveLength(1);
    for (const id of ['voterList', 'nvr', 'district'])
      expect(
        routes.filter((r) => r === id),
        id,
      ).toHaveLength(1);
    expect(VOTER_REPORTS).toHaveLength(REPORT_PAGES.length + 3);
  });

  it('routes only to known pages and has unique ids', () => {
    const known = new Set<string>([...REPORT_PAGES, ...DASHBOARD_PAGES].map((p) => p.id));
    for (const r of VOTER_REPORTS) expect(known.has(r.routeId), r.routeId).toBe(true);
    expect(new Set(VOTER_REPORTS.map((r) => r.id)).size).toBe(VOTER_REPORTS.length);
    expect(findVoterReport('surname')?.kind).toBe('surname');
    expect(findVoterReport('nope')).toBeUndefined();
  });

  it('keeps the spec per screen: no Add on search lists and Family, no action on aggregates', () => {
    const def = (id: string) => findVoterReport(id)!;
    for (const id of ['listSearch', 'voterList', 'family']) expect(def(id).addKey, id).toBeNull();
    for (const id of ['addressWise', 'surname', 'familyLabels', 'family'])
      expect(def(id).action, id).toBe(false);
    for (const id of ['homeShift', 'profession'])
      expect(def(id).columns as readonly string[], id).not.toContain('age');
    expect(def('singleVoter').filters).toEqual(['partRange', 'ageRange', 'gender']);
    expect(def('agewiseList').filters).toContain('sort');
    expect(def('family').columns).toContain('totalFamilyMember');
    expect(def('outsideLocation').columns).toContain('outside');
    expect(def('labharthiList').columns).toEqual(
      expect.arrayContaining(['labharthicenter', 'labharthistate', 'labharthicandidate']),
    );
    expect(def('approachList').columns).toEqual(
      expect.arrayContaining(['approachqty', 'approachreason']),
    );
    // Issue 22: the NVR title says what NVR is, in both languages.
    for (const lang of ['en', 'hi'])
      for (const id of ['nvr', 'newVoter'])
        expect(lookup(lang, def(id).titleKey), `${lang} ${id}`).toMatch(/\S.* \(NVR\)$/);
    expect(def('casteWiseList').filters).toContain('caste');
    expect(def('voterSurveyList').columns).toEqual(
      expect.arrayContaining(['candidatename', 'party']),
    );
  });
});

describe.each(VOTER_REPORTS)('report $id: definition', (def) => {
  it('has its title and Add label in English and Hindi', () => {
    expectKey(def.titleKey);
    if (def.addKey) expectKey(def.addKey);
  });

  it("names columns of its kind's catalog, each with a header", () => {
    const catalog = REPORT_COLUMNS[def.kind] as Record<string, unknown>;
    for (const id of def.columns) expect(catalog[id], id).toBeDefined();
    const cols = reportColumns(def as Parameters<typeof reportColumns>[0]);
    expect(cols.map((c) => c.id)).toEqual([...def.columns]);
    for (const c of cols) expectKey(c.titleKey);
    // The roll's serial first; surname rows stand for no voter, so they keep a row number.
    expect(cols[0]?.id).toBe(def.kind === 'surname' ? 'sl' : 'serial');
  });

  it('labels every form field and filter input, and every option', () => {
    for (const f of voterFormFields(def)) {
      const field = VOTER_FIELDS[f];
      expectKey(field.labelKey);
      if (field.options)
        for (const value of Object.values(VOTER_OPTIONS[field.options]))
          expectKey(optionLabelKey(field.options, value)!);
    }
    for (const id of def.filters) {
      const filter: VoterFilterDef = VOTER_FILTERS[id];
      for (const input of filter.inputs) expectKey(`voters.filters.${input}`);
      // A subset has no input; the screen names it under the title.
      if (filter.control === 'subset') expectKey(`voters.subsets.${id}`);
    }
  });
});

describe('option lists', () => {
  it('are the specification’s fields lists (religion and the scheme lists are the admin’s: settings)', () => {
    expect(Object.values(VOTER_OPTIONS.gender)).toEqual(['Male', 'Female', 'Other']);
    expect(Object.values(VOTER_OPTIONS.profession)).toHaveLength(26);
    expect(Object.values(VOTER_OPTIONS.party)).toHaveLength(9);
    expect(Object.values(VOTER_OPTIONS.education)).toHaveLength(8);
    expect(Object.values(VOTER_OPTIONS.alive)).toEqual(['Alive', 'Dead']);
    expect(Object.values(VOTER_OPTIONS.homeShifted)).toEqual(['No', 'Yes']);
    expect(Object.values(VOTER_OPTIONS.outside)).toEqual(['Yes', 'No']);
  });

  it('have labels in both languages, months and sort included', () => {
    for (const id of Object.keys(VOTER_OPTIONS) as VoterOptionsId[])
      for (const key of Object.keys(VOTER_OPTIONS[id])) expectKey(`voters.options.${id}.${key}`);
    for (const m of MONTHS) expectKey(`voters.options.months.${m.toLowerCase()}`);
    for (const key of Object.keys(SORT_OPTIONS)) expectKey(`voters.options.sort.${key}`);
    expectKey('voters.filters.pleaseSelect');
    expectKey(VOTER_MSG.phone);
    expect(lookup('hi', 'voters.columns.relation')).toBe('पिता/पति का नाम');
    expect(lookup('hi', 'voters.options.party.bjp')).toBe('भारतीय जनता पार्टी');
  });

  it('an unknown stored value has no label key (shown as stored)', () => {
    expect(optionLabelKey('gender', 'M')).toBeUndefined();
    expect(optionLabelKey('gender', 'Female')).toBe('voters.options.gender.female');
  });
});
