// Areas (/dashboard/areas): the organisation tree on this phone — every area the user's scope
// holds, indented under its parent, with its members and voters — and the form that adds an
// area below one (or below the user's own place) or renames one. Paths stay underneath.
// "Add many" adds a pasted list of booths inside an area; a booth's row makes its worker's account.
import { Badge, Button, Group, Text } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn, RowAction } from '../../components/data-table/index.ts';
import {
  RowActionMenu,
  useListControls,
  useOpenRowMenu,
} from '../../components/data-table/index.ts';
import { GradeBadge } from '../../components/grade-badge.tsx';
import { ListScreen } from '../../components/list-screen/index.ts';
import type { AreaRecord } from '../../db/types.ts';
import { areaName, levelOf, parentPath } from '../../domain/areas.ts';
import { useHeldScope } from '../../sync/use-held-scope.ts';
import { BoothWorkerDialog } from './booth-worker-dialog.tsx';
import { AreaForm } from './area-form.tsx';
import { AreaManyDialog } from './area-many-dialog.tsx';
import type { AreaRow } from './area-queries.ts';
import {
  addParentChoices,
  mayAddBelow,
  mayRename,
  stationBesideName,
  takenPaths,
  topAddParent,
} from './area-queries.ts';
import { useAreaRows } from './use-area-rows.ts';
import { useGradeBadges } from './use-grade-badges.ts';

const areaKey = (a: AreaRow) => a.id;

type Mode =
  { kind: 'list' } | { kind: 'create'; parent: string } | { kind: 'edit'; record: AreaRecord };

