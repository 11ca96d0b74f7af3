// One screen for every voter report definition (docs/recipes.md): list mode, form mode and the
// profile card. Filters, page size and page live here, so they survive the form and back.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { FilterInputId, FilterValues } from '../../../domain/voter-filters.ts';
import { VOTER_FILTERS } from '../../../domain/voter-filters.ts';
import { useListFormMode } from '../../../components/list-screen/index.ts';
import type { VoterReportDef } from '../../../domain/voter-reports.ts';
import { ReportListView } from './report-list-view.tsx';
import { useReportControls } from './use-report-controls.ts';
import { VoterForm } from './voter-form.tsx';
import { VoterProfile } from './voter-profile.tsx';

/**
 * Filter values and an open import from the address (`?partFrom=12&partTo=13&import=1`), so a
 * team member's Voters / Upload CSV / Label Value actions open this report on their booth.
 * Only the inputs this report has are taken.
 */
function useLinkedStart(def: VoterReportDef) {
  const [params] = useSearchParams();
  const [start] = useState(() => {
    const inputs = new Set<string>(def.filters.flatMap((id) => VOTER_FILTERS[id].inputs));
    const values: FilterValues = {};
    for (const [key, value] of params) if (inputs.has(key)) values[key as FilterInputId] = value;
    return { values, importing: params.get('import') === '1' };
  });
  return start;
}

export function VoterReportScreen({ def }: { def: VoterReportDef }) {
  const start = useLinkedStart(def);
  const controls = useReportControls(start.values);
  // The form mode holds the id of the voter edited; the form reads the stored record.
  const { mode, openCreate, openEdit, backToList } = useListFormMode<string>();
  const [profileId, setProfileId] = useState<string | null>(null);

  switch (mode.kind) {
    case 'list':
      return (
        <>
          <ReportListView
            def={def}
            controls={controls}
            onAdd={openCreate}
            onEdit={openEdit}
            onView={setProfileId}
            startImporting={start.importing}
          />
          <VoterProfile
            voterId={profileId}
            onOpen={setProfileId}
            onClose={() => setProfileId(null)}
            onEdit={(id) => {
              setProfileId(null);
              openEdit(id);
            }}
          />
        </>
      );
    case 'create':
      return <VoterForm def={def} onDone={backToList} />;
    case 'edit':
      return <VoterForm def={def} voterId={mode.record} onDone={backToList} />;
  }
}
