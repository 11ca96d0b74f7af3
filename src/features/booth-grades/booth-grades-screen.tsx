// Booth grades (/dashboard/booth-grades, issue 46): an assembly's last result by booth. Those
// who hold an assembly import its Form 20 and pick their candidate and the bands; everyone with
// the menu entry sees every booth graded A–D with the coverage that matters — houses visited,
// supporters found, voted now against last time — and the counts by grade, C and D first to
// act on. One list screen (ListScreen) over the server's report, a page at a time; online only.
import { Alert, Box, Select, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListControls } from '../../components/data-table/index.ts';
import { ListScreen } from '../../components/list-screen/index.ts';
import { useOnline } from '../../components/use-online.ts';
import { areaDepth } from '../../domain/areas.ts';
import type {
  BoothGradeRow,
  Form20ElectionDetail,
  GradeFilter,
} from '../../domain/form20/report.ts';
import { GRADE_FILTERS } from '../../domain/form20/report.ts';
import { useHeldScope } from '../../sync/use-held-scope.ts';
import { ElectionCard } from './election-card.tsx';
import { fetchElection, fetchElections, fetchReport } from './form20-api.ts';
import { gradeColumns } from './grade-columns.tsx';
import { GradeCounts } from './grade-counts.tsx';
import { ImportCard } from './import-card.tsx';
import { useServerAnswer } from './use-server-answer.ts';

const rowKey = (r: BoothGradeRow) => `${r.electionId}/${r.boothPath}`;

export function BoothGradesScreen() {
  const { t, i18n } = useTranslation();
  const online = useOnline();
  const scope = useHeldScope();
  // Those who hold an assembly (or more) import and grade; the server says the same.
  const manage = scope !== null && (scope === '' || areaDepth(scope) <= 3);
  const [importing, setImporting] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const [grade, setGradeState] = useState<GradeFilter | 'all'>('all');
  const [changed, setChanged] = useState(0);
  const controls = useListControls();
  const { search, setSearch, page, setPage, pageSize } = controls;

  const elections = useServerAnswer(online ? `list:${changed}` : null, fetchElections);
  const list = elections.value;
  const electionId =
    chosen && list?.some((e) => e.id === chosen) ? chosen : (list?.[0]?.id ?? null);
  const detail = useServerAnswer(electionId && `${electionId}:${changed}`, (signal) =>
    fetchElection(electionId!, signal),
  );
  const report = useServerAnswer(
    electionId && JSON.stringify([electionId, grade, search, page, pageSize, changed]),
    (signal) =>
      fetchReport(
        { election: electionId!, ...(grade === 'all' ? {} : { grade }), search, page, pageSize },
        signal,
      ),
  );
  const setGrade = (g: GradeFilter | 'all') => {
    setGradeState(g);
    setPage(1);
  };
  const after = (election: Form20ElectionDetail | null) => {
    if (election) setChosen(election.id);
    setChanged((n) => n + 1);
  };

  const columns = useMemo(
    () =>
      gradeColumns((key, values) => String(t(key as 'form20.title', values ?? {})), i18n.language),
    [t, i18n.language],
  );
  const electionLabel = (e: NonNullable<typeof list>[number]) =>
    t('form20.election.option', {
      assembly: e.assemblyName,
      kind: t(`form20.kindsShort.${e.kind}`),
      year: e.year,
    });

  const failed = elections.kind === 'failed' || report.kind === 'failed';
  const placeholder = !online ? (
    <Alert color="yellow" m="sm">
      {t('form20.offline')}
    </Alert>
  ) : list && list.length === 0 ? (
    <Alert color="blue" m="sm">
      {t('form20.election.none')}
    </Alert>
  ) : undefined;

  return (
    <Stack gap="md">
      {importing && manage && (
        <ImportCard
          online={online}
          onClose={() => setImporting(false)}
          onImported={(e) => {
            setImporting(false);
            after(e);
          }}
        />
      )}
      {failed && online && (
        <Alert color="red" role="alert">
          {t('form20.loadFailed')}
        </Alert>
      )}
      <ListScreen
        title={t('form20.title')}
        subtitle={t('form20.subtitle')}
        {...(manage ? { addLabel: t('form20.import.open'), onAdd: () => setImporting(true) } : {})}
        search={{ value: search, onChange: setSearch, placeholder: t('form20.search') }}
        filters={
          <>
            <Select
              label={t('form20.election.label')}
              placeholder={t('form20.election.placeholder')}
              data={(list ?? []).map((e) => ({ value: e.id, label: electionLabel(e) }))}
              value={electionId}
              onChange={(v) => {
                setChosen(v);
                setPage(1);
              }}
              allowDeselect={false}
              w={{ base: '100%', sm: 280 }}
              comboboxProps={{ withinPortal: true }}
            />
            <Select
              label={t('form20.filter.label')}
              data={[
                { value: 'all', label: t('form20.filter.all') },
                ...GRADE_FILTERS.map((g) => ({ value: g, label: t(`form20.filter.${g}`) })),
              ]}
              value={grade}
              onChange={(v) => v && setGrade(v as GradeFilter | 'all')}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
          </>
        }
        tools={
          report.value && report.value.counts.length > 0 ? (
            <Box w="100%">
              <GradeCounts counts={report.value.counts} onPick={setGrade} />
            </Box>
          ) : undefined
        }
        paging={controls}
        total={report.value?.total}
        columns={columns}
        rows={report.value?.rows}
        rowKey={rowKey}
        emptyMessage={t('form20.empty')}
        placeholder={placeholder}
      />
      {detail.value && detail.value.id === electionId && (
        <ElectionCard
          key={`${detail.value.id}:${detail.value.gradedAt ?? ''}`}
          election={detail.value}
          manage={manage}
          online={online}
          onChanged={after}
        />
      )}
    </Stack>
  );
}
