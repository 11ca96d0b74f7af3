// One team screen for every TEAM_LEVELS definition (docs/recipes.md): list mode and form mode.
// The search, page size and page live here, so they survive a trip to the form and back.
import { useListControls } from '../../components/data-table/index.ts';
import { useListFormMode } from '../../components/list-screen/index.ts';
import type { MemberRecord } from '../../db/types.ts';
import type { TeamLevelDef } from '../../domain/team-levels.ts';
import { MemberForm } from './member-form.tsx';
import { TeamListView } from './team-list-view.tsx';

export function TeamScreen({ def }: { def: TeamLevelDef }) {
  const controls = useListControls();
  const { mode, openCreate, openEdit, backToList } = useListFormMode<MemberRecord>();
  switch (mode.kind) {
    case 'list':
      return <TeamListView def={def} controls={controls} onAdd={openCreate} onEdit={openEdit} />;
    case 'create':
      return <MemberForm def={def} onDone={backToList} />;
    case 'edit':
      return <MemberForm def={def} record={mode.record} onDone={backToList} />;
  }
}
