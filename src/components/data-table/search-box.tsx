import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type SearchBoxProps = {
  value: string;
  onChange: (value: string) => void;
  /** Placeholder text; the accessible label is always "Search". */
  placeholder?: string;
};

/** A list screen's search input with a clear button. */
export function SearchBox({ value, onChange, placeholder }: SearchBoxProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      type="search"
      label={t('list.search')}
      placeholder={placeholder}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        value ? (
          <CloseButton size="sm" aria-label={t('list.cancel')} onClick={() => onChange('')} />
        ) : null
      }
      style={{ flex: 1, minWidth: 200 }}
    />
  );
}
