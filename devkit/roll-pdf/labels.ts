// The printed words of each edition (English, Hindi) and how numbers and dates are written,
// so the page templates hold no language of their own.
import type { Gender } from '../../server/demo/roll/household.ts';
import type { RelationType } from '../../src/domain/voter-roll.ts';
import type { Edition } from './part-model.ts';
import { devanagariDigits } from './hindi-words.ts';

export type Labels = {
  title: string;
  state: string;
  district: string;
  assembly: string;
  part: string;
  revisionDetails: string;
  revisionYear: string;
  revisionType: string;
  qualifyingDate: string;
  publicationDate: string;
  partDetails: string;
  mainTown: string;
  sections: string;
  stationDetails: string;
  stationName: string;
  stationAddress: string;
  electors: string;
  firstSerial: string;
  lastSerial: string;
  male: string;
  female: string;
  thirdGender: string;
  total: string;
  section: string;
  additions: string;
  deleted: string;
  name: string;
  relation: Record<RelationType, string>;
  house: string;
  age: string;
  gender: string;
  genders: Record<Gender, string>;
  photo: string;
  summary: string;
  mainList: string;
  deletions: string;
  netElectors: string;
  page: (page: string, of: string) => string;
};

const EN: Labels = {
  title: 'Electoral Roll',
  state: 'State',
  district: 'District',
  assembly: 'No. and Name of Assembly Constituency',
  part: 'Part No.',
  revisionDetails: '1. Details of Revision',
  revisionYear: 'Year of Revision',
  revisionType: 'Type of Revision',
  qualifyingDate: 'Qualifying Date',
  publicationDate: 'Date of Publication',
  partDetails: '2. Details of Part & Polling Area',
  mainTown: 'Main Town / Village',
  sections: 'No. and Name of Sections in the Part',
  stationDetails: '3. Polling Station Details',
  stationName: 'No. and Name of Polling Station',
  stationAddress: 'Address of Polling Station',
  electors: '4. Number of Electors',
  firstSerial: 'Starting Serial No.',
  lastSerial: 'Ending Serial No.',
  male: 'Male',
  female: 'Female',
  thirdGender: 'Third Gender',
  total: 'Total',
  section: 'Section No and Name',
  additions: 'Additions',
  deleted: 'DELETED',
  name: 'Name',
  relation: {
    father: "Father's Name",
    husband: "Husband's Name",
    mother: "Mother's Name",
    other: 'Others',
  },
  house: 'House Number',
  age: 'Age',
  gender: 'Gender',
  genders: { Male: 'Male', Female: 'Female', Other: 'Third Gender' },
  photo: 'Photo is Available',
  summary: 'Summary of Electors',
  mainList: 'Main list (mother roll)',
  deletions: 'Deletions',
  netElectors: 'Net electors',
  page: (page, of) => `Total Pages ${of} - Page ${page}`,
};

const HI: Labels = {
  title: 'निर्वाचक नामावली',
  state: 'राज्य',
  district: 'ज़िला',
  assembly: 'विधानसभा निर्वाचन क्षेत्र की संख्या व नाम',
  part: 'भाग संख्या',
  revisionDetails: '1. पुनरीक्षण का विवरण',
  revisionYear: 'पुनरीक्षण का वर्ष',
  revisionType: 'पुनरीक्षण का प्रकार',
  qualifyingDate: 'अर्हता तिथि',
  publicationDate: 'प्रकाशन की तिथि',
  partDetails: '2. भाग एवं मतदान क्षेत्र का विवरण',
  mainTown: 'मुख्य ग्राम / नगर',
  sections: 'भाग में अनुभागों की संख्या व नाम',
  stationDetails: '3. मतदान केंद्र का विवरण',
  stationName: 'मतदान केंद्र की संख्या व नाम',
  stationAddress: 'मतदान केंद्र का पता',
  electors: '4. निर्वाचकों की संख्या',
  firstSerial: 'आरंभिक क्रम संख्या',
  lastSerial: 'अंतिम क्रम संख्या',
  male: 'पुरुष',
  female: 'महिला',
  thirdGender: 'तृतीय लिंग',
  total: 'कुल',
  section: 'अनुभाग की संख्या व नाम',
  additions: 'परिवर्धन',
  deleted: 'विलोपित',
  name: 'नाम',
  relation: { father: 'पिता का नाम', husband: 'पति का नाम', mother: 'माता का नाम', other: 'अन्य' },
  house: 'मकान संख्या',
  age: 'आयु',
  gender: 'लिंग',
  genders: { Male: 'पुरुष', Female: 'महिला', Other: 'तृतीय लिंग' },
  photo: 'फोटो उपलब्ध है',
  summary: 'निर्वाचकों का सारांश',
  mainList: 'मूल सूची',
  deletions: 'विलोपन',
  netElectors: 'कुल निर्वाचक',
  page: (page, of) => `कुल पृष्ठ ${of} - पृष्ठ ${page}`,
};

/** The edition's words and number writer (Devanagari digits on request; EPICs never change). */
export function editionText(edition: Edition, devanagari: boolean) {
  const num = (n: number | string): string =>
    devanagari ? devanagariDigits(String(n)) : String(n);
  /** YYYY-MM-DD printed as DD-MM-YYYY. */
  const date = (iso: string): string => num(iso.split('-').reverse().join('-'));
  return { labels: edition === 'hi' ? HI : EN, num, date };
}

export type EditionText = ReturnType<typeof editionText>;
