// Word splitting shared by the database's derived fields and the aggregate reports, kept in
// the domain so neither imports the other.

/** Lower-case words of the given texts, deduplicated (Devanagari and Latin alike). */
export function words(...texts: (string | undefined)[]): string[] {
  const all = texts
    .filter((t): t is string => typeof t === 'string')
    .flatMap((t) => t.toLocaleLowerCase().split(/[^\p{L}\p{M}\p{N}]+/u))
    .filter(Boolean);
  return [...new Set(all)];
}

/** Address normalised for grouping families and address-wise reports. */
export function addressKey(address: string | undefined): string {
  return words(address).join(' ');
}
