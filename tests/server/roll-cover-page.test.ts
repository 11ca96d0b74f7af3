// The cover and closing page parser on the OCR lines (or text layer) of real covers and of two
// generators' covers, dumped once from the reader's own reads (tests/server/fixtures/roll-covers):
// every field read right, and what the page does not let us read left empty, never wrong.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readClosing, readCover, rollPageKind } from '../../server/rolls/read/cover-page.ts';

const dir = new URL('./fixtures/roll-covers/', import.meta.url);
const read = (name: string): string[] =>
  readFileSync(new URL(name, dir), 'utf8').replace(/\n$/, '').split('\n');
/** A Hindi page: the Hindi model's lines and the Latin model's of the same page. */
const hindi = (name: string) => [read(`${name}.hin.txt`), read(`${name}.eng.txt`)] as const;

const noStation = { number: null, name: '', address: '' };

describe('readCover on real covers', () => {
  it('Rajasthan (Hindi, 300 dpi): the part number the Hindi read lost, from the Latin read', () => {
    const [lines, latin] = hindi('rajasthan-hi-cover');
    expect(rollPageKind(lines, latin)).toBe('cover');
    expect(readCover(lines, latin)).toEqual({
      state: 'राजस्थान',
      district: 'अलवर',
      assemblyNumber: 62,
      assemblyName: 'बहरोड़',
      partNumber: 1,
      // "मुख्य शहर/गांव" was not read: left empty.
      partName: '',
      revision: 'सतत अद्यतनीकरण(द्वितीय तिमाही)',
      revisionYear: 2023,
      publicationDate: '2023-04-30',
      sections: [
        { number: 1, name: 'वाबलियो का मौहल्ला,रामचन्द्रपुरा' },
        { number: 2, name: 'तिहागियों का मौहल्ला,रामचन्द्रपुरा' },
        { number: 3, name: 'भेया उपला मौहल्‍्ला,रामचन्द्रपुरा' },
        { number: 4, name: 'नई बस्ती मौहल्ला,रामचन्द्रपुरा' },
        { number: 5, name: 'मौहल्‍्ला हनुमान मन्दिर,रामचन्द्रपुरा' },
        { number: 6, name: 'गांव के बाहर आबादी,रामचन्द्रपुरा' },
        { number: 7, name: 'रघुनाथपुरा,रघुनाथपुरा' },
      ],
      pollingStation: {
        number: 1,
        name: 'रामचन्द्रपुरा',
        address: 'राजकीय उच्च प्राथमिक विद्यालय रामचन्द्रपुरा पूर्वी भाग कमरा न0-02',
      },
      totals: { male: 684, female: 604, thirdGender: 0, total: 1288 },
      serials: { first: 1, last: 1320 },
    });
  });

  it('Rajasthan without its Latin read: no number the Hindi model may have changed', () => {
    const [lines] = hindi('rajasthan-hi-cover');
    const cover = readCover(lines);
    // Without the Latin read the Hindi-only read still trusts what has no 1, 4 or 7 in it.
    expect(cover.assemblyNumber).toBe(62);
    expect(cover.totals).toBeNull();
  });

  it('Bihar (Hindi, 115 dpi): 1s the Hindi model read as 4 and 7 are taken from the Latin read', () => {
    const [lines, latin] = hindi('bihar-hi-cover');
    expect(readCover(lines, latin)).toEqual({
      state: 'बिहार',
      district: 'अररिया',
      assemblyNumber: 46,
      assemblyName: 'नरपतगंज',
      partNumber: 1,
      partName: 'बेला',
      revision: 'विशेष गहन पुनरीक्षण 2025',
      revisionYear: 2025,
      publicationDate: '2025-08-01',
      // Sections 2 and 3 were not read at this resolution.
      sections: [{ number: 1, name: 'राम टॉला' }],
      pollingStation: {
        number: 1,
        name: 'उत्क्रमित मध्य विद्यालय बेला पूरब भाग',
        address: 'उत्क्रमित मध्य विद्यालय, बेला',
      },
      totals: { male: 526, female: 504, thirdGender: 0, total: 1030 },
      serials: { first: 1, last: 1030 },
    });
    // The Hindi read says part 4 and 07-08-2025: the Latin read's 1 and 01-08-2025 are taken.
    expect(lines.join('\n')).toContain('07-08-2025');
  });

  it('Puducherry (English SIR 2025): wrapped names, the overseas section', () => {
    const lines = read('puducherry-en-cover.eng.txt');
    expect(readCover(lines)).toEqual({
      state: 'Puducherry',
      district: 'PUDUCHERRY',
      assemblyNumber: 11,
      assemblyName: 'LAWSPET',
      partNumber: 2,
      partName: 'OULGARET',
      revision: 'Special Intensive Revision 2026',
      revisionYear: 2026,
      publicationDate: '2025-12-16',
      sections: [
        { number: 1, name: 'Balaji Street, Jeevanandapuram, Lawspet, Puducherry-605008' },
        // OCR read 605008 as 08008 here.
        { number: 2, name: 'M.G.R. Street, Jeevanandapuram, Lawspet, Puducherry-08008' },
        { number: 999, name: 'Overseas Elector' },
      ],
      pollingStation: {
        number: 2,
        name: 'St. Dominic Savio Govt. Aided High School (Westen side-front end)',
        address:
          'St. Dominic Savio Govt. Aided High School, Bhagawatsingh Street, Jeevanandapuram, Lawspet, Puducherry-605008',
      },
      totals: { male: 412, female: 477, thirdGender: 0, total: 889 },
      serials: { first: 1, last: 889 },
    });
  });

  it('Goa (English, 150 dpi): the boxed part number OCR did not see stays null', () => {
    expect(readCover(read('goa-en-cover.eng.txt'))).toEqual({
      state: 'Goa',
      district: 'North Goa',
      assemblyNumber: 4,
      assemblyName: 'Tivim',
      partNumber: null,
      partName: 'Colvale',
      revision: 'Special Summary Revision 2023',
      revisionYear: 2023,
      publicationDate: '2022-11-01',
      sections: [
        { number: 1, name: 'Goa Housing Board Colony' },
        { number: 2, name: 'Gothanicho Whal' },
      ],
      pollingStation: {
        number: 5,
        name: 'Office of Assistant Engineer SD Ill, WD VIII WRD, Karaswada',
        address: 'Office of Assistant Engineer SD Ill, WD VIII WRD, Karaswada',
      },
      totals: { male: 536, female: 450, thirdGender: 0, total: 986 },
      serials: { first: 1, last: 986 },
    });
  });

  it('Delhi 2019: sections under the overprinted block, the station lost with them', () => {
    const cover = readCover(read('delhi-en-cover.eng.txt'));
    expect(cover).toMatchObject({
      state: 'NATIONAL CAPITAL TERRITORY OF DELHI',
      district: 'SOUTH-EAST',
      assemblyNumber: 42,
      assemblyName: 'KASTURBA NAGAR',
      partNumber: 91,
      partName: 'PANT NAGAR',
      revision: 'Special Summary Revision',
      // Its label was misread: not taken from the title's year.
      revisionYear: null,
      publicationDate: '2018-09-01',
      pollingStation: noStation,
      totals: { male: 519, female: 541, thirdGender: 0, total: 1060 },
      serials: { first: 1, last: 1060 },
    });
    // 1–17 as printed; 18–24 lie under the polling-station block and are left out.
    expect(cover.sections.map((s) => s.number)).toEqual([...Array(17).keys()].map((k) => k + 1));
    expect(cover.sections[0]).toEqual({ number: 1, name: 'BLOCK NO 1 PANT NAGAR (1/1 to 33/12)' });
    expect(cover.sections[16]).toEqual({
      number: 17,
      name: 'BLOCK NO 17 PANT NAGAR (17/1 to 17/11)',
    });
  });

  it('Gujarat (Gujarati text layer)', () => {
    const lines = read('gujarat-gu-cover.text.txt');
    expect(rollPageKind(lines)).toBe('cover');
    expect(readCover(lines)).toEqual({
      state: 'ગુજરાત',
      district: 'છોટાઉદેપુર',
      assemblyNumber: 137,
      assemblyName: 'છોટાઉદેપુર',
      partNumber: 1,
      partName: 'સીં ગલાજા',
      revision: 'સતત સુધારણા 2025',
      revisionYear: 2025,
      publicationDate: '2025-04-10',
      sections: [
        { number: 1, name: 'સીં ગલાજા હોળી ફળીયા, સીં ગલાજા તા.જિ.છોટાઉદેપુર' },
        { number: 2, name: 'સીં ગલાજા સુથાર ફળીયું, સીં ગલાજા તા.જિ.છોટાઉદેપુર' },
        { number: 3, name: 'રીં છવેલ, રીં છવેલ ગ્રા મ્ય તા.જિ.છોટાઉદેપુર' },
      ],
      pollingStation: {
        number: 1,
        name: 'સિંગલાજા',
        address: 'સીં ગલાજા પ્રા થમિક શાળા, રૂ મ નં. 3, પશ્ચિ મ બાજુ, નિશાળ ફળીયા પાસે, સીં ગલાજા',
      },
      totals: { male: 317, female: 271, thirdGender: 0, total: 588 },
      serials: { first: 1, last: 596 },
    });
  });
});

