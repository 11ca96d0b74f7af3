// Ids that look like UUIDs but are not, and others that are nothing like one, as path segments
// (already escaped, the way they travel in an address) and as body values. A check that only
// counts 36 characters of hex and dashes lets most of these through to the database.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';

export type OddId = { name: string; value: string; segment: string };

const plain = (name: string, value: string): OddId => ({
  name,
  value,
  segment: encodeURIComponent(value),
});
/** A segment sent as it is: escapes the router decodes (or refuses) itself. */
const raw = (name: string, segment: string): OddId => ({ name, value: segment, segment });

/** Malformed ids: the route must refuse them as such (400, `errors.uuid`). */
export function malformedIds(real: string): OddId[] {
  const dashes = (c: string) => real.replace(/-/g, c);
  return [
    plain('36 nines', '9'.repeat(36)),
    plain('36 dashes', '-'.repeat(36)),
    plain('36 hex digits', 'f'.repeat(36)),
    plain('36 g', 'g'.repeat(36)),
    plain('dashes as x', dashes('x')),
    plain('dashes as zeros', dashes('0')),
    plain('dashes as underscores', dashes('_')),
    plain('dashes as spaces', dashes(' ')),
    plain('dashes moved', `-${real.replace(/-/g, '')}---`),
    plain('no dashes (PostgreSQL would read it)', real.replace(/-/g, '')),
    plain('in braces (PostgreSQL would read it)', `{${real}}`),
    plain('padded with spaces', ` ${real} `),
    plain('trailing newline', `${real}\n`),
    plain('one Devanagari digit', `${real.slice(0, 35)}३`),
    plain('Devanagari', 'आ'.repeat(36)),
    plain('full-width digits', '０'.repeat(8) + real.slice(8)),
    plain('emoji', '🗳️'.repeat(12)),
    plain('SQL', "' OR 1=1 --"),
    plain('SQL after an id', `${real}' OR '1'='1`),
    plain('a statement', "1'; DROP TABLE users; --"),
    plain('a placeholder', '$1'),
    plain('null', 'null'),
    plain('zero', '0'),
    plain('minus one', '-1'),
    plain('a space', ' '),
    plain('JSON', '{"id":1}'),
    raw('NUL escape', '%00'),
    raw('NUL after an id', `${real}%00`),
    raw('escaped slashes', '..%2F..%2Fetc%2Fpasswd'),
    raw('escaped percent', '%25'),
  ];
}

/**
 * Not seen as a parameter at all: too long (414), empty or a dot (the address resolves to
 * another path: 404), a bad escape (400).
 */
export function otherOddIds(): OddId[] {
  return [
    plain('a dot', '.'),
    plain('100 characters', 'a'.repeat(100)),
    plain('very long', 'f'.repeat(5000)),
    raw('empty', ''),
    raw('a bad escape', '%E0%A4%A'),
    raw('a lone percent', '%'),
    raw('two segments', `${randomUUID()}/x`),
  ];
}

/** Well-formed ids of nothing: 404 wherever an id is looked up. */
export const unknownIds = (): OddId[] => [
  plain('random', randomUUID()),
  plain('nil', '00000000-0000-0000-0000-000000000000'),
  plain('upper-case random', randomUUID().toUpperCase()),
];

/** Random odd ids: mostly 36 characters of what a counting check accepts, plus any text. */
export const oddIdArbitrary: fc.Arbitrary<OddId> = fc
  .oneof(
    fc.stringMatching(/^[0-9a-f-]{36}$/),
    fc
      .uuid()
      .chain((u) =>
        fc
          .tuple(fc.nat(35), fc.constantFrom('-', 'g', ' ', 'Z', '9', '़', '\u0000'))
          .map(([at, c]) => u.slice(0, at) + c + u.slice(at + 1)),
      ),
    // Lone surrogates cannot travel in an address at all.
    fc.string({ maxLength: 60, unit: 'binary' }).filter((s) => !/\p{Cs}/u.test(s)),
    fc.uuid().map((u) => u.toUpperCase()),
  )
  .map((value) => plain('generated', value));
