import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';

export type AuthSwitchLinkProps = {
  /** Lead-in text, e.g. "Don't have an account?". */
  prompt: string;
  /** Link text. */
  label: string;
  to: '/signin' | '/signup';
};

/** The line under each auth form that leads to the other auth page. */
export function AuthSwitchLink({ prompt, label, to }: AuthSwitchLinkProps) {
  return (
    <Text ta="center" size="sm" mt="lg">
      {prompt}{' '}
      <Anchor component={Link} to={to} fw={600}>
        {label}
      </Anchor>
    </Text>
  );
}
