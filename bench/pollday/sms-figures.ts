// The marks-by-SMS figures of the poll-day run (issue 44), each beside its baseline: marks per
// SMS beside the plain decimal list of the same marks, and SMS → war room beside the phone's
// push of as many marks to the same coordinators.
import type { Figure } from '../lib/report.ts';
import type { SmsPacking } from './sms-packing.ts';
import type { SmsToWarRoom } from './sms-war-room.ts';

type Add = (f: Omit<Figure, 'ratio' | 'met'>) => void;

export function addSmsFigures(add: Add, packing: SmsPacking, sms: SmsToWarRoom): void {
  for (const row of packing.rows.filter((r) => r.fewestInFull !== null))
    add({
      id: `sms-marks-${row.marks}-${row.households ? 'households' : 'alone'}`,
      label: `marks in a full SMS: ${row.label} (fewest)`,
      unit: 'marks',
      value: row.fewestInFull!,
      baseline: { label: 'plain decimal list, mean', value: row.plainMarksPerSms },
      target: { kind: 'min', value: 40 },
    });
  const hour = packing.rows.find((r) => r.marks === 75 && !r.households);
  if (hour)
    add({
      id: 'sms-per-hour-offline',
      label: 'SMS for an hour without data (75 marks)',
      unit: 'SMS',
      value: hour.messages,
      baseline: { label: 'plain decimal list', value: hour.plainMessages },
      target: { kind: 'max', value: 1 },
    });
  add({
    id: 'sms-to-war-room-p50',
    label: `SMS → war room p50 (${sms.marksEach} marks, webhook to every watcher's summary)`,
    unit: 'ms',
    value: sms.p50Ms,
    baseline: { label: 'the phone’s push of as many marks', value: sms.pushP50Ms },
  });
  add({
    id: 'sms-to-war-room-p95',
    label: `SMS → war room p95 (${sms.messages} SMS, each alone)`,
    unit: 'ms',
    value: sms.p95Ms,
    baseline: { label: 'the phone’s push of as many marks', value: sms.pushP95Ms },
    target: { kind: 'max', value: 5_000 },
  });
  add({
    id: 'sms-webhook-p50',
    label: 'webhook answered (marks written, tallies moved), p50',
    unit: 'ms',
    value: sms.webhookP50Ms,
  });
}
