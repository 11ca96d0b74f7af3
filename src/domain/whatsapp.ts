// WhatsApp links with a message ready to send: to anyone the sender picks (sharing a post or a
// slip), or to one number (reminding a voter). wa.me wants the number with its country code and
// no "+", so a 10-digit Indian mobile (or one written 0XXXXXXXXXX) gets 91 in front. The link
// opens the WhatsApp app on the phone, network or not.

/** The number as wa.me takes it; '' when it holds too few digits to be a phone number. */
export function whatsAppNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `91${digits}`;
  if (digits.length === 11 && digits.startsWith('0')) return `91${digits.slice(1)}`;
  return digits.length >= 11 ? digits : '';
}

/** https://wa.me/?text=<message>: WhatsApp asks whom to send it to. */
export const whatsAppShareHref = (message: string): string =>
  `https://wa.me/?text=${encodeURIComponent(message)}`;

/** https://wa.me/<number>?text=<message>; '' when the number cannot be used. */
export function whatsAppHref(phone: string, message: string): string {
  const number = whatsAppNumber(phone);
  return number ? `https://wa.me/${number}?text=${encodeURIComponent(message)}` : '';
}
