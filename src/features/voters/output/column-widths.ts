// Relative widths of the print table's columns. The table is laid out with fixed columns
// (appending thousands of rows then costs no re-measuring), so it needs widths up front:
// numbers narrow, names and addresses wide.
const WEIGHTS: Record<string, number> = {
  sl: 1,
  // "Serial No." and up to four digits.
  serial: 1.3,
  age: 1.1,
  part: 1.3,
  gender: 1.8,
  group: 1.5,
  male: 1.5,
  female: 1.5,
  total: 1.5,
  familySize: 1.5,
  // A 10-character EPIC number and a 10-digit mobile number on one line at 9 pt.
  voterId: 2.4,
  phone: 2.4,
  name: 3,
  relation: 3.2,
  address: 3.6,
};

/** CSS widths (percent) of the columns, in order. */
export function columnWidths(ids: readonly string[]): string[] {
  const weights = ids.map((id) => WEIGHTS[id] ?? 2);
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => `${((w / sum) * 100).toFixed(2)}%`);
}
