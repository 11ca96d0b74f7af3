// The team tables' column catalog: each TeamColumnId of src/domain/team-levels.ts once, so a
// level definition only lists ids.
import type { DataTableColumn } from '../../components/data-table/index.ts';
import { phoneCell } from '../../components/data-table/index.ts';
import type { MemberRecord } from '../../db/types.ts';
import type { NameShape, TeamColumnId } from '../../domain/team-levels.ts';
import { memberDisplayName } from '../../domain/team-levels.ts';
import { BoothManagerName, CreatedOn, MemberPhoto, MemberStatusBadge } from './member-cells.tsx';

type Column = DataTableColumn<MemberRecord>;

function catalog(shape: NameShape, managers: ReadonlySet<string>): Record<TeamColumnId, Column> {
  const name = (m: MemberRecord) => memberDisplayName(m, shape);
  return {
    sn: { id: 'sn', titleKey: 'teams.columns.sn', accessor: (_, n) => n, card: 'hidden' },
    name: {
      id: 'name',
      titleKey: 'teams.columns.name',
      accessor: name,
      // A booth manager says so beside the name (BM action).
      render: (m) => (managers.has(m.id) ? <BoothManagerName name={name(m)} /> : name(m)),
      sticky: 'start',
      card: 'title',
    },
    photo: {
      id: 'photo',
      titleKey: 'teams.columns.photo',
      card: 'media',
      render: (m) =>
        m.profileImage ? <MemberPhoto value={m.profileImage} name={name(m)} /> : null,
    },
    email: { id: 'email', titleKey: 'teams.columns.email', accessor: (m) => m.email },
    designation: {
      id: 'designation',
      titleKey: 'teams.columns.designation',
      accessor: (m) => m.designation,
    },
    phone: {
      id: 'phone',
      titleKey: 'teams.columns.phone',
      render: (m) => phoneCell(m.phone),
      noWrap: true,
    },
    age: { id: 'age', titleKey: 'teams.columns.age', accessor: (m) => m.age },
    address: { id: 'address', titleKey: 'teams.columns.address', accessor: (m) => m.address },
    district: {
      id: 'district',
      titleKey: 'teams.columns.district',
      accessor: (m) => m.district || m.dist,
    },
    assembly: { id: 'assembly', titleKey: 'teams.columns.assembly', accessor: (m) => m.assembly },
    city: { id: 'city', titleKey: 'teams.columns.city', accessor: (m) => m.city },
    state: { id: 'state', titleKey: 'teams.columns.state', accessor: (m) => m.state },
    status: {
      id: 'status',
      titleKey: 'teams.columns.status',
      noWrap: true,
      card: 'status',
      render: (m) => <MemberStatusBadge status={m.status} />,
    },
    createdOn: {
      id: 'createdOn',
      titleKey: 'teams.columns.createdOn',
      render: (m) => (m.createdOn ? <CreatedOn value={m.createdOn} /> : null),
    },
  };
}

/** The columns of a level, in its order. */
export function teamColumns(
  ids: readonly TeamColumnId[],
  shape: NameShape,
  managers: ReadonlySet<string> = new Set(),
): Column[] {
  const all = catalog(shape, managers);
  return ids.map((id) => all[id]);
}
