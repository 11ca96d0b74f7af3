// Settings the admin sets once for everyone (issue 22): the option lists of the voter form that
// differ by place and scheme (religions, castes, categories, the three beneficiary scheme lists)
// and the poll date and hours printed on slips. Framework-free: the server validates with the
// same schemas and the phone shows the same lists. A list option keeps its stored `value` when
// its labels are renamed, so voters already saved keep matching it.
import { array, number, object } from 'yup';
import type { DateFormats } from './date-format.ts';
import { PARTY_NUMBER, normalisePartyNumber } from './sms-marks/sms-link.ts';
import { MSG, trimmedString } from './validation.ts';

/** The voter fields whose options the admin edits. */
export const OPTION_LIST_IDS = [
  'religion',
  'caste',
  'category',
  'labharthicenter',
  'labharthistate',
  'labharthicandidate',
] as const;

export type OptionListId = (typeof OPTION_LIST_IDS)[number];

export const isOptionListId = (id: unknown): id is OptionListId =>
  (OPTION_LIST_IDS as readonly unknown[]).includes(id);

/** One choice: `value` is what a voter record stores; the labels are what people read. */
export type ListOption = { value: string; en: string; hi: string };

export type OptionLists = Record<OptionListId, ListOption[]>;

/** The poll day: date YYYY-MM-DD and hours HH:MM (24-hour), the election's name if given. */
export type ElectionSettings = {
  pollDate: string;
  pollStart: string;
  pollEnd: string;
  name?: string;
};

/**
 * Marks by SMS when data fails (issue 44): the party office's number the phones send to ('' =
 * not set up: Poll Day offers no SMS), and how long a mark waits unsent before Poll Day offers
 * to send the waiting marks by SMS.
 */
export type SmsMarksSettings = { number: string; waitMinutes: number };

export const DEFAULT_SMS_MARKS: SmsMarksSettings = { number: '', waitMinutes: 10 };

export type AppSettings = {
  optionLists: OptionLists;
  election: ElectionSettings | null;
  smsMarks: SmsMarksSettings;
};

/** GET /api/settings and every PUT's answer. `updatedAt`: the latest change, null if none. */
export type SettingsResponse = { settings: AppSettings; updatedAt: string | null };

/** The keys PUT /api/admin/settings/:key takes: one per list, `election` and `smsMarks`. */
export const SETTING_KEYS = [...OPTION_LIST_IDS, 'election', 'smsMarks'] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

export const isSettingKey = (key: unknown): key is SettingKey =>
  (SETTING_KEYS as readonly unknown[]).includes(key);

const option = (value: string, hi: string, en = value): ListOption => ({ value, en, hi });

/**
 * The lists before the admin edits them. Religion keeps the old form's Hindu and Muslim (the
 * stored spellings, so old records match) and adds the others; categories are the official
 * ones; castes are many and local, so the list starts empty and the form takes a typed caste.
 * The central schemes are real ones; state schemes differ by state, so only the pensions and
 * scholarships every state runs; the candidate's own schemes are the admin's to add. Each
 * scheme list ends with "None": the Labharthi form asks for all three. The old placeholders (TS1, TS2, TS3, Test) are gone from the lists; records holding
 * them still show and filter by their stored text.
 */
