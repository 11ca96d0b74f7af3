// What a field holds decides the phone keyboard and the browser's autofill, so forms declare
// the kind ("phone", "integer", …) and these attributes follow from it: a digit pad for ages,
// a dial pad for phone numbers, an @ key for e-mail, capitalised words for names.
import type { HTMLAttributes } from 'react';

export type FieldKind =
  | 'text'
  | 'name'
  | 'givenName'
  | 'familyName'
  | 'email'
  | 'phone'
  | 'integer'
  | 'address'
  | 'place'
  | 'search'
  | 'currentPassword'
  | 'newPassword';

export type FieldKindProps = {
  type?: 'text' | 'email' | 'tel' | 'search' | 'password';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  autoCapitalize?: 'none' | 'words' | 'sentences';
  autoCorrect?: 'on' | 'off';
  spellCheck?: boolean;
  pattern?: string;
};

const NAME: FieldKindProps = { type: 'text', autoCapitalize: 'words', autoCorrect: 'off' };

const KIND_PROPS: Record<FieldKind, FieldKindProps> = {
  text: { type: 'text' },
  name: { ...NAME, autoComplete: 'name' },
  givenName: { ...NAME, autoComplete: 'given-name' },
  familyName: { ...NAME, autoComplete: 'family-name' },
  email: {
    type: 'email',
    inputMode: 'email',
    autoComplete: 'email',
    autoCapitalize: 'none',
    autoCorrect: 'off',
    spellCheck: false,
  },
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  // type="number" would drop a typed "3a" silently and change values on scroll; text with a
  // numeric keypad keeps what was typed for the schema to judge. The pattern asks iOS for
  // the digit pad as well.
  integer: { type: 'text', inputMode: 'numeric', pattern: '[0-9]*', autoComplete: 'off' },
  address: { type: 'text', autoComplete: 'street-address', autoCapitalize: 'words' },
  // Free-text places and titles with the app's own suggestion list: the browser's autofill
  // would cover that list.
  place: { type: 'text', autoComplete: 'off', autoCapitalize: 'words' },
  search: { type: 'search', inputMode: 'search', autoComplete: 'off', spellCheck: false },
  currentPassword: { autoComplete: 'current-password', autoCapitalize: 'none' },
  newPassword: { autoComplete: 'new-password', autoCapitalize: 'none' },
};

/** The input attributes for a kind of field. */
export function fieldKindProps(kind: FieldKind): FieldKindProps {
  return KIND_PROPS[kind];
}
