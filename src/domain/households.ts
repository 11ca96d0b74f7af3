// Why: a printed roll has no address column. Its houses are the house numbers of each section
// of a part ("Section 2, house 14"), so a household is found by those; the address serves only
// voters typed in with an address and no house number. Door to Door, the dashboard's count,
// the family reports and labels, and the profile card all group by this one key.
import { addressKey as normaliseAddress } from './text-words.ts';
import type { VoterFields } from './voter.ts';
import { partOf, serialKey } from './voter-roll.ts';

/** What the household rule reads of a voter; `addressKey` when the database derived it already. */
export type HouseholdVoter = Pick<
  VoterFields,
  'partNumber' | 'sectionNumber' | 'sectionName' | 'houseno' | 'address' | 'serialNumber'
> & { id?: string; addressKey?: string };

/** Nothing beyond ASCII (control characters are split away like any other non-word). */
const ASCII = /^[^\u0080-\uffff]*$/;

/**
 * The database's address key (db/derive.ts), with a fast path for plain ASCII text: the
 * Unicode word split costs about 8 µs an address on a slow phone, too much for 300,000 voters
 * read without their stored key. Same result: lower-case words, first occurrence kept.
 */
export function addressKeyOf(address: string | undefined): string {
  if (!address || !ASCII.test(address)) return normaliseAddress(address);
  const out: string[] = [];
  for (const w of address.toLowerCase().split(/[^a-z0-9]+/)) if (w && !out.includes(w)) out.push(w);
  return out.join(' ');
}

/** Digits of the Indian scripts a roll is printed in; each block's zero sits at …6 (U+0966 …). */
const INDIC_DIGIT =
  /[\u0966-\u096f\u09e6-\u09ef\u0a66-\u0a6f\u0ae6-\u0aef\u0b66-\u0b6f\u0be6-\u0bef\u0c66-\u0c6f\u0ce6-\u0cef\u0d66-\u0d6f]/g;
const latinDigit = (d: string): string => String((d.charCodeAt(0) & 0xf) - 6);

/** What rolls print for an elector without a house: no house number at all. */
const NO_HOUSE = new Set(['na', 'n/a', 'n.a', 'n.a.', 'nil', 'none']);

/**
 * A house number as the household key compares it: trimmed, spaces collapsed (and dropped
 * beside / - , . :), lower case, Devanagari (and other Indian) digits as Latin ones, leading
 * zeros dropped — "१२ /क" and "12/क", "7a" and "07A" are one house. '' for no house number,
 * including the rolls' stand-ins for none ("0", "-", "NA", "nil").
 */
export function houseNumberKey(raw: string | number | undefined): string {
  // A legacy record may hold the number as a number.
  const text = typeof raw === 'string' ? raw : typeof raw === 'number' ? String(raw) : '';
  // The usual case, a plain number, costs one test.
  if (!text || /^[1-9][0-9]*$/.test(text)) return text;
  const s = text
    .replace(INDIC_DIGIT, latinDigit)
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/ ?([/,.:-]) ?/g, '$1')
    .replace(/^0+(?=[0-9])/, '');
  return /^[0/,.:\-_*#]*$/.test(s) || NO_HOUSE.has(s) ? '' : s;
}

/** The section a house number belongs to: its number, else its name (house 1 recurs per section). */
function sectionKey(v: HouseholdVoter): string {
  const n = v.sectionNumber;
  if (typeof n === 'number' && Number.isFinite(n)) return String(n);
  const name = v.sectionName;
  return typeof name === 'string' ? name.trim().toLowerCase().replace(/\s+/g, ' ') : '';
}

/**
 * The household key within a part: section + house number; else, for a voter with an address
 * and no house number, the normalised address; else '' (a household of one). `house` and
 * `address` are the voter's house number key and address key, passed in so a caller can memoise
 * them (a part's voters share a few hundred of each).
 */
export function householdKey(v: HouseholdVoter, house: string, address: string): string {
  if (house) return `${partOf(v)}\u0001h${sectionKey(v)}\u0001${house}`;
  if (address) return `${partOf(v)}\u0001a${address}`;
  return '';
}

/**
 * A keyer for one pass over the roll: the household key of each voter ('' alone), with the
 * house number and address keys memoised by their raw text.
 */
