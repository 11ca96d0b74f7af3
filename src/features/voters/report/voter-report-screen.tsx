// One screen for every voter report definition (DESIGN.md §4): list mode, form mode and the
// profile card. Filters, page size and page live here, so they survive the form and back.
import { useState } from 'react';
import { useListFormMode } from '../../../components/list-screen/index.ts';
import type { VoterReportDef } from '../../../domain/voter-reports.ts';
import { ReportListView } from './report-list-view.tsx';
import { useReportControls } from './use-report-controls.ts';
import { VoterForm } from './voter-form.tsx';
import { VoterProfile } from './voter-profile.tsx';

export function VoterReportScreen({ def }: { def: VoterReportDef }) {
  const controls = useReportControls();
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
