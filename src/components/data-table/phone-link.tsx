import { Anchor } from '@mantine/core';

/** Digits and a leading + only: what a dialer accepts in a tel: link. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

type PhoneValue = string | number | undefined | null;

const phoneText = (value: PhoneValue) =>
  value === undefined || value === null ? '' : String(value).trim();

/** A phone number that dials on a tap (tel:), tall enough to hit with a thumb. */
export function PhoneLink({ value }: { value: PhoneValue }) {
  const phone = phoneText(value);
  return (
    <Anchor
      href={telHref(phone)}
      fz="inherit"
      style={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, whiteSpace: 'nowrap' }}
    >
      {phone}
    </Anchor>
  );
}

/** A list cell for a phone number: the dialling link, or null (the "missing" mark) when empty. */
export const phoneCell = (value: PhoneValue) =>
  phoneText(value) ? <PhoneLink value={value} /> : null;