export function householdKeys(): (v: HouseholdVoter) => string {
  const houses = new Map<string, string>();
  const addresses = new Map<string, string>();
  return (v) => {
    const rawHouse = typeof v.houseno === 'string' ? v.houseno : String(v.houseno ?? '');
    let house = houses.get(rawHouse);
    if (house === undefined) houses.set(rawHouse, (house = houseNumberKey(rawHouse)));
    if (house) return householdKey(v, house, '');
    let address = v.addressKey;
    if (address === undefined) {
      const raw = v.address ?? '';
      address = addresses.get(raw);
      if (address === undefined) addresses.set(raw, (address = addressKeyOf(raw)));
    }
    return householdKey(v, '', address);
  };
}

/** One household (the specification's validation rules "Family report"). */
export type Household<V extends HouseholdVoter = HouseholdVoter> = {
  /** The household key; a voter alone has a key of its own (its id), never ''. */
  key: string;
  /** The eldest member; ties go to the first one read. */
  head: V;
  /** In the order read (list order when read from the part index). */
  members: V[];
  /** The lowest serial of its members (NO_SERIAL when none): where the roll lists the house. */
  firstSerial: number;
};

/** Eldest first; without an age a voter ranks last. */
const elder = (a: { age?: number }, b: { age?: number }): boolean => (a.age ?? -1) > (b.age ?? -1);

/**
 * Voters grouped into households (householdKey), in the order each household is first read.
 * A voter with neither house number nor address is a household of one: unknown houses are not
 * one big family.
 */
export function households<V extends HouseholdVoter & { age?: number }>(
  voters: Iterable<V>,
): Household<V>[] {
  const byKey = new Map<string, Household<V>>();
  const out: Household<V>[] = [];
  let alone = 0;
  const keyOf = householdKeys();
  for (const v of voters) {
    // A lone voter's key is its id when it has one, so it does not depend on who else is read.
    const key = keyOf(v) || `\u0000${v.id ?? alone++}`;
    const serial = serialKey(v);
    const found = byKey.get(key);
    if (found) {
      found.members.push(v);
      if (elder(v, found.head)) found.head = v;
      if (serial < found.firstSerial) found.firstSerial = serial;
    } else {
      const h = { key, head: v, members: [v], firstSerial: serial };
      byKey.set(key, h);
      out.push(h);
    }
  }
  return out;
}

/** The house number as printed (spaces collapsed), from the first member that has one; ''. */
export function houseNumberOf(members: readonly HouseholdVoter[]): string {
  for (const m of members)
    if (houseNumberKey(m.houseno)) return String(m.houseno).trim().replace(/\s+/g, ' ');
  return '';
}

/** A household with its house number as printed, as the walk and the reports head it. */
export type House<V extends HouseholdVoter = HouseholdVoter> = Household<V> & {
  /** houseNumberOf(members): '' when the house has none. */
  houseNumber: string;
};

/** A house number's sort number: '' first, then by its leading number, then names ("A-4"). */
function houseSortNumber(houseNumber: string): number {
  if (!houseNumber) return -1;
  const lead = /^[0-9]+/.exec(houseNumber);
  return lead ? Number(lead[0]) : Infinity;
}

/**
 * Households in the roll's order of houses: by part, then where the roll first lists each (its
 * lowest serial); houses without any serial after, by house number, then address (numbers as
 * numbers). Each sort key is read once per house, and the collator runs only on ties of the
 * numbers: it costs microseconds a comparison, and a roll without serials has 100,000 houses.
 */
export function inHouseOrder<V extends HouseholdVoter>(list: readonly Household<V>[]): House<V>[] {
  const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
  const keyed = list.map((h) => {
    const houseNumber = houseNumberOf(h.members);
    return {
      house: { ...h, houseNumber },
      part: partOf(h.head),
      number: houseSortNumber(houseNumber),
      address: h.head.address?.trim() ?? '',
    };
  });
  keyed.sort(
    (a, b) =>
      a.part - b.part ||
      a.house.firstSerial - b.house.firstSerial ||
      (a.number === b.number ? 0 : a.number < b.number ? -1 : 1) ||
      (a.house.houseNumber === b.house.houseNumber
        ? 0
        : collator.compare(a.house.houseNumber, b.house.houseNumber)) ||
      (a.address === b.address ? 0 : collator.compare(a.address, b.address)),
  );
  return keyed.map((k) => k.house);
}
