// A part of the roll as the Election Commission's own CSV gives it (ERONET columns), made from
// a small fixture of made-up electors, never real people: the electors in force only, so the
// serials of those deleted are missing; third-gender electors coded TG; names in English and
// in Devanagari (the _V1 columns); relation types F, H, M, O. The server tests and the E2E
// test of the first account's import share it.

/** One made-up elector: serial in the part, house, names in both scripts, relation, age. */
type Elector = {
  serial: number;
  house: string;
  name: [string, string];
  nameHi: [string, string];
  relation: 'F' | 'H' | 'M' | 'O';
  relative: [string, string];
  relativeHi: [string, string];
  gender: 'M' | 'F' | 'TG';
  age: number;
};

const E = (
  serial: number,
  house: string,
  name: string,
  nameHi: string,
  relation: Elector['relation'],
  relative: string,
  relativeHi: string,
  gender: Elector['gender'],
  age: number,
): Elector => {
  const split = (s: string) => [s.split(' ')[0]!, s.split(' ').slice(1).join(' ')] as const;
  return {
    serial,
    house,
    name: [...split(name)],
    nameHi: [...split(nameHi)],
    relation,
    relative: [...split(relative)],
    relativeHi: [...split(relativeHi)],
    gender,
    age,
  };
};

/**
 * Twelve electors of three houses; serials 4 and 9 were deleted (not in the file), serials 6
 * and 11 are third-gender electors.
 */
export const FIXTURE_ELECTORS: readonly Elector[] = [
  E(1, '1', 'Ramesh Tiwari', 'रमेश तिवारी', 'F', 'Shyam Tiwari', 'श्याम तिवारी', 'M', 61),
  E(2, '1', 'Savitri Tiwari', 'सावित्री तिवारी', 'H', 'Ramesh Tiwari', 'रमेश तिवारी', 'F', 57),
  E(3, '1', 'Anil Tiwari', 'अनिल तिवारी', 'F', 'Ramesh Tiwari', 'रमेश तिवारी', 'M', 34),
  E(5, '2', 'Farida Begum', 'फरीदा बेगम', 'H', 'Salim Ansari', 'सलीम अंसारी', 'F', 48),
  E(6, '2', 'Reshma Ansari', 'रेशमा अंसारी', 'M', 'Farida Begum', 'फरीदा बेगम', 'TG', 26),
  E(7, '2', 'Salim Ansari', 'सलीम अंसारी', 'F', 'Yusuf Ansari', 'यूसुफ अंसारी', 'M', 52),
  E(8, '2', 'Nasreen Ansari', 'नसरीन अंसारी', 'F', 'Salim Ansari', 'सलीम अंसारी', 'F', 22),
  E(10, '3', 'Gopal Yadav', 'गोपाल यादव', 'F', 'Bhola Yadav', 'भोला यादव', 'M', 70),
  E(11, '3', 'Kajal Yadav', 'काजल यादव', 'O', 'Gopal Yadav', 'गोपाल यादव', 'TG', 29),
  E(12, '3', 'Meena Yadav', 'मीना यादव', 'H', 'Suresh Yadav', 'सुरेश यादव', 'F', 38),
  E(13, '3', 'Suresh Yadav', 'सुरेश यादव', 'F', 'Gopal Yadav', 'गोपाल यादव', 'M', 41),
  E(14, '3', 'Pinky Yadav', 'पिंकी यादव', 'F', 'Suresh Yadav', 'सुरेश यादव', 'F', 19),
];

/** Serials of the fixture's deleted electors: the file leaves them out. */
export const DELETED_SERIALS = [4, 9];

export type CommissionPart = {
  /** AC_NO and AC_NAME. */
  ac: number;
  acName: string;
  part: number;
  /** PART_NAME and PS_NAME (the polling station). */
  partName?: string;
  pollingStation?: string;
  /** STATE_NAME and DIST_NAME / DIST_NO; left out when not given. */
  state?: string;
  district?: string;
  districtNo?: number;
  /** EPIC_NO prefix: three letters, the part's own. */
  epicPrefix: string;
  /** The electors to write (default the whole fixture). */
  electors?: readonly Elector[];
  /** Cells to write instead of the elector's, by serial and column (e.g. AGE '4O'). */
  cells?: Record<number, Record<string, string>>;
};

/** The EPIC of serial `serial` in a part made with `prefix`. */
export const epicOf = (prefix: string, serial: number) =>
  `${prefix}${String(1_000_000 + serial).padStart(7, '0')}`;

const csvCell = (v: string | number) => {
  const s = String(v);
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** The part as the Commission's CSV: a header of ERONET column names, a line per elector. */
export function commissionCsv(p: CommissionPart): Buffer {
  const place: [string, string | number | undefined][] = [
    ['STATE_NAME', p.state],
    ['DIST_NO', p.districtNo],
    ['DIST_NAME', p.district],
  ];
  const given = place.filter(([, v]) => v !== undefined) as [string, string | number][];
  const header = [
    ...given.map(([k]) => k),
    'AC_NO',
    'AC_NAME',
    'PART_NO',
    'PART_NAME',
    'PS_NAME',
    'SECTION_NO',
    'SLNOINPART',
    'C_HOUSE_NO',
    'FM_NAME_EN',
    'LASTNAME_EN',
    'FM_NAMEV1',
    'LASTNAMEV1',
    'RLN_TYPE',
    'RLN_FM_NM_EN',
    'RLN_L_NM_EN',
    'RLN_FM_NM_V1',
    'RLN_L_NM_V1',
    'EPIC_NO',
    'GENDER',
    'AGE',
  ];
  const lines = [header.join(',')];
  for (const e of p.electors ?? FIXTURE_ELECTORS) {
    const cells: Record<string, string | number> = {
      ...Object.fromEntries(given),
      AC_NO: p.ac,
      AC_NAME: p.acName,
      PART_NO: p.part,
      PART_NAME: p.partName ?? '',
      PS_NAME: p.pollingStation ?? '',
      SECTION_NO: 1,
      SLNOINPART: e.serial,
      C_HOUSE_NO: e.house,
      FM_NAME_EN: e.name[0],
      LASTNAME_EN: e.name[1],
      FM_NAMEV1: e.nameHi[0],
      LASTNAMEV1: e.nameHi[1],
      RLN_TYPE: e.relation,
      RLN_FM_NM_EN: e.relative[0],
      RLN_L_NM_EN: e.relative[1],
      RLN_FM_NM_V1: e.relativeHi[0],
      RLN_L_NM_V1: e.relativeHi[1],
      EPIC_NO: epicOf(p.epicPrefix, e.serial),
      GENDER: e.gender,
      AGE: e.age,
      ...p.cells?.[e.serial],
    };
    lines.push(header.map((h) => csvCell(cells[h] ?? '')).join(','));
  }
  return Buffer.from(lines.join('\r\n') + '\r\n');
}
