import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Names the screen in the browser tab, the task switcher and for screen readers
 * ("Booth Team · Booth Panel"), in the current language.
 */
export function useDocumentTitle(screen: string): void {
  const { t } = useTranslation();
  const app = t('app.name');
  useEffect(() => {
    document.title = screen ? `${screen} · ${app}` : app;
  }, [screen, app]);
}
