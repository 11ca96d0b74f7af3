// The Add many dialog's preview: the lines of the list as they will be added, each problem
// named on its line in the user's language (a table on a desk, cards on a phone). Lines with
// problems come first; a long list shows only its first lines here.
import { Stack, Text } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../components/data-table/index.ts';
import { DataTable } from '../../components/data-table/index.ts';
import type { AreaLineProblem, AreaList, AreaListLine } from '../../domain/area-list.ts';

/** Lines shown at most: enough to check a list, few enough for a cheap phone. */
export const PREVIEW_LINES = 50;

/** One problem as a sentence ("Part 12 is also on line 4"). */
export function useProblemText(): (problem: AreaLineProblem) => string {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return useCallback(
    (problem: AreaLineProblem) => {
      const values = { ...problem.values };
      if (problem.key === 'tooLong')
        values.field = t(`areas.many.fields.${String(values.field)}` as 'areas.many.fields.name');
      for (const key of ['line', 'part'])
        if (typeof values[key] === 'number')
          values[key] = new Intl.NumberFormat(lang).format(values[key]);
      return t(`areas.many.problems.${problem.key}`, values);
    },
    [t, lang],
  );
}

export function AreaListPreview({ list, booth }: { list: AreaList; booth: boolean }) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const shown = useMemo(() => {
    const bad = list.lines.filter((l) => l.problems.length > 0);
    const good = list.lines.filter((l) => l.problems.length === 0);
    return [...bad, ...good].slice(0, PREVIEW_LINES);
  }, [list]);

  const columns = useMemo((): DataTableColumn<AreaListLine>[] => {
    const all: (DataTableColumn<AreaListLine> | false)[] = [
      {
        id: 'line',
        titleKey: 'areas.many.columns.line',
        card: 'status',
        noWrap: true,
        render: (l) => (
          <Text component="span" size="sm" fw={600}>
            {t('areas.many.lineNo', { line: l.line })}
          </Text>
        ),
      },
      {
        id: 'name',
        titleKey: 'areas.many.columns.name',
        card: 'title',
        noWrap: true,
        accessor: (l) => l.name,
      },
      { id: 'nameHi', titleKey: 'areas.many.columns.nameHi', accessor: (l) => l.nameHi },
      booth && {
        id: 'parts',
        titleKey: 'areas.many.columns.parts',
        accessor: (l) => l.parts.join(', '),
      },
      booth && {
        id: 'pollingStation',
        titleKey: 'areas.many.columns.pollingStation',
        accessor: (l) => l.pollingStation,
      },
      {
        id: 'problems',
        titleKey: 'areas.many.columns.problems',
        render: (l) =>
          l.problems.length ? (
            <Stack gap={2}>
              {l.problems.map((p, i) => (
                <Text key={i} size="sm" c="red.9" fw={600}>
                  {problemText(p)}
                </Text>
              ))}
            </Stack>
          ) : (
            <Text size="sm" c="green.9" fw={600}>
              {t('areas.many.ok')}
            </Text>
          ),
      },
    ];
    return all.filter((c): c is DataTableColumn<AreaListLine> => c !== false);
  }, [booth, t, problemText]);

  return (
    <Stack gap="xs">
      {list.lines.length > shown.length && (
        <Text size="sm" c="dimmed">
          {t('areas.many.shown', { shown: shown.length, total: list.lines.length })}
        </Text>
      )}
      <DataTable
        columns={columns}
        rows={shown}
        rowKey={(l) => String(l.line)}
        label={t('areas.many.preview')}
        minWidth={640}
      />
    </Stack>
  );
}
