// The framework-free roll CSV rules: safe export cells, header guessing in English and Hindi,
// and per-row validation with row numbers and i18n reasons.
import Papa from 'papaparse';
import { describe, expect, test } from 'vitest';
import {
  CSV_BOM,
  PROBLEM,
  csvCell,
  guessMapping,
  headerKey,
  isMappingFor,
  mapCells,
  mapRow,
  mappingGaps,
  normaliseDate,
  normaliseGender,
  splitFullName,
  toCsv,
  unneutraliseCell,
} from '../../src/domain/voter-csv.ts';
import { normaliseRelationType } from '../../src/domain/voter-roll.ts';

describe('CSV export', () => {
  test('starts with a BOM, has the header row and CRLF line ends', () => {
    const csv = toCsv(['Name', 'Age'], [['आशा वर्मा', 34]]);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv).toBe(`${CSV_BOM}Name,Age\r\nआशा वर्मा,34\r\n`);
  });

  test('quotes commas, quotes and line breaks as RFC 4180 says', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  test('neutralises formula-like text but leaves numbers alone', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+91 98765')).toBe("'+91 98765");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\rcmd')).toBe(`"'\rcmd"`);
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell('Asha')).toBe('Asha');
  });

  test('an exported file parses back to the same values', () => {
    const rows = [['=1+1', 'पिता/पति, "राम"', 'line\r\nbreak']];
    const csv = toCsv(['a', 'b', 'c'], rows);
    const parsed = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true }).data;
    expect(parsed[1]!.map(unneutraliseCell)).toEqual(rows[0]);
  });
});