export function AreasScreen() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const scope = useHeldScope();
  const rows = useAreaRows(lang);
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [manyParent, setManyParent] = useState<string | null>(null);
  const [workerBooth, setWorkerBooth] = useState<AreaRow | null>(null);
  const controls = useListControls();
  const { search, setSearch, pageSize, page } = controls;
  const { menuProps } = useOpenRowMenu();

  const byPath = useMemo(() => new Map((rows ?? []).map((r) => [r.path, r])), [rows]);
  const parentChoices = useMemo(
    () => addParentChoices(rows ?? [], scope, lang, t('areas.fields.top')),
    [rows, scope, lang, t],
  );
  const label = (path: string) => {
    if (path === '') return t('areas.fields.top');
    const area = byPath.get(path);
    return area ? areaName(area, lang) : path;
  };

  const matching = useMemo(() => {
    const q = search.trim().toLocaleLowerCase(lang);
    if (!rows || !q) return rows;
    return rows.filter((r) =>
      [r.name, r.nameHi ?? '', r.pollingStation ?? ''].some((s) =>
        s.toLocaleLowerCase(lang).includes(q),
      ),
    );
  }, [rows, search, lang]);
  const pageRows = useMemo(
    () => matching?.slice((page - 1) * pageSize, page * pageSize),
    [matching, page, pageSize],
  );
  // The booths' grades from the last result (issue 46), for this page's rows.
  const grades = useGradeBadges(
    useMemo(() => (pageRows ?? []).filter((a) => a.parts?.length).map((a) => a.path), [pageRows]),
  );

  const columns = useMemo((): DataTableColumn<AreaRow>[] => {
    const number = new Intl.NumberFormat(lang);
    const actions = (area: AreaRow): RowAction[] => [
      ...(mayAddBelow(scope, area)
        ? [
            {
              id: 'add',
              label: t('areas.addBelow'),
              onSelect: () => setMode({ kind: 'create', parent: area.path }),
            },
            {
              id: 'addMany',
              label: t('areas.addManyBelow'),
              onSelect: () => setManyParent(area.path),
            },
          ]
        : []),
      // Whoever holds the booth may create accounts there (the Accounts screen's rule).
      ...(levelOf(area.path) === 'booth' && mayRename(scope, area)
        ? [
            {
              id: 'worker',
              label: t('areas.worker.action'),
              onSelect: () => setWorkerBooth(area),
            },
          ]
        : []),
      ...(mayRename(scope, area)
        ? [
            {
              id: 'edit',
              label: t('areas.edit'),
              onSelect: () => setMode({ kind: 'edit', record: area }),
            },
          ]
        : []),
    ];
    return [
      {
        id: 'name',
        titleKey: 'areas.columns.name',
        card: 'title',
        render: (a) => (
          <Text component="span" inherit pl={{ base: 0, sm: a.depth * 20 }}>
            {areaName(a, lang)}
          </Text>
        ),
      },
      {
        id: 'level',
        titleKey: 'areas.columns.level',
        card: 'status',
        render: (a) => (
          <Group gap={4} wrap="nowrap">
            <Badge variant="filled" color="indigo.9">
              {t(`areas.levels.${levelOf(a.path) ?? 'booth'}`)}
            </Badge>
            {grades[a.path] && <GradeBadge grade={grades[a.path]!} />}
          </Group>
        ),
      },
      { id: 'parts', titleKey: 'areas.columns.parts', accessor: (a) => a.parts?.join(', ') },
      {
        id: 'pollingStation',
        titleKey: 'areas.columns.pollingStation',
        accessor: stationBesideName,
      },
      {
        id: 'manager',
        titleKey: 'areas.columns.manager',
        accessor: (a) => a.manager,
      },
      {
        id: 'members',
        titleKey: 'areas.columns.members',
        align: 'right',
        accessor: (a) => number.format(a.members),
      },
      {
        id: 'voters',
        titleKey: 'areas.columns.voters',
        align: 'right',
        accessor: (a) => number.format(a.voters),
      },
      {
        id: 'action',
        titleKey: 'list.action',
        align: 'center',
        card: 'actions',
        render: (a) => {
          const list = actions(a);
          return list.length ? (
            <RowActionMenu
              actions={list}
              label={t('areas.rowActions', { name: areaName(a, lang) })}
              {...menuProps(a.id)}
            />
          ) : null;
        },
      },
    ];
  }, [lang, scope, t, menuProps, grades]);

  if (mode.kind !== 'list') {
    const parent = mode.kind === 'create' ? mode.parent : parentPath(mode.record.path);
    return (
      <AreaForm
        record={mode.kind === 'edit' ? mode.record : undefined}
        parent={{ path: parent, label: label(parent) }}
        parentChoices={parentChoices}
        taken={takenPaths(rows ?? [])}
        onDone={() => setMode({ kind: 'list' })}
      />
    );
  }

  const addParent = topAddParent(scope);
  return (
    <>
      <ListScreen
        title={t('areas.title')}
        addLabel={addParent === null ? undefined : t('areas.add')}
        onAdd={
          addParent === null ? undefined : () => setMode({ kind: 'create', parent: addParent })
        }
        search={{ value: search, onChange: setSearch, placeholder: t('areas.search') }}
        tools={
          // Once the areas are read: the dialog checks the list against them.
          addParent !== null &&
          rows && (
            <Button
              variant="default"
              leftSection={<IconListDetails size={18} aria-hidden />}
              onClick={() => setManyParent(addParent)}
            >
              {t('areas.addMany')}
            </Button>
          )
        }
        paging={controls}
        total={matching?.length}
        columns={columns}
        rows={pageRows}
        rowKey={areaKey}
        emptyMessage={scope === null ? t('areas.noScope') : t('areas.empty')}
      />
      <AreaManyDialog
        parent={manyParent}
        parentChoices={parentChoices}
        areas={rows ?? []}
        label={label}
        onClose={() => setManyParent(null)}
      />
      <BoothWorkerDialog
        booth={workerBooth}
        boothName={workerBooth ? areaName(workerBooth, lang) : ''}
        areas={rows ?? []}
        onClose={() => setWorkerBooth(null)}
      />
    </>
  );
}