export const DEFAULT_OPTION_LISTS: OptionLists = {
  religion: [
    option('Hindu', 'हिंदू'),
    option('Muslim', 'मुस्लिम'),
    option('Christian', 'ईसाई'),
    option('Sikh', 'सिख'),
    option('Buddhist', 'बौद्ध'),
    option('Jain', 'जैन'),
    option('Other', 'अन्य'),
  ],
  caste: [],
  category: [
    option('General', 'सामान्य'),
    option('OBC', 'ओबीसी (OBC)'),
    option('SC', 'अनुसूचित जाति (SC)'),
    option('ST', 'अनुसूचित जनजाति (ST)'),
    option('EWS', 'ईडब्ल्यूएस (EWS)'),
  ],
  labharthicenter: [
    option('PM Awas Yojana', 'प्रधानमंत्री आवास योजना'),
    option('PM Ujjwala Yojana', 'प्रधानमंत्री उज्ज्वला योजना'),
    option('PM Kisan Samman Nidhi', 'पीएम किसान सम्मान निधि'),
    option('Ayushman Bharat', 'आयुष्मान भारत'),
    option('Jan Dhan Yojana', 'जन धन योजना'),
    option('Free ration (PMGKAY)', 'मुफ़्त राशन (PMGKAY)'),
    option('Swachh Bharat toilet', 'स्वच्छ भारत शौचालय'),
    option('Har Ghar Jal', 'हर घर जल'),
    option('None', 'कोई नहीं'),
  ],
  labharthistate: [
    option('Old age pension', 'वृद्धावस्था पेंशन'),
    option('Widow pension', 'विधवा पेंशन'),
    option('Disability pension', 'दिव्यांग पेंशन'),
    option('Scholarship', 'छात्रवृत्ति'),
    option('None', 'कोई नहीं'),
  ],
  labharthicandidate: [option('None', 'कोई नहीं')],
};

export const DEFAULT_SETTINGS: AppSettings = {
  optionLists: DEFAULT_OPTION_LISTS,
  election: null,
  smsMarks: DEFAULT_SMS_MARKS,
};

export const SETTINGS_LIMITS = { options: 200, text: 100, name: 200 } as const;

export const SETTINGS_MSG = {
  duplicate: 'errors.settings.duplicate',
  label: 'errors.settings.label',
  hours: 'errors.settings.hours',
  clock: 'errors.settings.clock',
  partyNumber: 'errors.settings.partyNumber',
} as const;

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

const isRealDay = (v: string) => {
  const m = YMD.exec(v);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === v;
};

const label = () => trimmedString().max(SETTINGS_LIMITS.text, MSG.tooLong).default('');

/** A list as saved: each option has a value and at least one label; values are unique. */
export const optionListSchema = object({
  options: array()
    .of(
      object({
        value: trimmedString().required(MSG.required).max(SETTINGS_LIMITS.text, MSG.tooLong),
        en: label(),
        hi: label(),
      }).test('label', SETTINGS_MSG.label, (o) => !!(o.en || o.hi)),
    )
    .required(MSG.required)
    .max(SETTINGS_LIMITS.options, MSG.tooLong)
    .test('unique', function unique(options) {
      const seen = new Set<string>();
      for (const [i, o] of (options ?? []).entries()) {
        const key = (o.value ?? '').toLocaleLowerCase();
        if (seen.has(key))
          return this.createError({ path: `options[${i}].value`, message: SETTINGS_MSG.duplicate });
        seen.add(key);
      }
      return true;
    }),
});

/** The poll day: all three filled in (end after start), or all three blank to clear it. */
export const electionSchema = object({
  pollDate: trimmedString()
    .default('')
    .test('date', MSG.date, (v) => !v || isRealDay(v)),
  pollStart: trimmedString()
    .default('')
    .test('time', SETTINGS_MSG.clock, (v) => !v || HHMM.test(v)),
  pollEnd: trimmedString()
    .default('')
    .test('time', SETTINGS_MSG.clock, (v) => !v || HHMM.test(v)),
  name: trimmedString().max(SETTINGS_LIMITS.name, MSG.tooLong).default(''),
}).test('complete', function complete(e) {
  const filled = [e.pollDate, e.pollStart, e.pollEnd].filter(Boolean).length;
  if (filled === 0) return true;
  for (const key of ['pollDate', 'pollStart', 'pollEnd'] as const)
    if (!e[key]) return this.createError({ path: key, message: MSG.required });
  if (e.pollEnd <= e.pollStart)
    return this.createError({ path: 'pollEnd', message: SETTINGS_MSG.hours });
  return true;
});

