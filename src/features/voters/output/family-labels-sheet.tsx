// Address labels, one per household, LABELS_PER_PAGE to an A4 sheet.
import { memo, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterRow } from '../../../domain/voter-filters.ts';
import { LABELS_PER_PAGE } from './output-kinds.ts';
import type { SheetProgress } from './sheet-progress.ts';
import type { FamilyLabel } from './slip-data.ts';
import { familyLabels, pages } from './slip-data.ts';
import { useChunkedMap } from './use-chunked-map.ts';

const LABEL_CHUNK = LABELS_PER_PAGE * 4;
const same = (label: FamilyLabel) => label;

function FamilyLabelCard({ label }: { label: FamilyLabel }) {
  const { t } = useTranslation();
  const place = [
    label.houseno && t('voterOutput.label.house', { houseno: label.houseno }),
    label.address || label.section,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <article className="bp-label" aria-label={label.name}>
      <p className="bp-label-name">{label.name || '-'}</p>
      <p>{place || '-'}</p>
      <p>
        {label.members === undefined
          ? t('voterOutput.label.part', { part: label.part })
          : t('voterOutput.label.partMembers', { part: label.part, count: label.members })}
      </p>
    </article>
  );
}

const LabelPages = memo(function LabelPages({ labels }: { labels: FamilyLabel[] }) {
  return pages(labels, LABELS_PER_PAGE).map((page) => (
    <section key={page[0]!.key} className="bp-sheet">
      <div className="bp-labels">
        {page.map((label) => (
          <FamilyLabelCard key={label.key} label={label} />
        ))}
      </div>
    </section>
  ));
});

export type FamilyLabelsSheetProps = { rows: FilterRow[]; onProgress: SheetProgress };

export function FamilyLabelsSheet({ rows, onProgress }: FamilyLabelsSheetProps) {
  const labels = useMemo(() => familyLabels(rows), [rows]);
  const { chunks, done, complete, failed } = useChunkedMap(labels, same, LABEL_CHUNK);
  useEffect(() => onProgress({ done, complete, failed }), [onProgress, done, complete, failed]);
  return chunks.map((chunk) => <LabelPages key={chunk[0]!.key} labels={chunk} />);
}
