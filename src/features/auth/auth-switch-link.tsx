import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';

export type AuthSwitchLinkProps = {
  /** Lead-in text, e.g. "Don't have an account?". */
  prompt: string;
  /** Link text. */
  label: string;
  to: '/signin' | '/signup';
};

/**
 * The line under each auth form that leads to the other auth page. The link is a 44 px tall
 * target (inline text is only as tall as its line, 16 px), so a thumb finds it on a phone.
 */
export function AuthSwitchLink({ prompt, label, to }: AuthSwitchLinkProps) {
  return (
    <Text ta="center" size="sm" mt="lg">
      {prompt}{' '}
      <Anchor
        component={Link}
        to={to}
        fw={600}
        style={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, paddingInline: 4 }}
      >
        {label}
      </Anchor>
    </Text>
  );
}
