// Voter rolls in and out as CSV, framework-free so the import worker, the screens and the tests
// share it: safe export cells (spreadsheets run formulas), header guessing for English and
// Hindi rolls, and per-row validation whose reasons are i18n keys.
import { validateRecordFields } from './sync-records.ts';
import { normaliseRelationType } from './voter-roll.ts';
import type { VoterFields } from './voter.ts';

// ---------------------------------------------------------------------------------------------
// Export

export type CsvCell = string | number | null | undefined;

/** Byte order mark: without it Excel reads UTF-8 as ANSI and Devanagari turns to noise. */
export const CSV_BOM = '\ufeff';

/** Characters that make a spreadsheet treat a cell as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell a spreadsheet will show as text: a formula-like start gets a leading `'`. */
export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** One RFC 4180 field: neutralised, quoted when it holds a quote, comma or line break. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  // Numbers are data, never formulas: -5 stays -5.
  const text = typeof value === 'number' ? String(value) : neutraliseCell(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole CSV file: BOM, header row, CRLF line ends (RFC 4180). */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(','));
  return CSV_BOM + lines.join('\r\n') + '\r\n';
}

/** Undo `neutraliseCell`, so a file we exported imports back unchanged. */
export function unneutraliseCell(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

// ---------------------------------------------------------------------------------------------
// Column mapping

/**
 * Where a column can go, in the order the mapping step offers them: a voter field, or one of
 * the columns a roll splits or adds: 'fullName' (one name column, split into first and last
 * name), the relative's last name (joined after `relation`/`relationHi`, as the Commission's
 * files give first and last name apart) and the polling station (kept for the part's booth,
 * not on the voter).
 */
export const IMPORT_TARGETS = [
  'fullName',
  'firstName',
  'lastName',
  'firstNameHi',
  'lastNameHi',
  'voterId',
  'partNumber',
  'serialNumber',
  'sectionNumber',
  'sectionName',
  // The roll's "Father/Husband Name": the one relative's-name field lists and slips read.
  'relation',
  'relationLastName',
  'relationType',
  'relationHi',
  'relationHiLastName',
  'age',
  'gender',
  'dob',
  'phone',
  'email',
  'houseno',
  'address',
  'area',
  'assembly',
  'assemblyNumber',
  'assemblyName',
  'district',
  'state',
  'rollEdition',
  'rollPublished',
  'pollingStation',
  'pollingStationNumber',
  'partName',
  'stateCode',
  'districtNumber',
  'familySize',
  'religion',
  'caste',
  'category',
  'education',
  'profession',
  'party',
  // The survey fields the reports filter on, so a report exported here imports back whole.
  'homeShifted',
  'outside',
  'labharthicenter',
  'labharthistate',
  'labharthicandidate',
  'approachqty',
  'approachreason',
  'candidatename',
  'alive',
] as const satisfies readonly (keyof VoterFields | RollColumn)[];

/**
 * Import targets that are not voter fields of their own (see IMPORT_TARGETS); the part's own
 * columns (polling station, its number, the part's name, the state code and district number)
 * describe the part and its booth, so they are kept for the part, not on each voter.
 */
type RollColumn =
  | 'fullName'
  | 'relationLastName'
  | 'relationHiLastName'
  | 'pollingStation'
  | 'pollingStationNumber'
  | 'partName'
  | 'stateCode'
  | 'districtNumber';

export type ImportTarget = (typeof IMPORT_TARGETS)[number];

/** One target (or null: skip) per column of the file, by column position. */
export type ColumnMapping = (ImportTarget | null)[];

const NUMBER_FIELDS = [
  'age',
  'partNumber',
  'serialNumber',
  'sectionNumber',
  'assemblyNumber',
  'familySize',
  'approachqty',
  'districtNumber',
  'pollingStationNumber',
] as const;
/** Number fields that hold a whole number from this minimum (a serial starts at 1). */
const WHOLE_FROM: Partial<Record<NumberField, number>> = {
  serialNumber: 1,
  sectionNumber: 0,
  assemblyNumber: 0,
  districtNumber: 0,
  pollingStationNumber: 0,
};
type NumberField = (typeof NUMBER_FIELDS)[number];
const isNumberField = (t: ImportTarget): t is NumberField =>
  (NUMBER_FIELDS as readonly string[]).includes(t);

/** Header spellings per target, already normalised (see normaliseHeader). */
const HEADER_ALIASES: Partial<Record<ImportTarget, readonly string[]>> = {
  fullName: ['name', 'voter name', 'full name', 'elector name', 'elector s name', 'नाम'],
  // The Election Commission's column names (AC_NO, PART_NO, SLNOINPART, FM_NAME_EN …) are
  // among the spellings; their `_V1` copies hold the names in the state's own script.
  // ERONET spells the local-script copies both FM_NAME_V1 and FM_NAMEV1.
  firstName: ['first name', 'given name', 'firstname', 'पहला नाम', 'fm name en'],
  lastName: ['last name', 'surname', 'family name', 'lastname', 'उपनाम', 'lastname en'],
  voterId: [
    'epic',
    'epic no',
    'epic number',
    'voter id',
    'voter id no',
    'voter id number',
    'voterid',
    'voter card no',
    'id card no',
    'idcard no',
    'मतदाता पहचान पत्र',
    'मतदाता पहचान पत्र संख्या',
    'मतदाता पहचान पत्र सं',
    'एपिक',
    'एपिक नंबर',
    'एपिक संख्या',
    'epic no en',
  ],
  partNumber: ['part no', 'part number', 'part', 'partno', 'भाग संख्या', 'भाग सं', 'भाग नंबर'],
  partName: ['part name', 'part name en', 'भाग का नाम', 'भाग नाम'],
  // Not "Sl." or "क्र.सं." alone: those head the row number of an exported report.
  serialNumber: [
    'serial no',
    'serial number',
    'serial no in part',
    'sl no',
    'sl no in part',
    'slnoinpart',
    'sr no',
    'क्रम संख्या',
    'क्रमांक',
  ],
  sectionNumber: ['section no', 'section number', 'अनुभाग संख्या', 'अनुभाग सं'],
  sectionName: ['section name', 'अनुभाग का नाम', 'अनुभाग नाम'],
  firstNameHi: ['first name hindi', 'first name hi', 'पहला नाम हिंदी', 'fm name v1', 'fm namev1'],
  lastNameHi: [
    'last name hindi',
    'last name hi',
    'surname hindi',
    'उपनाम हिंदी',
    'lastname v1',
    'lastnamev1',
  ],
  relationHi: [
    'father husband name hindi',
    'relative name hindi',
    'relation name hindi',
    'पिता पति का नाम हिंदी',
    'rln fm nm v1',
    'rln fm nmv1',
  ],
  relationLastName: ['rln l nm en', 'relative last name', 'relative s last name'],
  relationHiLastName: ['rln l nm v1', 'rln l nmv1'],
  pollingStation: [
    'polling station',
    'polling station name',
    'ps name',
    'ps name en',
    'psname',
    'मतदान केंद्र',
    'मतदान केंद्र का नाम',
    'मतदान केंद्र नाम',
  ],
  pollingStationNumber: [
    'ps no',
    'psno',
    'polling station no',
    'polling station number',
    'मतदान केंद्र संख्या',
    'मतदान केंद्र सं',
  ],
  relation: [
    'father husband name',
    'father husband s name',
    'father name',
    'father s name',
    'husband name',
    'husband s name',
    'relative name',
    'relative s name',
    'guardian name',
    'पिता पति का नाम',
    'पिता का नाम',
    'पति का नाम',
    'संबंधी का नाम',
    'पिता पति माता का नाम',
    'rln fm nm en',
  ],
  // A roll's "Relation" column holds the type (Father, HSBN, पति …), not a name.
  relationType: [
    'relation',
    'relation type',
    'relationtype',
    'संबंध',
    'रिश्ता',
    'संबंध का प्रकार',
    'rln type',
  ],
  age: ['age', 'आयु', 'उम्र', 'उम्र वर्ष'],
  gender: ['gender', 'sex', 'लिंग'],
  dob: ['dob', 'date of birth', 'birth date', 'जन्म तिथि', 'जन्मतिथि'],
  phone: [
    'mobile',
    'mobile no',
    'mobile number',
    'phone',
    'phone no',
    'phone number',
    'contact',
    'contact no',
    'मोबाइल',
    'मोबाइल नंबर',
    'मोबाइल नं',
    'फोन',
    'फ़ोन',
    'फोन नंबर',
  ],
  email: ['email', 'e mail', 'email id', 'ईमेल'],
  houseno: [
    'house no',
    'house number',
    'houseno',
    'मकान नंबर',
    'मकान संख्या',
    'मकान नं',
    'मकान सं',
    'c house no',
    'c house no v1',
  ],
  address: ['address', 'पता'],
  area: ['area', 'locality', 'section', 'mohalla', 'क्षेत्र', 'मोहल्ला'],
  assembly: ['assembly', 'ac', 'विधानसभा'],
  assemblyNumber: [
    'ac no',
    'assembly no',
    'assembly number',
    'ac number',
    'विधानसभा संख्या',
    'विधानसभा सं',
  ],
  assemblyName: [
    'assembly name',
    'ac name',
    'ac name en',
    'विधानसभा का नाम',
    'विधानसभा नाम',
    'विधानसभा क्षेत्र का नाम',
  ],
  district: [
    'district',
    'dist',
    'district name',
    'dist name',
    'dist name en',
    'district name en',
    'जिला',
    'ज़िला',
    'जिले का नाम',
    'जिला का नाम',
  ],
  districtNumber: ['dist no', 'district no', 'district number', 'जिला संख्या', 'जिला सं'],
  state: ['state', 'state name', 'st name', 'state name en', 'राज्य', 'राज्य का नाम'],
  stateCode: ['st code', 'state code', 'stcode', 'राज्य कोड'],
  rollEdition: ['roll edition', 'roll revision', 'revision', 'पुनरीक्षण'],
  rollPublished: [
    'roll published',
    'publication date',
    'date of publication',
    'roll date',
    'प्रकाशन तिथि',
  ],
  familySize: ['family size', 'family members', 'परिवार के सदस्य', 'परिवार सदस्य'],
  religion: ['religion', 'धर्म'],
  caste: ['caste', 'जाति'],
  category: ['category', 'वर्ग', 'श्रेणी'],
  education: ['education', 'qualification', 'शिक्षा'],
  profession: ['profession', 'occupation', 'व्यवसाय', 'पेशा'],
  party: ['party', 'पार्टी', 'दल'],
  // The report columns' own headings, English and Hindi (an exported report imports back).
  homeShifted: ['home shifted', 'homeshifted', 'घर बदला'],
  outside: ['staying outside', 'outside', 'बाहर रह रहे हैं'],
  labharthicenter: ['labharthi center', 'labharthicenter', 'लाभार्थी केंद्र'],
  labharthistate: ['labharthi state', 'labharthistate', 'लाभार्थी राज्य'],
  labharthicandidate: ['labharthi candidate', 'labharthicandidate', 'लाभार्थी उम्मीदवार'],
  approachqty: ['approach qty', 'approachqty', 'संपर्क संख्या'],
  approachreason: ['approach reason', 'approachreason', 'संपर्क का कारण'],
  candidatename: ['candidate name', 'candidatename', 'उम्मीदवार का नाम'],
  alive: ['alive dead', 'alive', 'जीवित मृत'],
};

/** Lower case, NFC, punctuation (/ . - _ : # ( ) ') to spaces, single spaces. */
export function normaliseHeader(header: string): string {
  return header
    .replace(/^\ufeff/, '')
    .normalize('NFC')
    .toLocaleLowerCase('en')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

const ALIAS_INDEX = new Map<string, ImportTarget>(
  Object.entries(HEADER_ALIASES).flatMap(([target, aliases]) =>
    aliases.map((a) => [normaliseHeader(a), target as ImportTarget] as const),
  ),
);

/** Best guess per column; each target is used once (the first column that names it wins). */
export function guessMapping(header: readonly string[]): ColumnMapping {
  const used = new Set<ImportTarget>();
  return header.map((h) => {
    const target = ALIAS_INDEX.get(normaliseHeader(h));
    if (!target || used.has(target)) return null;
    used.add(target);
    return target;
  });
}

/** Stable key of a header row, to remember its mapping for the next file of the same shape. */
export function headerKey(header: readonly string[]): string {
  const text = header.map(normaliseHeader).join('\u0001');
  // cyrb53: 53 bits are plenty to tell a handful of roll layouts apart.
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** What a mapping lacks before an import can start (i18n keys); empty when it can run. */
export function mappingGaps(mapping: ColumnMapping): string[] {
  const has = (t: ImportTarget) => mapping.includes(t);
  const gaps: string[] = [];
  if (!has('voterId')) gaps.push('voterImport.gap.voterId');
  if (!has('fullName') && !has('firstName') && !has('firstNameHi'))
    gaps.push('voterImport.gap.name');
  return gaps;
}

/** A mapping read back from storage fits `columns` columns and names only known targets. */
export function isMappingFor(value: unknown, columns: number): value is ColumnMapping {
  const known = new Set<unknown>(IMPORT_TARGETS);
  return (
    Array.isArray(value) &&
    value.length === columns &&
    value.every((t) => t === null || known.has(t))
  );
}

// ---------------------------------------------------------------------------------------------
// Rows

/** Why a row was skipped: spreadsheet row number (header = 1), field, i18n key of the reason. */
export type RowProblem = { row: number; field: ImportTarget | ''; reason: string };

export type RowResult =
  | {
      ok: true;
      fields: VoterFields;
      /** The row's polling station, for its part's booth. */ pollingStation?: string;
    }
  | { ok: false; problems: RowProblem[] };

export const PROBLEM = {
  number: 'voterImport.problem.number',
  age: 'voterImport.problem.age',
  gender: 'voterImport.problem.gender',
  phone: 'voterImport.problem.phone',
  email: 'voterImport.problem.email',
  date: 'voterImport.problem.date',
  serial: 'voterImport.problem.serial',
  relationType: 'voterImport.problem.relationType',
  missingVoterId: 'voterImport.problem.missingVoterId',
  missingName: 'voterImport.problem.missingName',
} as const;

const DEVANAGARI_DIGITS = /[०-९]/g;
const asciiDigits = (s: string) =>
  s.replace(DEVANAGARI_DIGITS, (d) => String(d.charCodeAt(0) - 0x0966));

const GENDERS: Record<string, 'Male' | 'Female' | 'Other'> = {
  m: 'Male',
  male: 'Male',
  man: 'Male',
  पुरुष: 'Male',
  पु: 'Male',
  पुरूष: 'Male',
  f: 'Female',
  female: 'Female',
  woman: 'Female',
  महिला: 'Female',
  स्त्री: 'Female',
  म: 'Female',
  // The Commission writes third gender TG (older files T or O).
  t: 'Other',
  tg: 'Other',
  't g': 'Other',
  o: 'Other',
  other: 'Other',
  others: 'Other',
  third: 'Other',
  'third gender': 'Other',
  thirdgender: 'Other',
  transgender: 'Other',
  अन्य: 'Other',
  'तृतीय लिंग': 'Other',
  तृतीय: 'Other',
  ट्रांसजेंडर: 'Other',
  'थर्ड जेंडर': 'Other',
};

/** Male / Female / Other for the spellings rolls use (M, F, पुरुष, महिला, …), else null. */
export function normaliseGender(value: string): 'Male' | 'Female' | 'Other' | null {
  return GENDERS[normaliseHeader(value)] ?? null;
}

/** YYYY-MM-DD from ISO or day-first (DD-MM-YYYY, DD/MM/YYYY, DD.MM.YYYY) dates, else null. */
export function normaliseDate(value: string): string | null {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  const dayFirst = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(value);
  const [y, m, d] = iso
    ? [iso[1], iso[2], iso[3]]
    : dayFirst
      ? [dayFirst[3], dayFirst[2], dayFirst[1]]
      : [];
  if (!y || !m || !d) return null;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (date.getUTCMonth() !== Number(m) - 1 || date.getUTCDate() !== Number(d)) return null;
  return `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
}

/** "Asha Kumari Verma" → first "Asha Kumari", last "Verma" (a single word is a first name). */
export function splitFullName(name: string): { firstName: string; lastName?: string } {
  const parts = name.split(/\s+/).filter(Boolean);
  if (parts.length < 2) return { firstName: parts[0] ?? '' };
  return { firstName: parts.slice(0, -1).join(' '), lastName: parts[parts.length - 1] };
}

type Cleaned = { value: string | number } | { reason: string };

function cleanCell(target: ImportTarget, text: string): Cleaned {
  if (isNumberField(target)) {
    const n = Number(asciiDigits(text).replace(/,/g, ''));
    if (!Number.isFinite(n) || !/\d/.test(asciiDigits(text))) return { reason: PROBLEM.number };
    if (target === 'age' && (n < 0 || n > 150 || !Number.isInteger(n)))
      return { reason: PROBLEM.age };
    const min = WHOLE_FROM[target];
    if (min !== undefined && (n < min || !Number.isInteger(n)))
      return { reason: target === 'serialNumber' ? PROBLEM.serial : PROBLEM.number };
    return { value: n };
  }
  switch (target) {
    case 'gender': {
      const g = normaliseGender(text);
      return g ? { value: g } : { reason: PROBLEM.gender };
    }
    case 'phone': {
      const digits = asciiDigits(text).replace(/[\s\-().]/g, '');
      return /^\+?\d{6,15}$/.test(digits) ? { value: digits } : { reason: PROBLEM.phone };
    }
    case 'email':
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text) ? { value: text } : { reason: PROBLEM.email };
    case 'dob':
    case 'rollPublished': {
      const date = normaliseDate(asciiDigits(text));
      return date ? { value: date } : { reason: PROBLEM.date };
    }
    case 'relationType': {
      const type = normaliseRelationType(text);
      return type ? { value: type } : { reason: PROBLEM.relationType };
    }
    case 'voterId':
      return { value: text.toUpperCase().replace(/\s+/g, '') };
    default:
      return { value: text.replace(/\s+/g, ' ') };
  }
}

/** The columns kept apart from the voter's own fields, and the field each is joined to. */
const ROLL_EXTRAS: Partial<Record<RollColumn, keyof VoterFields | null>> = {
  relationLastName: 'relation',
  relationHiLastName: 'relationHi',
  pollingStation: null,
  pollingStationNumber: null,
  partName: null,
  stateCode: null,
  districtNumber: null,
};

/** The columns a roll gives about its part rather than the voter (see RollColumn). */
export type PartColumns = Partial<
  Record<'pollingStationNumber' | 'partName' | 'stateCode' | 'districtNumber', string>
>;

/** The Devanagari fields copied to the plain ones when a file has no Latin names. */
const LOCAL_ONLY = [
  ['firstNameHi', 'firstName'],
  ['lastNameHi', 'lastName'],
  ['relationHi', 'relation'],
] as const;

/** A row's cells cleaned into voter fields, before the checks a whole voter needs. */
export type MappedCells = {
  fields: Record<string, string | number>;
  /** The row's polling station, for its part's booth. */
  pollingStation?: string;
  /** What the row says of its part (its name, polling station number, state code, district). */
  part: PartColumns;
  /** Cells that could not be read (the field is left out). */
  problems: RowProblem[];
  /** Each mapped cell's text as the file gives it, for a person to see beside the field. */
  cells: Partial<Record<ImportTarget, string>>;
};

/**
 * The cells of one data row cleaned into voter fields, each bad cell left out and named in
 * `problems`. Empty cells are left out. The server's roll jobs keep such a row for review;
 * the phone's import skips it (mapRow).
 */
export function mapCells(
  cells: readonly string[],
  mapping: ColumnMapping,
  row: number,
): MappedCells {
  const problems: RowProblem[] = [];
  const fields: Record<string, string | number> = {};
  const extra: Partial<Record<RollColumn, string>> = {};
  const raw: Partial<Record<ImportTarget, string>> = {};
  mapping.forEach((target, column) => {
    const text = unneutraliseCell((cells[column] ?? '').trim());
    if (!target || text === '') return;
    raw[target] = text;
    const cleaned = cleanCell(target, text);
    if ('reason' in cleaned) problems.push({ row, field: target, reason: cleaned.reason });
    else if (target === 'fullName') Object.assign(fields, splitFullName(String(cleaned.value)));
    else if (target in ROLL_EXTRAS) extra[target as RollColumn] = String(cleaned.value);
    else fields[target] = cleaned.value;
  });
  // The relative's last name follows the first, whichever column came first in the file.
  for (const [last, into] of Object.entries(ROLL_EXTRAS)) {
    const name = extra[last as RollColumn];
    if (name && into) fields[into] = fields[into] ? `${fields[into]} ${name}` : name;
  }
  // A roll in the local script only (a Hindi edition): its names are the names lists show.
  for (const [hi, own] of LOCAL_ONLY) if (fields[hi] && !fields[own]) fields[own] = fields[hi];
  const part: PartColumns = {};
  for (const key of ['pollingStationNumber', 'partName', 'stateCode', 'districtNumber'] as const)
    if (extra[key]) part[key] = extra[key];
  return {
    fields,
    problems,
    ...(extra.pollingStation ? { pollingStation: extra.pollingStation } : {}),
    part,
    cells: raw,
  };
}

/**
 * One data row to voter fields. `row` is the spreadsheet row number. Empty cells are left out
 * (an import never erases a value already stored); any problem skips the whole row.
 */
export function mapRow(cells: readonly string[], mapping: ColumnMapping, row: number): RowResult {
  const { fields, problems, pollingStation } = mapCells(cells, mapping, row);
  if (!fields.voterId) problems.push({ row, field: 'voterId', reason: PROBLEM.missingVoterId });
  const named = mapping.includes('fullName') ? 'fullName' : 'firstName';
  if (!fields.firstName && !problems.some((p) => p.field === named))
    problems.push({ row, field: named, reason: PROBLEM.missingName });
  if (problems.length) return { ok: false, problems };
  // The server's own rules (lengths, storable text), so nothing imported is refused later.
  const valid = validateRecordFields('voters', fields);
  if (!valid.ok) {
    return {
      ok: false,
      problems: Object.entries(valid.fields).map(([field, reason]) => ({
        row,
        field: (field in fields ? field : '') as ImportTarget | '',
        reason,
      })),
    };
  }
  return {
    ok: true,
    fields: fields as VoterFields,
    ...(pollingStation ? { pollingStation } : {}),
  };
}
