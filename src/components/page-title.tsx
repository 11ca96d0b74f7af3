import { Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** Every screen's one <h1>, the same size everywhere. */
export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <Title order={1} fz={{ base: 22, sm: 26 }}>
      {children}
    </Title>
  );
}
