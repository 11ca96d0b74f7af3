// The one spinner of the app. Mantine's Loader is a bare <span>: a name on it is not allowed
// (no role), and a spinner with no name says nothing to a screen reader. So every spinner is
// one of three things, chosen by its props; lint (eslint.config.js) keeps Loader imports here.
// eslint-disable-next-line no-restricted-imports -- the one place that draws Mantine's Loader
import { Group, Loader, Text } from '@mantine/core';
import type { MantineSize } from '@mantine/core';

type LoadingMarkProps = {
  /** What is loading, in the user's words. Without one, the spinner is decoration (in a button with its own words). */
  label?: string;
  /** Show the label beside the spinner as a status line, instead of naming the spinner. */
  showLabel?: boolean;
  size?: MantineSize | number;
  className?: string;
};

export function LoadingMark({
  label,
  showLabel = false,
  size = 'sm',
  className,
}: LoadingMarkProps) {
  if (label === undefined) return <Loader size={size} className={className} aria-hidden />;
  if (showLabel)
    return (
      <Group gap="sm" role="status" className={className}>
        <Loader size={size} aria-hidden />
        <Text>{label}</Text>
      </Group>
    );
  // An indeterminate progress bar: a role that may carry a name.
  return <Loader size={size} className={className} role="progressbar" aria-label={label} />;
}