describe('header guessing', () => {
  test('English headers and their variants', () => {
    expect(
      guessMapping([
        'Voter Name',
        'EPIC No.',
        'Part No',
        'Father/Husband Name',
        'Age',
        'Gender',
        'Mobile No',
        'Address',
        'House No.',
        'DOB',
        'Remarks',
      ]),
    ).toEqual([
      'fullName',
      'voterId',
      'partNumber',
      'relation',
      'age',
      'gender',
      'phone',
      'address',
      'houseno',
      'dob',
      null,
    ]);
  });

  test('Hindi headers', () => {
    expect(
      guessMapping([
        'नाम',
        'मतदाता पहचान पत्र',
        'भाग संख्या',
        'पिता/पति का नाम',
        'आयु',
        'लिंग',
        'मोबाइल',
        'पता',
        'मकान नंबर',
      ]),
    ).toEqual([
      'fullName',
      'voterId',
      'partNumber',
      'relation',
      'age',
      'gender',
      'phone',
      'address',
      'houseno',
    ]);
  });

  test('the survey columns of an exported report map back, in English and Hindi', () => {
    const en = ['EPIC', 'Name', 'Home Shifted', 'Staying Outside', 'Approach Qty', 'Alive/Dead'];
    expect(guessMapping(en)).toEqual([
      'voterId',
      'fullName',
      'homeShifted',
      'outside',
      'approachqty',
      'alive',
    ]);
    const hi = ['लाभार्थी केंद्र', 'संपर्क का कारण', 'उम्मीदवार का नाम', 'जीवित/मृत'];
    expect(guessMapping(hi)).toEqual([
      'labharthicenter',
      'approachreason',
      'candidatename',
      'alive',
    ]);
    const row = mapRow(
      ['ABC0000001', 'Asha', '3', 'Dead'],
      ['voterId', 'firstName', 'approachqty', 'alive'],
      2,
    );
    expect(row).toEqual({
      ok: true,
      fields: { voterId: 'ABC0000001', firstName: 'Asha', approachqty: 3, alive: 'Dead' },
    });
  });

  test("the roll's identity columns: serial, section, relation type, Hindi names, roll", () => {
    expect(
      guessMapping([
        'EPIC No',
        'Name',
        'Serial No',
        'Section No',
        'Section Name',
        'Relation',
        'Father/Husband Name',
        'First Name (Hindi)',
        'Last Name (Hindi)',
        'Father/Husband Name (Hindi)',
        'AC No',
        'Assembly Name',
        'District',
        'Roll Edition',
        'Roll Published',
      ]),
    ).toEqual([
      'voterId',
      'fullName',
      'serialNumber',
      'sectionNumber',
      'sectionName',
      'relationType',
      'relation',
      'firstNameHi',
      'lastNameHi',
      'relationHi',
      'assemblyNumber',
      'assemblyName',
      'district',
      'rollEdition',
      'rollPublished',
    ]);
    expect(guessMapping(['क्रम संख्या', 'संबंध', 'पिता/पति का नाम', 'अनुभाग का नाम'])).toEqual([
      'serialNumber',
      'relationType',
      'relation',
      'sectionName',
    ]);
    // An exported report's row number ("Sl.", "क्र.सं.") is not a serial.
    expect(guessMapping(['Sl.', 'क्र.सं.'])).toEqual([null, null]);
  });

  test('roll fields are cleaned: whole serials, relation types in any spelling, dates', () => {
    const mapping = guessMapping(['EPIC', 'Name', 'Serial No', 'Relation', 'Roll Published']);
    expect(mapRow(['ABC1', 'Ram', '४५', 'HSBN', '06/01/2026'], mapping, 2)).toEqual({
      ok: true,
      fields: {
        voterId: 'ABC1',
        firstName: 'Ram',
        serialNumber: 45,
        relationType: 'husband',
        rollPublished: '2026-01-06',
      },
    });
    expect(
      ['F', 'father', 'पिता', 'S/O', 'M', 'माता', 'W/o', 'O'].map(normaliseRelationType),
    ).toEqual(['father', 'father', 'father', 'father', 'mother', 'mother', 'husband', 'other']);
    expect(mapRow(['ABC2', 'Ram', '0', 'Uncle', ''], mapping, 3)).toEqual({
      ok: false,
      problems: [
        { row: 3, field: 'serialNumber', reason: PROBLEM.serial },
        { row: 3, field: 'relationType', reason: PROBLEM.relationType },
      ],
    });
  });

  test("the Election Commission's own column names, with their _V1 local-script copies", () => {
    const header = [
      'AC_NO',
      'PART_NO',
      'SECTION_NO',
      'SLNOINPART',
      'C_HOUSE_NO',
      'C_HOUSE_NO_V1',
      'FM_NAME_EN',
      'LASTNAME_EN',
      'FM_NAME_V1',
      'LASTNAME_V1',
      'RLN_TYPE',
      'RLN_FM_NM_EN',
      'RLN_L_NM_EN',
      'RLN_FM_NM_V1',
      'RLN_L_NM_V1',
      'IDCARD_NO',
      'SEX',
      'AGE',
      'PS_NAME',
    ];
    const mapping = guessMapping(header);
    expect(mapping).toEqual([
      'assemblyNumber',
      'partNumber',
      'sectionNumber',
      'serialNumber',
      'houseno',
      null, // the local-script house number when the English one is there
      'firstName',
      'lastName',
      'firstNameHi',
      'lastNameHi',
      'relationType',
      'relation',
      'relationLastName',
      'relationHi',
      'relationHiLastName',
      'voterId',
      'gender',
      'age',
      'pollingStation',
    ]);
    const row = [
      '173',
      '12',
      '2',
      '45',
      '4/2',
      '४/२',
      'Sunita',
      'Yadav',
      'सुनीता',
      'यादव',
      'H',
      'Ravi',
      'Yadav',
      'रवि',
      'यादव',
      'upl0123456',
      'F',
      '३४',
      'Govt. Primary School, Naya Tola, Room 2',
    ];
    expect(mapRow(row, mapping, 2)).toEqual({
      ok: true,
      fields: {
        assemblyNumber: 173,
        partNumber: 12,
        sectionNumber: 2,
        serialNumber: 45,
        houseno: '4/2',
        firstName: 'Sunita',
        lastName: 'Yadav',
        firstNameHi: 'सुनीता',
        lastNameHi: 'यादव',
        relationType: 'husband',
        relation: 'Ravi Yadav',
        relationHi: 'रवि यादव',
        voterId: 'UPL0123456',
        gender: 'Female',
        age: 34,
      },
      pollingStation: 'Govt. Primary School, Naya Tola, Room 2',
    });
    // A Hindi-only file: the _V1 columns alone carry the names.
    const hindi = guessMapping(['PART_NO', 'SLNOINPART', 'FM_NAME_V1', 'RLN_FM_NM_V1', 'EPIC_NO']);
    expect(hindi).toEqual(['partNumber', 'serialNumber', 'firstNameHi', 'relationHi', 'voterId']);
    expect(mappingGaps(hindi)).toEqual([]);
    // Its names are also the names lists show, until an English edition gives the Latin ones.
    expect(mapRow(['12', '7', 'सुनीता', 'रवि', 'UPL0000007'], hindi, 2)).toEqual({
      ok: true,
      fields: {
        partNumber: 12,
        serialNumber: 7,
        firstNameHi: 'सुनीता',
        firstName: 'सुनीता',
        relationHi: 'रवि',
        relation: 'रवि',
        voterId: 'UPL0000007',
      },
    });
  });

  test("ERONET's place columns and FM_NAMEV1 spellings; each cell kept as written", () => {
    const header = [
      'ST_CODE',
      'STATE_NAME',
      'DIST_NO',
      'DIST_NAME',
      'AC_NO',
      'AC_NAME',
      'PART_NO',
      'PART_NAME',
      'PS_NO',
      'PS_NAME',
      'SLNOINPART',
      'FM_NAMEV1',
      'LASTNAMEV1',
      'RLN_TYPE',
      'RLN_FM_NMV1',
      'EPIC_NO',
      'GENDER',
      'AGE',
    ];
    const mapping = guessMapping(header);
    expect(mapping).toEqual([
      'stateCode',
      'state',
      'districtNumber',
      'district',
      'assemblyNumber',
      'assemblyName',
      'partNumber',
      'partName',
      'pollingStationNumber',
      'pollingStation',
      'serialNumber',
      'firstNameHi',
      'lastNameHi',
      'relationType',
      'relationHi',
      'voterId',
      'gender',
      'age',
    ]);
    const cells = [
      'S24',
      'उत्तर प्रदेश',
      '035',
      'लखनऊ',
      '171',
      'सरोजनी नगर',
      '12',
      'अमौसी',
      '12',
      'प्राथमिक विद्यालय अमौसी',
      '6',
      'रेशमा',
      'अंसारी',
      'माता',
      'फरीदा',
      'SNR1000006',
      'TG',
      '4O',
    ];
    const mapped = mapCells(cells, mapping, 2);
    expect(mapped.fields).toMatchObject({
      state: 'उत्तर प्रदेश',
      district: 'लखनऊ',
      assemblyNumber: 171,
      partNumber: 12,
      firstNameHi: 'रेशमा',
      relationType: 'mother',
      gender: 'Other',
    });
    expect(mapped.fields.age).toBeUndefined();
    expect(mapped.problems).toEqual([{ row: 2, field: 'age', reason: PROBLEM.number }]);
    expect(mapped.part).toEqual({
      stateCode: 'S24',
      districtNumber: '35',
      partName: 'अमौसी',
      pollingStationNumber: '12',
    });
    expect(mapped.pollingStation).toBe('प्राथमिक विद्यालय अमौसी');
    expect(mapped.cells).toMatchObject({ age: '4O', gender: 'TG', serialNumber: '6' });
    // The part's own columns never reach the voter.
    for (const key of ['stateCode', 'districtNumber', 'partName', 'pollingStationNumber'])
      expect(mapped.fields).not.toHaveProperty(key);
    expect(['पिता', 'पति', 'माता', 'अन्य', 'F', 'H', 'M', 'O'].map(normaliseRelationType)).toEqual([
      'father',
      'husband',
      'mother',
      'other',
      'father',
      'husband',
      'mother',
      'other',
    ]);
  });

  test('a BOM, case and spacing do not matter; a repeated target maps once', () => {
    expect(guessMapping(['\ufeffNAME', ' voter  id ', 'Phone', 'Mobile'])).toEqual([
      'fullName',
      'voterId',
      'phone',
      null,
    ]);
  });

  test('the header key is stable and tells layouts apart', () => {
    expect(headerKey(['Name', 'EPIC'])).toBe(headerKey(['name ', 'epic']));
    expect(headerKey(['Name', 'EPIC'])).not.toBe(headerKey(['EPIC', 'Name']));
  });

  test('a mapping needs a voter id and a name column', () => {
    expect(mappingGaps(['fullName', 'voterId'])).toEqual([]);
    expect(mappingGaps(['age', null])).toEqual(['voterImport.gap.voterId', 'voterImport.gap.name']);
  });

  test('a remembered mapping is used only when it fits the file', () => {
    expect(isMappingFor(['fullName', null], 2)).toBe(true);
    // One remembered before the import wrote `relation` is guessed again.
    expect(isMappingFor(['fullName', 'relativeName'], 2)).toBe(false);
    expect(isMappingFor(['fullName'], 2)).toBe(false);
    expect(isMappingFor(['nonsense', null], 2)).toBe(false);
  });
});