describe('readCover on generated covers', () => {
  it('gen2 English: the boxed part number misread ("z 5" for 45) is left out', () => {
    expect(readCover(read('gen2-en-cover.eng.txt'))).toEqual({
      state: 'Uttar Pradesh',
      district: 'Lucknow',
      assemblyNumber: 173,
      assemblyName: 'Lucknow Central',
      partNumber: null,
      partName: 'Rampur',
      revision: 'Special-Intensive Revision 2026',
      revisionYear: 2026,
      publicationDate: '2026-02-10',
      sections: [
        { number: 1, name: 'Ward No. 7 Rampur' },
        { number: 2, name: 'Ward No. 8 Nayagaon' },
        { number: 3, name: 'Mohalla Qazipur' },
      ],
      pollingStation: {
        number: 45,
        name: 'Prathamik Vidyalaya Rampur (Room No: 1)',
        address: 'Prathamik Vidyalaya Rampur, Ward No. 7, Lucknow',
      },
      // The first serial was lost; the totals add up.
      totals: { male: 132, female: 134, thirdGender: 2, total: 268 },
      serials: null,
    });
  });

  it('gen2 Hindi (words printed as empty boxes): a cover by its numbers, nothing else guessed', () => {
    const [lines, latin] = hindi('gen2-hi-cover');
    expect(rollPageKind(lines, latin)).toBe('cover');
    expect(readCover(lines, latin)).toEqual({
      state: '',
      district: '',
      assemblyNumber: null,
      assemblyName: '',
      partNumber: null,
      partName: '',
      revision: '',
      revisionYear: null,
      publicationDate: '',
      sections: [],
      pollingStation: noStation,
      totals: { male: 129, female: 135, thirdGender: 1, total: 265 },
      serials: { first: 1, last: 291 },
    });
  });

  it('our English scan', () => {
    expect(readCover(read('own-en-scan-cover.eng.txt'))).toEqual({
      state: 'Uttar Pradesh',
      district: 'Lucknow',
      assemblyNumber: 173,
      assemblyName: 'Lucknow Central',
      partNumber: 2,
      partName: 'Shivpuri',
      revision: 'Special Summary Revision 2026',
      revisionYear: 2026,
      publicationDate: '2026-01-06',
      sections: [1, 2, 3].map((k) => ({ number: k, name: `Shivpuri Mohalla ${k}` })),
      pollingStation: {
        number: 2,
        name: 'Govt. Primary School, Shivpuri, Room 2',
        address: 'Shivpuri, Ward 1, Lucknow',
      },
      totals: { male: 10, female: 10, thirdGender: 0, total: 20 },
      serials: { first: 1, last: 21 },
    });
  });

  it('our Hindi scan with Devanagari digits: read by the Hindi model alone', () => {
    const [lines, latin] = hindi('own-hi-dd-cover');
    expect(readCover(lines, latin)).toEqual({
      state: 'उत्तर प्रदेश',
      district: 'लखनऊ',
      assemblyNumber: 173,
      assemblyName: 'लखनऊ मध्य',
      partNumber: 2,
      partName: 'शिवपुरी',
      revision: 'विशेष संक्षिप्त पुनरीक्षण २०२६',
      revisionYear: 2026,
      publicationDate: '2026-01-06',
      sections: [1, 2, 3].map((k) => ({ number: k, name: `शिवपुरी मोहल्ला ${'०१२३'[k]}` })),
      pollingStation: {
        number: 2,
        name: 'राजकीय प्राथमिक विद्यालय, शिवपुरी, कक्ष २',
        address: 'शिवपुरी, वार्ड ई, लखनऊ',
      },
      // The table's row was misread ("शु २१ श्० श्० ० २०"): it does not add up, left out.
      totals: null,
      serials: null,
    });
  });
});

