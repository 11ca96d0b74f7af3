// A report definition's columns (voter-reports.ts) as DataTable columns: phone numbers dial,
// stored option values (Male, Graduate…) show in the UI language, blanks show "-".
import type { DataTableColumn } from '../../../components/data-table/index.ts';
import { phoneCell } from '../../../components/data-table/index.ts';
import type { TranslationKey } from '../../../components/use-translate-key.ts';
import type { FilterRow } from '../../../domain/voter-filters.ts';
import type { VoterColumn, VoterFieldDef, VoterFormFieldId } from '../../../domain/voter-fields.ts';
import { VOTER_FIELDS, optionLabelKey } from '../../../domain/voter-fields.ts';
import type { VoterReportDef } from '../../../domain/voter-reports.ts';
import { reportColumns } from '../../../domain/voter-reports.ts';

/** The text of a stored option value in the UI language (the value itself when unknown). */
export type OptionText = (field: VoterFormFieldId, value: string) => string;

/** Columns of a definition, in order, without the Action column. */
export function reportTableColumns(
  def: VoterReportDef,
  optionText: OptionText,
): DataTableColumn<FilterRow>[] {
  // Every kind's rows are read through FilterRow: the catalogs' readers take their own row.
  const columns = (reportColumns as (d: VoterReportDef) => VoterColumn<FilterRow>[])(def);
  return columns.map((c): DataTableColumn<FilterRow> => {
    const base = {
      id: c.id,
      // Every key a definition names is checked against both languages (voter-reports.test.ts).
      titleKey: c.titleKey as TranslationKey,
      card: c.card ?? 'field',
      ...(c.card === 'title' ? { sticky: 'start' as const } : {}),
      // A date or a voter id broken over two lines reads as two values.
      ...(c.id === 'dob' || c.id === 'voterId' ? { noWrap: true } : {}),
    };
    if (c.phone) return { ...base, noWrap: true, render: (r, n) => phoneCell(c.read(r, n)) };
    const field = VOTER_FIELDS[c.id as VoterFormFieldId] as VoterFieldDef | undefined;
    if (field?.options || field?.list) {
      const id = c.id as VoterFormFieldId;
      return {
        ...base,
        accessor: (r, n) => {
          const v = c.read(r, n);
          return typeof v === 'string' && v ? optionText(id, v) : v;
        },
      };
    }
    return { ...base, accessor: c.read };
  });
}

/** Looks up the fixed option list of a field and its i18n key; undefined when not a known option. */
export function optionKeyOf(field: VoterFormFieldId, value: string): string | undefined {
  const def: VoterFieldDef = VOTER_FIELDS[field];
  return def.options ? optionLabelKey(def.options, value) : undefined;
}

/** A stable key per row: the voter id (with its group on the double-voter list), else the key. */
export function reportRowKey(row: FilterRow): string {
  const r = row as FilterRow & { id?: string; key?: string; group?: number };
  if (r.id) return r.group === undefined ? r.id : `${r.group}:${r.id}`;
  return r.key ?? JSON.stringify(row);
}

/** The voter id of a row that is a voter (list, family head, double voter), else undefined. */
export const voterIdOf = (row: FilterRow): string | undefined =>
  (row as FilterRow & { id?: string }).id;
