// The war room's parts (issue 11, grades from issue 46): each part's turnout and coverage, the
// officer's figures once any booth reported one, and its booth's grade from the latest graded
// election. During the poll a coordinator can keep to the C and D booths, the ones to push,
// with the party's voted count now beside the votes polled there last time.
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, TablePagination } from '../../components/data-table/index.ts';
import type { DataTableColumn } from '../../components/data-table/index.ts';
import { GradeBadge } from '../../components/grade-badge.tsx';
import { useSlotLabel } from '../../components/use-slot-label.ts';
import type { FieldSummary } from '../../domain/field-work.ts';
import { countColumns, useFormats } from './area-columns.ts';

type PartRow = FieldSummary['parts'][number];
type Show = 'all' | 'CD';

const PARTS_PER_PAGE = 25;
const isCD = (r: PartRow) => r.grade === 'C' || r.grade === 'D';

export type AreaPartsTableProps = {
  /** The server's answer for the area shown. */
  summary: FieldSummary;
};

export function AreaPartsTable({ summary }: AreaPartsTableProps) {
  const { t } = useTranslation();
  const f = useFormats();
  const slot = useSlotLabel();
  const [show, setShow] = useState<Show>('all');
  const [page, setPage] = useState(1);
  // A new area starts on its first page (the card keeps this table across drill-downs).
  const [area, setArea] = useState(summary.area);
  if (area !== summary.area) {
    setArea(summary.area);
    setPage(1);
  }
  const graded = summary.parts.some((r) => r.grade);
  const cdOnly = graded && show === 'CD';
  const parts = cdOnly ? summary.parts.filter(isCD) : summary.parts;

  const gradeColumn: DataTableColumn<PartRow> = {
    id: 'grade',
    titleKey: 'form20.columns.grade',
    card: 'status',
    align: 'center',
    render: (r) => <GradeBadge grade={r.grade ?? null} />,
  };
  // The party's voted count now against all votes polled at the part's stations last time.
  const lastTimeColumn: DataTableColumn<PartRow> = {
    id: 'lastTime',
    titleKey: 'form20.columns.turnout',
    align: 'right',
    noWrap: true,
    accessor: (r) =>
      t('form20.cells.turnout', {
        now: f.number(r.voted),
        last: r.polledLast === null || r.polledLast === undefined ? '–' : f.number(r.polledLast),
      }),
  };
  const officerColumns: DataTableColumn<PartRow>[] = [
    {
      id: 'officer',
      titleKey: 'home.area.officer',
      accessor: (r) => (r.officer ? `${f.number(r.officer.votes)} (${slot(r.officer.slot)})` : '–'),
      align: 'right',
    },
    {
      id: 'gap',
      titleKey: 'home.area.gap',
      accessor: (r) => (r.officer ? f.number(r.officer.votes - r.officer.partyVoted) : '–'),
      align: 'right',
    },
  ];
  const columns: DataTableColumn<PartRow>[] = [
    { id: 'part', titleKey: 'home.area.part', accessor: (r) => r.part, card: 'title' },
    ...(graded ? [gradeColumn] : []),
    ...countColumns<PartRow>(f),
    ...(cdOnly ? [lastTimeColumn] : []),
    ...(summary.officer ? officerColumns : []),
  ];
  const pick = (value: Show) => {
    setShow(value);
    setPage(1);
  };

  return (
    <Stack gap="sm">
      <Title order={3} fz="sm">
        {t('home.area.byPart')}
      </Title>
      {graded && (
        <Stack gap={4}>
          <Text size="sm" id="area-parts-show">
            {t('home.area.showParts')}
          </Text>
          {/* Two buttons, not a segmented control: the dashboard's first load already holds
              Button, and SegmentedControl cost it 4 KB over its byte budget. */}
          <Group role="group" aria-labelledby="area-parts-show" grow gap="xs" wrap="nowrap">
            {(['all', 'CD'] as const).map((value) => (
              <Button
                key={value}
                variant={show === value ? 'filled' : 'default'}
                aria-pressed={show === value}
                onClick={() => pick(value)}
                h="auto"
                mih={44}
                // Two lines rather than overflow when a language's label is long on a phone.
                styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
              >
                {t(value === 'all' ? 'home.area.allParts' : 'home.area.cdParts')}
              </Button>
            ))}
          </Group>
        </Stack>
      )}
      <DataTable
        columns={columns}
        rows={parts.slice((page - 1) * PARTS_PER_PAGE, page * PARTS_PER_PAGE)}
        rowKey={(r) => String(r.part)}
        label={t('home.area.byPart')}
        emptyMessage={cdOnly ? t('home.area.noCdParts') : t('home.area.noVoters')}
        minWidth={560}
      />
      <TablePagination
        page={page}
        pageSize={PARTS_PER_PAGE}
        total={parts.length}
        onPageChange={setPage}
      />
    </Stack>
  );
}
