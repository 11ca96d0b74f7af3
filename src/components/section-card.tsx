// A card that is one section of its screen, named by its heading (an h2) for a screen reader:
// the Form 20 import and election cards, the ASD list card.
import { Paper, Stack, Title } from '@mantine/core';
import { useId } from 'react';
import type { ReactNode } from 'react';

export type SectionCardProps = {
  /** The heading, which names the section. */
  title: ReactNode;
  /** Widest the content may be; default the card's width. */
  maw?: number;
  children: ReactNode;
};

export function SectionCard({ title, maw, children }: SectionCardProps) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      aria-labelledby={headingId}
    >
      <Stack gap="sm" maw={maw}>
        <Title order={2} size="h3" id={headingId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
