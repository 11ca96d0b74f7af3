// Voter slips, SLIPS_PER_PAGE to an A4 sheet, each with a QR code of the voter id. The QR
// codes are drawn chunk by chunk (see use-chunked-map.ts).
import { memo, useEffect, useMemo } from 'react';
import type { FilterRow } from '../../../domain/voter-filters.ts';
import { SLIPS_PER_PAGE } from './output-kinds.ts';
import { qrSvg } from './qr-code.ts';
import type { SheetProgress } from './sheet-progress.ts';
import type { SlipBooth, VoterSlip } from './slip-data.ts';
import { pages, voterSlips } from './slip-data.ts';
import { useChunkedMap } from './use-chunked-map.ts';
import { useSlipBooths } from './use-slip-booths.ts';
import type { SlipWithQr } from './voter-slip-card.tsx';
import { VoterSlipCard } from './voter-slip-card.tsx';

/** Five pages (50 QR codes) per step keeps each step short enough to stay responsive. */
const SLIP_CHUNK = SLIPS_PER_PAGE * 5;

const withQr = async (slip: VoterSlip): Promise<SlipWithQr> => ({
  ...slip,
  qr: slip.voterId ? await qrSvg(slip.voterId) : '',
});

const SlipPages = memo(function SlipPages({ slips }: { slips: SlipWithQr[] }) {
  return pages(slips, SLIPS_PER_PAGE).map((page) => (
    <section key={page[0]!.key} className="bp-sheet">
      <div className="bp-slips">
        {page.map((slip) => (
          <VoterSlipCard key={slip.key} slip={slip} />
        ))}
      </div>
    </section>
  ));
});

export type VoterSlipsSheetProps = { rows: FilterRow[]; onProgress: SheetProgress };

export function VoterSlipsSheet({ rows, onProgress }: VoterSlipsSheetProps) {
  const booths = useSlipBooths();
  // The slips wait the moment the booths take to read: their items must not change once built.
  if (!booths) return null;
  return (
    <Slips
      key={booths.language}
      rows={rows}
      booths={booths.byPath}
      poll={booths.poll}
      onProgress={onProgress}
    />
  );
}

function Slips({
  rows,
  booths,
  poll,
  onProgress,
}: VoterSlipsSheetProps & { booths: ReadonlyMap<string, SlipBooth>; poll: string }) {
  const slips = useMemo(() => voterSlips(rows, booths, poll), [rows, booths, poll]);
  const { chunks, done, complete, failed } = useChunkedMap(slips, withQr, SLIP_CHUNK);
  useEffect(() => onProgress({ done, complete, failed }), [onProgress, done, complete, failed]);
  return chunks.map((chunk) => <SlipPages key={chunk[0]!.key} slips={chunk} />);
}
