import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A centred spinner filling the viewport; announced to screen readers as loading. */
export function FullPageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="100dvh" role="status" aria-label={t('app.loading')}>
      <Loader size="lg" />
    </Center>
  );
}
