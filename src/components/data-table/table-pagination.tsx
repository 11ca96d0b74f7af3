import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type TablePaginationProps = {
  /** 1-based current page. */
  page: number;
  pageSize: number;
  /** Rows matching the search, over all pages. */
  total: number;
  onPageChange: (page: number) => void;
};

export const pageCount = (total: number, pageSize: number) =>
  Math.max(1, Math.ceil(total / pageSize));

/** "1–10 of 42" and the page buttons under a table; nothing while the table is empty. */
export function TablePagination({ page, pageSize, total, onPageChange }: TablePaginationProps) {
  const { t } = useTranslation();
  if (total === 0) return null;
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" gap="sm" px="sm" pb="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('list.range', { from, to, total })}
      </Text>
      <Pagination
        total={pageCount(total, pageSize)}
        value={page}
        onChange={onPageChange}
        size="sm"
        siblings={1}
        aria-label={t('list.pages')}
        getControlProps={(control) => ({ 'aria-label': t(`list.pageControls.${control}`) })}
        getItemProps={(n) => ({
          'aria-label': t('list.pageNumber', { page: n }),
          'aria-current': n === page ? 'page' : undefined,
        })}
      />
    </Group>
  );
}
