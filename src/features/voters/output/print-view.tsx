// A full-screen view over the app holding printable sheets, with Print and Close. It is a
// direct child of <body>, so the print stylesheet can hide everything else (app shell,
// toasts) and print only the sheets.
import { Button, Group, Text, Title } from '@mantine/core';
import { useFocusTrap } from '@mantine/hooks';
import { IconPrinter, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import './print.css';

export type PrintViewProps = {
  title: string;
  /** One line under the title: progress, count, or why nothing is shown. */
  status: string;
  /** Print is offered only when every sheet is on the page; default false. */
  ready?: boolean;
  onClose: () => void;
  children?: ReactNode;
};

/** While open: Escape closes, the page behind does not scroll, focus returns on close. */
function useDialogBehaviour(onClose: () => void) {
  // The latest onClose, so a new callback from the parent does not re-run the effect (which
  // would hand focus back to the opener while the view is still open).
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close.current();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);
}

export function PrintView({ title, status, ready = false, onClose, children }: PrintViewProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const trapRef = useFocusTrap(true);
  useDialogBehaviour(onClose);
  return createPortal(
    <div
      className="bp-print-view"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      ref={trapRef}
    >
      <div className="bp-print-toolbar">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <div>
            <Title order={2} size="h4" id={titleId}>
              {title}
            </Title>
            <Text size="sm" c="dimmed" role="status" mih="1.25rem">
              {status}
            </Text>
          </div>
          <Group gap="xs">
            <Button
              leftSection={<IconPrinter size={18} aria-hidden />}
              disabled={!ready}
              onClick={() => window.print()}
            >
              {t('voterOutput.view.print')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconX size={18} aria-hidden />}
              onClick={onClose}
              data-autofocus
            >
              {t('voterOutput.view.close')}
            </Button>
          </Group>
        </Group>
      </div>
      <div className="bp-print-body">{children}</div>
    </div>,
    document.body,
  );
}
