import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { TOAST_LIMIT } from '../components/toast.ts';
import { cssVariablesResolver, theme } from './theme.ts';
import './toasts.css';

/** Theme and toasts around the whole app; i18n is initialised by importing src/i18n.ts. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      <Notifications limit={TOAST_LIMIT} position="top-right" />
      {children}
    </MantineProvider>
  );
}
