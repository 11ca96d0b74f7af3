// The row action menu itself, loaded on the first open of any row's menu (row-action-menu.tsx).
import { Menu } from '@mantine/core';
import type { RowActionMenuProps } from './row-action-menu.tsx';
import { rowMenuButton } from './row-action-menu.tsx';

export default function RowActionMenuPopup({
  actions,
  label,
  opened,
  onOpenedChange,
}: RowActionMenuProps) {
  return (
    <Menu opened={opened} onChange={onOpenedChange} position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>{rowMenuButton(label)}</Menu.Target>
      <Menu.Dropdown>
        {actions.map((a) => (
          <Menu.Item key={a.id} leftSection={a.icon} color={a.color} onClick={a.onSelect}>
            {a.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
