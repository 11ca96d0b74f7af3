// The link that opens the phone's SMS app with the party's number and the text filled in.
// RFC 5724 writes `sms:<number>?body=<text>`, which Android's messaging apps take; the iPhone's
// Messages (iOS 8 and later) takes `sms:<number>&body=<text>`. Our text is letters, digits,
// '-' and '.', so encoding changes nothing in it, but the link encodes anyway.

/** A party number as stored: an optional '+' and 6–15 digits (spaces and dashes dropped). */
export const PARTY_NUMBER = /^\+?\d{6,15}$/;

export const normalisePartyNumber = (text: string): string => text.replace(/[\s().-]/g, '');

/** True for an iPhone or iPad (iPadOS says it is a Mac, but has touch). */
export function isApplePhone(userAgent: string, maxTouchPoints = 0): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

export function smsLink(number: string, text: string, apple: boolean): string {
  return `sms:${encodeURIComponent(number).replace(/%2B/g, '+')}${apple ? '&' : '?'}body=${encodeURIComponent(text)}`;
}
