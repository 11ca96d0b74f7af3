// List mode of every list screen: title and Add button, then one card holding the search and
// "Show Result" controls, the table and the paging line.
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PageTitle } from '../page-title.tsx';

export type ListScreenLayoutProps = {
  title: string;
  /** A line under the title, e.g. the social feed's "Share latest updates…". */
  subtitle?: string;
  /** Text of the Add button; no button when absent. */
  addLabel?: string;
  onAdd?: () => void;
  /** Search, filters and the "Show Result" select. */
  toolbar: ReactNode;
  table: ReactNode;
  pagination?: ReactNode;
};

export function ListScreenLayout(props: ListScreenLayoutProps) {
  const { title, subtitle, addLabel, onAdd, toolbar, table, pagination } = props;
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Stack gap={4}>
          <PageTitle>{title}</PageTitle>
          {subtitle && <Text c="dimmed">{subtitle}</Text>}
        </Stack>
        {addLabel && onAdd && (
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={onAdd}>
            {addLabel}
          </Button>
        )}
      </Group>
      <Paper withBorder radius="md">
        <Group align="flex-end" gap="sm" p="sm" wrap="wrap">
          {toolbar}
        </Group>
        {table}
        {pagination}
      </Paper>
    </Stack>
  );
}
