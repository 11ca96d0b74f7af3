// One titled card of the profile (Basic details, Children, …); its h2 names the region, so a
// screen reader can jump between sections.
import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useId } from 'react';

export function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
    >
      <Title order={2} fz="h4" mb="sm" id={headingId}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}