describe('row mapping and validation', () => {
  const mapping = guessMapping(['Name', 'EPIC', 'Part No', 'Age', 'Gender', 'Mobile', 'DOB']);

  test('maps a good row: numbers as numbers, gender and date normalised, name split', () => {
    const result = mapRow(
      ['आशा कुमारी वर्मा', 'abc 1234567', '१२', '34', 'महिला', '98765-43210', '05/03/1990'],
      mapping,
      2,
    );
    expect(result).toEqual({
      ok: true,
      fields: {
        firstName: 'आशा कुमारी',
        lastName: 'वर्मा',
        voterId: 'ABC1234567',
        partNumber: 12,
        age: 34,
        gender: 'Female',
        phone: '9876543210',
        dob: '1990-03-05',
      },
    });
  });

  test('reports each bad field with the row number and skips the row', () => {
    const result = mapRow(['Ram', 'X1', 'twelve', '200', 'Q', '12', '31/02/1990'], mapping, 7);
    expect(result).toEqual({
      ok: false,
      problems: [
        { row: 7, field: 'partNumber', reason: PROBLEM.number },
        { row: 7, field: 'age', reason: PROBLEM.age },
        { row: 7, field: 'gender', reason: PROBLEM.gender },
        { row: 7, field: 'phone', reason: PROBLEM.phone },
        { row: 7, field: 'dob', reason: PROBLEM.date },
      ],
    });
  });

  test('a row without voter id or name is skipped with that reason', () => {
    expect(mapRow(['', '', '3'], mapping, 4)).toEqual({
      ok: false,
      problems: [
        { row: 4, field: 'voterId', reason: PROBLEM.missingVoterId },
        { row: 4, field: 'fullName', reason: PROBLEM.missingName },
      ],
    });
  });

  test("the server's limits apply too (too long text)", () => {
    const result = mapRow(['Ram', 'X'.repeat(41)], mapping, 3);
    expect(result).toEqual({
      ok: false,
      problems: [{ row: 3, field: 'voterId', reason: 'errors.tooLong' }],
    });
  });

  test('helpers: gender spellings, dates, names', () => {
    expect(['M', 'male', 'पुरुष'].map(normaliseGender)).toEqual(['Male', 'Male', 'Male']);
    expect(['F', 'Female', 'महिला'].map(normaliseGender)).toEqual(['Female', 'Female', 'Female']);
    expect(normaliseGender('x')).toBeNull();
    // The Commission's third gender, as ERONET and the Hindi rolls write it.
    expect(
      ['TG', 'tg', 'T', 'Third Gender', 'THIRD_GENDER', 'तृतीय लिंग', 'अन्य'].map(normaliseGender),
    ).toEqual(Array(7).fill('Other'));
    expect(normaliseDate('1990-3-5')).toBe('1990-03-05');
    expect(normaliseDate('29-02-2001')).toBeNull();
    expect(splitFullName('Asha')).toEqual({ firstName: 'Asha' });
  });
});
