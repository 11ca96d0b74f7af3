// What a voter slip and a family label show, read from a report's rows. Framework-free so
// the numbering rules are tested without rendering.
import type { FilterRow } from '../../../domain/voter-filters.ts';
import { relativeLabelKey, voterFullName } from '../../../domain/voter-fields.ts';
import { partOf } from '../../../domain/voter-aggregates.ts';
import { serialOf } from '../../../domain/voter-roll.ts';

export type VoterSlip = {
  key: string;
  name: string;
  /** The relative's name (the voter's `relation` field). */
  relation: string;
  /** i18n key of what the relative is ("Father's name" …) by the voter's relation type. */
  relationLabelKey: ReturnType<typeof relativeLabelKey>;
  part: number;
  /** The voter's serial on the roll; null when the record has none (printed as "-"). */
  serial: number | null;
  voterId: string;
  /** The voter's assembly (number and name, when stored): the station's fallback name. */
  assembly: string;
  address: string;
  /** The booth the voter belongs to, by name; '' when the phone holds no such booth. */
  booth: string;
  /** Where the voter votes, as the booth records it ("Govt. Primary School, Room 2"); ''. */
  pollingStation: string;
  /**
   * The poll day the admin set, in the reader's language ("14 Feb 2027, 7:00 am–6:00 pm",
   * domain/settings.ts pollText); '' when none is set (then the slip says nothing of it).
   */
  poll: string;
};

/** What a slip reads from the voter's booth (areas on the phone), by the booth's path. */
export type SlipBooth = { name: string; pollingStation: string };

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/**
 * One slip per voter row, with the voter's roll serial, the booth and polling station of the
 * voter's home booth (`booths`, by area path; a voter's record lives in its booth), and the
 * poll day as text (`poll`, the same on every slip).
 */
export function voterSlips(
  rows: readonly FilterRow[],
  booths: ReadonlyMap<string, SlipBooth> = new Map(),
  poll = '',
): VoterSlip[] {
  return rows.map((row, i) => ({
    poll,
    ...boothOf(row, booths),
    key: `${i}`,
    name: voterFullName(row),
    relation: text(row.relation),
    relationLabelKey: relativeLabelKey(row.relationType),
    part: partOf(row),
    serial: serialOf(row),
    voterId: text(row.voterId),
    // The roll's assembly number, else the legacy free-text one; then the name.
    assembly: [
      typeof row.assemblyNumber === 'number' ? String(row.assemblyNumber) : text(row.assembly),
      text(row.assemblyName),
    ]
      .filter(Boolean)
      .join(' '),
    address: text(row.address),
  }));
}

function boothOf(
  row: FilterRow,
  booths: ReadonlyMap<string, SlipBooth>,
): Pick<VoterSlip, 'booth' | 'pollingStation'> {
  // Report rows are voter records: their place (`scope`) is their home booth.
  const scope = (row as { scope?: unknown }).scope;
  const booth = typeof scope === 'string' ? booths.get(scope) : undefined;
  return { booth: booth?.name ?? '', pollingStation: booth?.pollingStation ?? '' };
}

export type FamilyLabel = {
  key: string;
  /** The head of the household. */
  name: string;
  houseno: string;
  address: string;
  /** The roll's section (its locality), printed where the voter has no address: a roll has none. */
  section: string;
  part: number;
  /** Members of the household, where the report counted them. */
  members?: number;
};

/**
 * One label per household row. Family rows and family-label rows carry the head's name in
 * `name`; family-head rows are the head's own voter record.
 */
export function familyLabels(rows: readonly FilterRow[]): FamilyLabel[] {
  return rows.map((row, i) => ({
    key: `${i}`,
    name: row.name?.trim() || voterFullName(row),
    houseno: text(row.houseno),
    address: text(row.address),
    section: text(row.sectionName),
    part: partOf(row),
    ...(typeof row.familySize === 'number' ? { members: row.familySize } : {}),
  }));
}

/** Items cut into pages of `size`. */
export function pages<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** One line of a slip: what it is, and the voter's value ('' is left out). */
export type SlipLine = { label: string; value: string };

/**
 * The slip's lines under the name, in the printed slip's order and words (the station and the
 * part/serial read as on voter-slip-card.tsx); the message and the picture both list these.
 */
export function slipLinesOf(slip: VoterSlip, t: Translate): SlipLine[] {
  const station =
    slip.pollingStation ||
    (slip.assembly
      ? t('voterOutput.slip.stationValue', { part: slip.part, assembly: slip.assembly })
      : t('voterOutput.slip.stationPartOnly', { part: slip.part }));
  const partSerial =
    slip.serial === null
      ? t('voterOutput.slip.partNoSerial', { part: slip.part })
      : t('voterOutput.slip.partSerialValue', { part: slip.part, serial: slip.serial });
  return [
    { label: t(slip.relationLabelKey), value: slip.relation },
    { label: t('voterOutput.slip.voterId'), value: slip.voterId },
    { label: t('voterOutput.slip.partSerial'), value: partSerial },
    { label: t('voterOutput.slip.booth'), value: slip.booth },
    { label: t('voterOutput.slip.station'), value: station },
    { label: t('voterOutput.slip.address'), value: slip.address },
    { label: t('voterOutput.slip.poll'), value: slip.poll },
  ];
}

/**
 * One voter's slip as a message (WhatsApp, SMS): the lines the printed slip holds, in the
 * reader's language; fields the voter lacks are left out rather than sent as "-".
 */
export function slipMessage(slip: VoterSlip, t: Translate): string {
  const lines = slipLinesOf(slip, t).filter((l) => l.value);
  return [slip.name, ...lines.map((l) => `${l.label}: ${l.value}`)].join('\n');
}
