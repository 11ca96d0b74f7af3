// Read-only label/value pairs as a description list: two columns that still fit a 360 px
// phone, long values wrapping instead of pushing the page sideways.
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type FieldListItem = { id: string; label: string; value: ReactNode };

export function FieldList({ items }: { items: readonly FieldListItem[] }) {
  const { t } = useTranslation();
  return (
    <dl
      style={{
        display: 'grid',
        // Labels wrap within 40 % so a long Hindi label never squeezes its value to nothing.
        gridTemplateColumns: 'minmax(6rem, 40%) minmax(0, 1fr)',
        gap: '0.4rem 1rem',
        margin: 0,
      }}
    >
      {items.map((item) => (
        <div key={item.id} style={{ display: 'contents' }}>
          <Text component="dt" c="dimmed" size="sm" lh={1.6}>
            {item.label}
          </Text>
          <Text
            component="dd"
            m={0}
            size="sm"
            lh={1.6}
            fw={500}
            style={{ overflowWrap: 'anywhere' }}
          >
            {item.value === '' || item.value === null ? t('list.missing') : item.value}
          </Text>
        </div>
      ))}
    </dl>
  );
}
