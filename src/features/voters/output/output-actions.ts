// The output actions as definitions (like Excalidraw's actions): an id, a label key, an icon
// and which reports offer it. The toolbar renders whichever the report's kind allows.
import type { Icon } from '@tabler/icons-react';
import { IconFileSpreadsheet, IconHome, IconIdBadge2, IconPrinter } from '@tabler/icons-react';
import type { VoterReportDef } from '../../../domain/voter-reports.ts';
import type { OutputView } from './output-kinds.ts';
import { hasLabels, hasSlips } from './output-kinds.ts';

export type OutputActionId = 'csv' | OutputView;

export type OutputAction = {
  id: OutputActionId;
  labelKey: `voterOutput.actions.${string}`;
  icon: Icon;
  /** Whether a report offers it; every report exports and prints. */
  offered: (def: Pick<VoterReportDef, 'kind'>) => boolean;
};

const always = () => true;

export const OUTPUT_ACTIONS = [
  { id: 'csv', labelKey: 'voterOutput.actions.csv', icon: IconFileSpreadsheet, offered: always },
  { id: 'table', labelKey: 'voterOutput.actions.print', icon: IconPrinter, offered: always },
  { id: 'slips', labelKey: 'voterOutput.actions.slips', icon: IconIdBadge2, offered: hasSlips },
  { id: 'labels', labelKey: 'voterOutput.actions.labels', icon: IconHome, offered: hasLabels },
] as const satisfies readonly OutputAction[];
