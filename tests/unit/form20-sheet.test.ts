// The Form 20 reader without a server: headings in English and Hindi, split over rows or one
// row, a serial column before the station's own, auxiliary stations, NOTA among the candidates
// or apart, total rows; the sheet checked against its own totals; the words of a PDF page put
// back into columns; the grade bands.
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { checkForm20 } from '../../src/domain/form20/checks.ts';
import { addVotes, gradeBooth, gradeOfMargin } from '../../src/domain/form20/grades.ts';
import type { PlacedWord } from '../../src/domain/form20/pdf-table.ts';
import { tableOfPages } from '../../src/domain/form20/pdf-table.ts';
import type { Form20Error } from '../../src/domain/form20/sheet.ts';
import { candidateOf, readForm20Table, stationOf } from '../../src/domain/form20/sheet.ts';

const ENCORE_HEAD = [
  ['FORM 20'],
  ['Total No. of Electors in Assembly Constituency/segment ....1200'],
  ['Name of Assembly/segment ...12-Ramnagar Assembly Election'],
  [
    'Serial No. Of Polling Station',
    '',
    'No of Valid Votes Cast in favour of',
    '',
    '',
    'Total of Valid Votes',
    'No. Of Rejected Votes',
    'Votes for NOTA',
    'Total',
    'No. Of Tendered Votes',
  ],
  ['', '', 'ASHA DEVI (BJP)', 'RAVI KUMAR - INC', 'MOHAN LAL', '', '', '', '', ''],
];

