// Registers the service worker (production builds only) and, when a new version is waiting,
// asks the user before switching: reloading silently could throw away a half-filled form.
// "Reload to update" sends SKIP_WAITING (sw/messages.ts) and reloads once the new worker rules.
// Registration waits for the page's load event and an idle moment: the precache downloads the
// whole app, and on a 3G phone it must not compete with the first screen for the link.
import { useEffect, useRef, useState } from 'react';
import { Affix, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { registerServiceWorker } from './register-sw.ts';
import type { WorkerUpdate } from './register-sw.ts';

/** Longest wait for an idle moment once loaded (busy phones may never report one). */
const IDLE_TIMEOUT_MS = 3000;

/** Resolves after the window's load event and then an idle moment (or a timeout). */
export function afterLoadAndIdle(): Promise<void> {
  return new Promise((resolve) => {
    const whenIdle = () => {
      // Safari has no requestIdleCallback: a short timeout stands in for the idle moment.
      if (typeof window.requestIdleCallback === 'function') {
        window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
      } else {
        setTimeout(resolve, 200);
      }
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
}

export function PwaUpdatePrompt() {
  const { t } = useTranslation();
  const [waiting, setWaiting] = useState(false);
  const update = useRef<WorkerUpdate | null>(null);
  // "Later" holds for this page: the same waiting worker may be reported again (another
  // update check), which must not bring the prompt straight back.
  const dismissed = useRef(false);

  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let cancelled = false;
    afterLoadAndIdle()
      .then(() =>
        cancelled
          ? undefined
          : registerServiceWorker((waitingUpdate) => {
              update.current = waitingUpdate;
              if (!dismissed.current) setWaiting(true);
            }),
      )
      .catch((err: unknown) => console.error('Service worker registration failed', err));
    return () => {
      cancelled = true;
    };
  }, []);

  if (!waiting) return null;
  return (
    <Affix position={{ bottom: 16, left: 16, right: 16 }} zIndex={400}>
      <Paper
        role="alertdialog"
        aria-labelledby="pwa-update-title"
        withBorder
        shadow="lg"
        radius="lg"
        p="md"
        maw={460}
        mx="auto"
      >
        <Stack gap="xs">
          <Text id="pwa-update-title" fw={700}>
            {t('app.update.available')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('app.update.hint')}
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button
              variant="subtle"
              color="gray"
              onClick={() => {
                dismissed.current = true;
                setWaiting(false);
              }}
            >
              {t('app.update.later')}
            </Button>
            <Button
              leftSection={<IconRefresh size={16} aria-hidden />}
              onClick={() => update.current?.activate()}
            >
              {t('app.update.reload')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Affix>
  );
}