describe('readCover: no impossible date', () => {
  it.each([
    ['Date of Publication : 07-00-2026', ''],
    ['Date of Publication : 32-01-2026', ''],
    ['Date of Publication : 29-02-2023', ''],
    ['Date of Publication : 29-02-2024', '2024-02-29'],
  ])('%s', (line, date) => {
    expect(readCover(['ELECTORAL ROLL 2026', line]).publicationDate).toBe(date);
  });
});

describe('readClosing', () => {
  it('Rajasthan: supplements and their totals, the main list mended from the other rows', () => {
    const [lines, latin] = hindi('rajasthan-hi-closing');
    expect(rollPageKind(lines, latin)).toBe('closing');
    expect(readClosing(lines, latin)).toEqual({
      main: { male: 674, female: 604, thirdGender: 0, total: 1278 },
      additions: { male: 23, female: 19, thirdGender: 0, total: 42 },
      deletions: { male: 13, female: 19, thirdGender: 0, total: 32 },
      net: { male: 684, female: 604, thirdGender: 0, total: 1288 },
    });
  });

  it('gen2 English: the deletions row misread ("[1]" for 0) is left out', () => {
    const lines = read('gen2-en-closing.eng.txt');
    expect(rollPageKind(lines)).toBe('closing');
    expect(readClosing(lines)).toEqual({
      main: { male: 130, female: 130, thirdGender: 2, total: 262 },
      additions: { male: 15, female: 13, thirdGender: 0, total: 28 },
      deletions: null,
      net: { male: 132, female: 134, thirdGender: 2, total: 268 },
    });
  });

  it('our closing page, text layer and scan', () => {
    expect(readClosing(read('own-en-text-closing.text.txt'))).toEqual({
      main: { male: 11, female: 9, thirdGender: 0, total: 20 },
      additions: { male: 0, female: 1, thirdGender: 0, total: 1 },
      deletions: { male: 1, female: 0, thirdGender: 0, total: 1 },
      net: { male: 10, female: 10, thirdGender: 0, total: 20 },
    });
    // The scan's "11" read as "1" and "1" as "9!": those rows do not add up and are left out.
    expect(readClosing(read('own-en-scan-closing.eng.txt'))).toEqual({
      main: null,
      additions: { male: 0, female: 1, thirdGender: 0, total: 1 },
      deletions: null,
      net: { male: 10, female: 10, thirdGender: 0, total: 20 },
    });
  });
});
