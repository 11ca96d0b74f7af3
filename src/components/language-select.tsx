import { NativeSelect } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, changeLanguage, isLanguage } from '../i18n.ts';

export type LanguageSelectProps = {
  /** Input size; default 'sm'. */
  size?: 'xs' | 'sm';
};

/** English/हिन्दी switch; the choice is remembered for the next visit. */
export function LanguageSelect({ size = 'sm' }: LanguageSelectProps) {
  const { t, i18n } = useTranslation();
  return (
    <NativeSelect
      aria-label={t('app.language')}
      size={size}
      w={size === 'xs' ? 112 : 124}
      leftSection={<IconLanguage size={16} aria-hidden />}
      value={isLanguage(i18n.language) ? i18n.language : 'en'}
      data={LANGUAGES.map((lng) => ({
        value: lng,
        label: t(`app.languages.${lng}`),
      }))}
      onChange={(e) => {
        const next = e.currentTarget.value;
        if (isLanguage(next)) void changeLanguage(next);
      }}
    />
  );
}