describe('readForm20Table', () => {
  it('reads the Commission layout: serial and station columns, a group heading over the names', () => {
    const sheet = readForm20Table([
      ...ENCORE_HEAD,
      ['1', '1', '100', '50', '5', '155', '2', '3', '160', '0'],
      ['2', '2A', '10', '70', '0', '80', '0', '1', '81', '1'],
      ['3', '3(B)', '0', '0', '0', '0', '0', '0', '0', '0'],
      ['Total EVM Votes', '', '110', '120', '5', '235', '2', '4', '241', '1'],
    ]);
    expect(sheet.candidates).toEqual([
      { name: 'ASHA DEVI', party: 'BJP' },
      { name: 'RAVI KUMAR', party: 'INC' },
      { name: 'MOHAN LAL', party: '' },
    ]);
    expect(sheet.stations.map((s) => [s.station, s.part])).toEqual([
      ['1', 1],
      ['2A', 2],
      ['3B', 3],
    ]);
    expect(sheet.stations[0]).toMatchObject({
      votes: [100, 50, 5],
      nota: 3,
      rejected: 2,
      valid: 155,
      total: 160,
      tendered: 0,
    });
    expect(sheet.totals).toHaveLength(1);
    expect(sheet.totals[0]).toMatchObject({
      kind: 'evm',
      votes: [110, 120, 5],
      nota: 4,
      total: 241,
    });
    expect(sheet).toMatchObject({ electors: 1200, assemblyNumber: 12, assemblyName: 'Ramnagar' });
    expect(checkForm20(sheet)).toEqual({ rows: [], columns: [], repeated: [], hasTotalRow: true });
  });

  it('reports a station that does not add up and a column off its printed total', () => {
    const sheet = readForm20Table([
      ...ENCORE_HEAD,
      ['1', '1', '100', '50', '5', '156', '2', '3', '160', '0'],
      ['2', '2', '10', '70', '0', '80', '0', '1', '90', '1'],
      ['Total EVM Votes', '', '111', '120', '5', '236', '2', '4', '250', '1'],
    ]);
    const checks = checkForm20(sheet);
    expect(checks.rows).toEqual([
      { station: '1', line: 6, column: 'valid', printed: 156, counted: 155 },
      { station: '2', line: 7, column: 'total', printed: 90, counted: 81 },
    ]);
    // Column sums use the printed station totals (156 + 80, 160 + 90): only ASHA DEVI is off.
    expect(checks.columns).toEqual([
      { column: { kind: 'candidate', index: 0 }, total: 'evm', printed: 111, counted: 110 },
    ]);
  });

  it('takes votes polled less the postal row when no EVM row is printed; lists a repeated station', () => {
    const sheet = readForm20Table([
      ...ENCORE_HEAD,
      ['1', '1', '100', '50', '5', '155', '2', '3', '160', '0'],
      ['2', '1', '1', '1', '1', '3', '0', '0', '3', '0'],
      ['Total Postal Ballot Votes', '', '7', '3', '0', '10', '1', '0', '11', '0'],
      ['Total Votes Polled', '', '107', '53', '5', '165', '3', '3', '171', '0'],
    ]);
    expect(checkForm20(sheet)).toEqual({
      rows: [],
      columns: [],
      repeated: ['1'],
      hasTotalRow: true,
    });
  });

  it('reads a CEO spreadsheet with merged group headings, electors, turnout and NOTA as a candidate', () => {
    const sheet = readForm20Table([
      [
        'Polling Station',
        '',
        'Total No of Electors',
        '',
        'Voters Turnout',
        '',
        'Candidate ID and Name',
        '',
        '',
        '',
      ],
      [
        'Part No',
        'Part Name',
        'Male',
        'Total No. of electors',
        'Total',
        'Tendered Voter',
        '1 - A ONE',
        '2 - B TWO',
        '3 - None of the Above',
        'Total Votes Secured',
      ],
      ['1', 'SCHOOL ROOM 1', '500', '900', '600', '1', '300', '290', '10', '600'],
      ['2', 'SCHOOL ROOM 2', '400', '800', '500', '0', '200', '280', '20', '500'],
    ]);
    expect(sheet.candidates).toEqual([
      { name: 'A ONE', party: '' },
      { name: 'B TWO', party: '' },
    ]);
    expect(sheet.stations[0]).toMatchObject({
      station: '1',
      votes: [300, 290],
      nota: 10,
      total: 600,
      tendered: 1,
      valid: null,
    });
    expect(checkForm20(sheet).rows).toEqual([]);
  });

  it('reads Hindi headings', () => {
    const sheet = readForm20Table([
      [
        'मतदान केन्द्र की क्रम संख्या',
        'राम प्रसाद',
        'श्याम लाल',
        'विधिमान्य मतों की कुल संख्या',
        'प्रतिक्षेपित मतों की कुल संख्या',
        'नोटा के लिए मतों की संख्या',
        'कुल',
        'निविदत्त मतों की संख्या',
      ],
      ['१', '१६१', '३१५', '४७६', '०', '७', '४८३', '०'],
    ]);
    expect(sheet.candidates.map((c) => c.name)).toEqual(['राम प्रसाद', 'श्याम लाल']);
    expect(sheet.stations[0]).toMatchObject({
      station: '1',
      votes: [161, 315],
      valid: 476,
      nota: 7,
      total: 483,
    });
  });

  it('refuses a table without a station column, candidates or stations', () => {
    const error = (rows: string[][]) => {
      try {
        readForm20Table(rows);
      } catch (e) {
        return (e as Form20Error).key;
      }
      return null;
    };
    expect(
      error([
        ['a', 'b'],
        ['1', '2'],
      ]),
    ).toBe('noStationColumn');
    expect(
      error([
        ['Polling Station No', 'Total'],
        ['1', '2'],
      ]),
    ).toBe('noCandidates');
    expect(error([['Polling Station No', 'A ONE', 'Total']])).toBe('noStations');
  });

  it('reads the real CEO Uttar Pradesh CSV (Behat, 2014) whole', () => {
    const text = readFileSync(
      new URL('../fixtures/form20/up-2014-ls-saharanpur-ac1-behat.csv', import.meta.url),
      'utf8',
    );
    const sheet = readForm20Table(Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' }).data);
    expect(sheet.stations).toHaveLength(318);
    expect(sheet.candidates).toHaveLength(14);
    // Station 1 as printed: IMRAN MASOOD 384 … NOTA 17, total 777.
    expect(sheet.stations[0]).toMatchObject({ station: '1', nota: 17, total: 777 });
    expect(sheet.stations[0]!.votes.slice(0, 3)).toEqual([384, 211, 96]);
    expect(checkForm20(sheet).rows).toEqual([]);
  });
});

describe('small parts', () => {
  it('reads stations and names', () => {
    expect(stationOf('12')).toEqual({ station: '12', part: 12 });
    expect(stationOf('12 (A)')).toEqual({ station: '12A', part: 12 });
    expect(stationOf('12-a')).toEqual({ station: '12A', part: 12 });
    expect(stationOf('1- रायगढ़ शहर')).toEqual({ station: '1', part: 1 });
    expect(stationOf('Total')).toBeNull();
    expect(candidateOf('3 - RAGHAV LAKHANPAL')).toEqual({ name: 'RAGHAV LAKHANPAL', party: '' });
    expect(candidateOf('Asha Devi (Bharatiya Janata Party)')).toEqual({
      name: 'Asha Devi',
      party: 'Bharatiya Janata Party',
    });
  });
});

describe('tableOfPages', () => {
  const word = (text: string, x: number, y: number, w = 10): PlacedWord => ({
    text,
    x0: x - w / 2,
    x1: x + w / 2,
    y,
    height: 6,
  });
  it('finds the columns from the rows of numbers and puts each heading word in its column', () => {
    const cols = [20, 40, 80, 120, 160, 200, 230, 260, 290, 320];
    const row = (y: number, cells: string[]) => cells.map((c, i) => word(c, cols[i]!, y));
    const page1 = [
      word('FORM 20', 170, 10, 60),
      word('No of Valid Votes Cast in favour of', 120, 40, 200),
      word('Serial', 30, 50),
      word('No. Of', 30, 56),
      word('Polling Station', 30, 62),
      word('ASHA', 80, 56),
      word('DEVI', 80, 62),
      word('RAVI', 120, 56),
      word('KUMAR', 120, 62),
      word('MOHAN', 160, 62),
      word('Total of Valid Votes', 200, 56),
      word('Rejected', 230, 56),
      word('NOTA', 260, 56),
      word('Total', 290, 56),
      word('Tendered', 320, 56),
      ...row(75, ['1', '1', '100', '50', '5', '155', '2', '3', '160', '0']),
      ...row(85, ['2', '2', '10', '70', '0', '80', '0', '1', '81', '1']),
    ];
    const page2 = [
      ...row(75, ['3', '3', '1', '1', '1', '3', '0', '0', '3', '0']),
      word('Total', 20, 88),
      word('EVM', 20, 94),
      ...cols
        .slice(2)
        .map((x, i) => word(['111', '121', '6', '238', '2', '4', '244', '1'][i]!, x, 94)),
      word('Votes', 20, 100),
    ];
    const sheet = readForm20Table(tableOfPages([page1, page2]));
    expect(sheet.candidates.map((c) => c.name)).toEqual(['ASHA DEVI', 'RAVI KUMAR', 'MOHAN']);
    expect(sheet.stations.map((s) => s.station)).toEqual(['1', '2', '3']);
    expect(sheet.totals).toEqual([
      expect.objectContaining({ kind: 'evm', votes: [111, 121, 6], total: 244 }),
    ]);
    expect(checkForm20(sheet)).toMatchObject({ rows: [], columns: [] });
  });
});

describe('tableOfPages with group labels', () => {
  const word = (text: string, x: number, y: number, w = 10): PlacedWord => ({
    text,
    x0: x - w / 2,
    x1: x + w / 2,
    y,
    height: 6,
  });
  it('leaves out an island or village printed left of the stations (Lakshadweep 2024)', () => {
    const cols = [60, 100, 140, 180, 220, 260, 300, 340];
    const row = (y: number, cells: string[], label?: string) => [
      ...(label ? [word(label, 15, y)] : []),
      ...cells.map((c, i) => word(c, cols[i]!, y)),
    ];
    const page = [
      word('Island', 15, 50),
      word('Serial No. Of', 60, 44),
      word('Polling Station', 60, 50),
      word('ASHA', 100, 50),
      word('RAVI', 140, 50),
      word('Total of Valid Votes', 180, 50),
      word('Rejected', 220, 50),
      word('NOTA', 260, 50),
      word('Total', 300, 50),
      word('Tendered', 340, 50),
      ...row(70, ['1', '100', '50', '150', '0', '2', '152', '0'], 'Bitra'),
      ...row(80, ['2', '10', '70', '80', '1', '0', '81', '0']),
      word('Kiltan', 15, 85),
      ...row(90, ['3', '5', '5', '10', '0', '0', '10', '0']),
    ];
    const sheet = readForm20Table(tableOfPages([page]));
    expect(sheet.candidates.map((c) => c.name)).toEqual(['ASHA', 'RAVI']);
    expect(sheet.stations.map((s) => [s.station, s.votes])).toEqual([
      ['1', [100, 50]],
      ['2', [10, 70]],
      ['3', [5, 5]],
    ]);
    expect(checkForm20(sheet).rows).toEqual([]);
  });
});

describe('grades', () => {
  const rule = { ourCandidate: 0, wonBy: 10, lostBy: 10 };
  it('follows the default bands at their edges', () => {
    expect(gradeOfMargin(10, rule)).toBe('A');
    expect(gradeOfMargin(9.99, rule)).toBe('B');
    expect(gradeOfMargin(0.01, rule)).toBe('B');
    expect(gradeOfMargin(0, rule)).toBe('C');
    expect(gradeOfMargin(-9.99, rule)).toBe('C');
    expect(gradeOfMargin(-10, rule)).toBe('D');
  });
  it('grades a booth by its margin over the strongest rival, in points of the votes cast with NOTA', () => {
    // 60 to 30 of 100 cast (with 10 NOTA): 30 points, A.
    expect(gradeBooth({ votes: [60, 30, 0], nota: 10 }, rule)).toEqual({
      grade: 'A',
      margin: 30,
      ourVotes: 60,
      rivalVotes: 30,
      castVotes: 100,
    });
    expect(gradeBooth({ votes: [45, 50, 5], nota: 0 }, rule)).toMatchObject({
      grade: 'C',
      margin: -5,
    });
    expect(gradeBooth({ votes: [0, 0], nota: 0 }, rule)).toMatchObject({
      grade: null,
      margin: null,
    });
    expect(gradeBooth({ votes: [45, 50, 5], nota: 0 }, { ...rule, lostBy: 5 })).toMatchObject({
      grade: 'D',
    });
    // Two stations of one booth add up before the grade.
    expect(
      addVotes(
        [
          { votes: [1, 2], nota: 1 },
          { votes: [3, 4], nota: 0 },
        ],
        2,
      ),
    ).toEqual({ votes: [4, 6], nota: 1 });
  });
});