/** The SMS settings: a phone number (or '' for none) and 1–240 minutes of waiting. */
export const smsMarksSchema = object({
  number: trimmedString()
    .default('')
    .transform((v: unknown) => (typeof v === 'string' ? normalisePartyNumber(v) : v))
    .test('number', SETTINGS_MSG.partyNumber, (v) => !v || PARTY_NUMBER.test(v)),
  waitMinutes: number()
    .typeError(MSG.number)
    .integer(MSG.number)
    .min(1, MSG.number)
    .max(240, MSG.number)
    .default(DEFAULT_SMS_MARKS.waitMinutes),
});

/** A validated election form as stored: null when cleared. */
export function toElection(v: {
  pollDate: string;
  pollStart: string;
  pollEnd: string;
  name?: string;
}): ElectionSettings | null {
  if (!v.pollDate) return null;
  return {
    pollDate: v.pollDate,
    pollStart: v.pollStart,
    pollEnd: v.pollEnd,
    ...(v.name ? { name: v.name } : {}),
  };
}

/** Stored rows (key → value) over the defaults; unknown keys are ignored. */
export function settingsFromRows(rows: readonly { key: string; value: unknown }[]): AppSettings {
  const optionLists = { ...DEFAULT_OPTION_LISTS };
  let election: ElectionSettings | null = null;
  let smsMarks = DEFAULT_SMS_MARKS;
  for (const { key, value } of rows) {
    if (isOptionListId(key) && Array.isArray(value)) optionLists[key] = value as ListOption[];
    if (key === 'election') election = (value as ElectionSettings | null) ?? null;
    if (key === 'smsMarks' && value && typeof value === 'object')
      smsMarks = { ...DEFAULT_SMS_MARKS, ...(value as Partial<SmsMarksSettings>) };
  }
  return { optionLists, election, smsMarks };
}

// ---------------------------------------------------------------------------------------------
// Reading the lists

/** An option's label in the language: Hindi where given, else English, else its value. */
export function optionLabel(o: ListOption, lang: string): string {
  const hindi = lang.startsWith('hi');
  return (hindi ? o.hi || o.en : o.en || o.hi) || o.value;
}

/** The label of a stored value, or the value itself when the list does not hold it. */
export function labelOfValue(options: readonly ListOption[], value: string, lang: string): string {
  const found = options.find((o) => o.value === value.trim());
  return found ? optionLabel(found, lang) : value;
}

/** Typed text as stored: a listed option's value when it matches one of its spellings. */
export function valueOfText(options: readonly ListOption[], text: string): string {
  const want = text.trim().toLocaleLowerCase();
  if (!want) return text;
  const found = options.find((o) =>
    [o.value, o.en, o.hi].some((s) => s && s.toLocaleLowerCase() === want),
  );
  return found ? found.value : text;
}

export type Choice = { value: string; label: string };

/**
 * The choices of a select: the list's options, then values stored on voters that the list
 * does not hold (old placeholders such as "TS1", or an option since removed) as their stored
 * text, so they still show and still filter.
 */
export function listChoices(
  options: readonly ListOption[],
  lang: string,
  stored: readonly string[] = [],
): Choice[] {
  const known = new Set(options.map((o) => o.value));
  const extra = [...new Set(stored.map((s) => s.trim()).filter((s) => s && !known.has(s)))];
  return [
    ...options.map((o) => ({ value: o.value, label: optionLabel(o, lang) })),
    ...extra.map((value) => ({ value, label: value })),
  ];
}

/** "12 May 2027, 7:00 am–6:00 pm" in the language; '' when no poll day is set. */
export function pollText(election: ElectionSettings | null, formats: DateFormats): string {
  if (!election?.pollDate) return '';
  const day = formats.day(election.pollDate);
  if (!election.pollStart || !election.pollEnd) return day;
  // "7:00 am" kept on one line: a narrow slip breaks after the comma instead.
  const clock = (hhmm: string) => formats.clock(hhmm).replace(/\s/g, '\u00a0');
  return `${day}, ${clock(election.pollStart)}–${clock(election.pollEnd)}`;
}
