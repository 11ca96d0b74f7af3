// The voter id (EPIC number) in what a scanned code says, or in what a worker typed. The app's
// own slips carry the voter id alone; a third-party QR code or barcode may carry it inside a
// link or a line of other text. Pure: the scanner and the typed field both go through here.
//
// What is taken, in this order:
// 1. An EPIC after a label ("EPIC", "EPIC No.", "Voter ID", "epic=", "voter_id:"…).
// 2. The first EPIC anywhere in the text, standing on its own (not inside a longer word).
// 3. A text that is one short token of letters and digits (both), with / or - inside: the
//    app's own slip of a voter id of an unusual shape, kept as it is.
// An EPIC is three letters and seven digits ("NLD1234567", also written "NLD 1234567" or
// "nld-1234567"), or an older one: two or three letters, then three or four groups of digits
// after slashes ("UP/12/345/678901"). Devanagari digits count as digits.
// Nothing else is an EPIC: a link, a name, a product barcode of digits only give null.

/** Three letters and seven digits, maybe a space or hyphen between the two. */
const MODERN = /(?<![A-Z0-9])([A-Z]{3})[ -]?(\d{7})(?![A-Z0-9])/g;
/** Two or three letters, then three or four slash-separated groups of digits. */
const OLDER = /(?<![A-Z0-9/])([A-Z]{2,3}(?:\/\d{1,7}){3,4})(?![A-Z0-9/])/g;
/** A label just before the EPIC: "EPIC No.:", "Voter ID -", "epic_no=", "voterId:"… */
const LABEL =
  /(?:EPIC|VOTER[ _-]?ID|ELECTOR[ _-]?ID)(?:[ _-]?(?:NO|NUMBER|NUM|CARD))?\.?\s*[:=#-]?\s*$/;
/** A whole text that is a single id-like token (letters, digits, / and - inside). */
const TOKEN = /^[A-Z0-9](?:[A-Z0-9/-]{4,22})[A-Z0-9]$/;

const DEVANAGARI_ZERO = 0x0966;

/** Devanagari digits as ASCII, upper case, trimmed. */
function plain(text: string): string {
  return text
    .replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - DEVANAGARI_ZERO))
    .toUpperCase()
    .trim();
}

type Hit = { epic: string; at: number };

function hits(text: string): Hit[] {
  const out: Hit[] = [];
  for (const m of text.matchAll(MODERN)) out.push({ epic: `${m[1]}${m[2]}`, at: m.index });
  for (const m of text.matchAll(OLDER)) {
    const digits = m[1]!.replace(/\D/g, '');
    if (digits.length >= 6) out.push({ epic: m[1]!, at: m.index });
  }
  return out.sort((a, b) => a.at - b.at);
}

/** The EPIC number a scanned code (or typed text) carries, upper case; null when it has none. */
export function epicFromCode(text: string): string | null {
  const upper = plain(text);
  if (!upper) return null;
  const found = hits(upper);
  const labelled = found.find((h) => LABEL.test(upper.slice(Math.max(0, h.at - 24), h.at)));
  const hit = labelled ?? found[0];
  if (hit) return hit.epic;
  if (TOKEN.test(upper) && /[A-Z]/.test(upper) && /\d/.test(upper)) return upper;
  return null;
}

/**
 * The key a voter id is compared by: letters and digits only, upper case, so "UP/12/345/678901"
 * and "up12345678901" are the same voter. The same form as the voters' `idKeys` index.
 */
export function epicKey(epic: string): string {
  return plain(epic).replace(/[^A-Z0-9]/g, '');
}
