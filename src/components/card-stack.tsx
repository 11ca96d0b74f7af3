// A list of cards (households, pannas, voters found on poll day): a real <ul> so a screen
// reader counts the items, drawn as a plain column without bullets or indent.
import { Stack } from '@mantine/core';
import type { MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

export type CardStackProps = {
  /** Accessible name of the list. */
  label?: string;
  /** Space between the cards; default 'sm'. */
  gap?: MantineSpacing | number;
  /** The cards, each rendered as (or inside) an <li>. */
  children: ReactNode;
};

export function CardStack({ label, gap = 'sm', children }: CardStackProps) {
  return (
    <Stack component="ul" gap={gap} p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {children}
    </Stack>
  );
}
