// The generic list-screen parts the team screens are built from: cells, empty and loading
// rows, the paging line, and the row menu's one-at-a-time behaviour (the specification's screens).
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DataTableColumn } from '../../src/components/data-table/index.ts';
import {
  CARD_LAYOUT_QUERY,
  DataTable,
  phoneCell,
  RowActionMenu,
  TablePagination,
  useOpenRowMenu,
} from '../../src/components/data-table/index.ts';
import '../../src/i18n.ts';
import { renderScreen } from '../utils/render-screen.tsx';

afterEach(cleanup);

type Row = { id: string; name?: string; age?: number };
const COLUMNS: DataTableColumn<Row>[] = [
  { id: 'sn', titleKey: 'teams.columns.sn', accessor: (_, n) => n },
  { id: 'name', titleKey: 'teams.columns.name', accessor: (r) => r.name },
  { id: 'age', titleKey: 'teams.columns.age', accessor: (r) => r.age },
];

describe('DataTable', () => {
  it('numbers rows from the page offset and shows "-" for missing values', () => {
    renderScreen(
      <DataTable
        columns={COLUMNS}
        rows={[
          { id: 'a', name: 'Asha' },
          { id: 'b', age: 0 },
        ]}
        rowKey={(r) => r.id}
        offset={20}
      />,
    );
    const cells = screen.getAllByRole('cell').map((c) => c.textContent);
    expect(cells).toEqual(['21', 'Asha', '-', '22', '-', '0']);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'SN.',
      'Name',
      'Age',
    ]);
  });

  it('shows a spinner while loading, then the empty message, in view under the header', () => {
    const { rerender } = renderScreen(
      <DataTable columns={COLUMNS} rows={undefined} rowKey={(r) => r.id} />,
    );
    expect(screen.getByLabelText('Loading...')).toBeInstanceOf(HTMLElement);
    rerender(
      <DataTable columns={COLUMNS} rows={[]} rowKey={(r) => r.id} emptyMessage="Nobody here" />,
    );
    expect(screen.getByRole('status').textContent).toBe('Nobody here');
    expect(screen.queryAllByRole('cell')).toHaveLength(0);
    expect(screen.getAllByRole('columnheader')).toHaveLength(3);
  });
});

describe('TablePagination', () => {
  it('names the range and the total, and hides itself when there is nothing', () => {
    const { rerender } = renderScreen(
      <TablePagination page={3} pageSize={20} total={45} onPageChange={() => {}} />,
    );
    expect(screen.getByText('41–45 of 45')).toBeInstanceOf(HTMLElement);
    rerender(<TablePagination page={1} pageSize={20} total={0} onPageChange={() => {}} />);
    expect(screen.queryByText(/of 0/)).toBeNull();
  });
});

function TwoMenus() {
  const { menuProps } = useOpenRowMenu();
  const [done, setDone] = useState<string[]>([]);
  return (
    <>
      <p data-testid="done">{done.join(',')}</p>
      <button type="button">elsewhere</button>
      {['a', 'b'].map((id) => (
        <RowActionMenu
          key={id}
          label={`Actions for ${id}`}
          actions={[
            { id: 'edit', label: `Edit ${id}`, onSelect: () => setDone((d) => [...d, id]) },
          ]}
          {...menuProps(id)}
        />
      ))}
    </>
  );
}

describe('RowActionMenu', () => {
  const button = (id: string) => screen.getByRole('button', { name: `Actions for ${id}` });
  const items = () => screen.queryAllByRole('menuitem').map((i) => i.textContent);

  it('opens for one row at a time and toggles on its button', async () => {
    renderScreen(<TwoMenus />);
    fireEvent.click(button('a'));
    await waitFor(() => expect(items()).toEqual(['Edit a']));
    fireEvent.click(button('b'));
    await waitFor(() => expect(items()).toEqual(['Edit b']));
    fireEvent.click(button('b'));
    await waitFor(() => expect(items()).toEqual([]));
  });

  it('closes on a click outside and after an action', async () => {
    renderScreen(<TwoMenus />);
    fireEvent.click(button('a'));
    await waitFor(() => expect(items()).toEqual(['Edit a']));
    fireEvent.mouseDown(screen.getByRole('button', { name: 'elsewhere' }));
    await waitFor(() => expect(items()).toEqual([]));

    fireEvent.click(button('a'));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit a' }));
    await waitFor(() => expect(items()).toEqual([]));
    expect(screen.getByTestId('done').textContent).toBe('a');
  });
});

describe('DataTable on a phone (cards)', () => {
  type Person = { id: string; name: string; phone?: string; city?: string; active: boolean };
  const PEOPLE_COLUMNS: DataTableColumn<Person>[] = [
    { id: 'sn', titleKey: 'teams.columns.sn', accessor: (_, n) => n, card: 'hidden' },
    { id: 'name', titleKey: 'teams.columns.name', accessor: (r) => r.name, card: 'title' },
    { id: 'phone', titleKey: 'teams.columns.phone', render: (r) => phoneCell(r.phone) },
    { id: 'city', titleKey: 'teams.columns.city', accessor: (r) => r.city },
    {
      id: 'status',
      titleKey: 'teams.columns.status',
      accessor: (r) => (r.active ? 'Active' : 'Inactive'),
      card: 'status',
    },
    {
      id: 'action',
      titleKey: 'list.action',
      render: (r) => <button type="button">{`Actions for ${r.name}`}</button>,
      card: 'actions',
    },
  ];
  const people: Person[] = [
    { id: 'a', name: 'Asha Verma', phone: '+91 98765-43210', city: 'Agra', active: true },
    { id: 'b', name: 'Mohan Lal', active: false },
  ];

  it('renders one card per row from the same columns: name, status, fields, actions, tel: link', () => {
    renderScreen(
      <DataTable
        columns={PEOPLE_COLUMNS}
        rows={people}
        rowKey={(r) => r.id}
        label="Team"
        layout="cards"
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Team' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const [asha, mohan] = cards as [HTMLElement, HTMLElement];
    expect(within(asha).getByText('Asha Verma')).toBeInstanceOf(HTMLElement);
    expect(within(asha).getByText('Active')).toBeInstanceOf(HTMLElement);
    expect(within(asha).getByRole('button', { name: 'Actions for Asha Verma' })).toBeInstanceOf(
      HTMLElement,
    );
    const dial = within(asha).getByRole('link', { name: '+91 98765-43210' });
    expect(dial.getAttribute('href')).toBe('tel:+919876543210');
    // Labelled fields; the running number is not on the card; missing values show "-".
    expect(within(asha).getByText('City')).toBeInstanceOf(HTMLElement);
    expect(within(asha).queryByText('SN.')).toBeNull();
    expect(within(mohan).getAllByText('-')).toHaveLength(2);
    expect(within(mohan).getByText('Inactive')).toBeInstanceOf(HTMLElement);
  });

  it('follows the screen: cards below 600 px, the table above', () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) =>
      ({ ...matchMedia(query), matches: query === CARD_LAYOUT_QUERY }) as MediaQueryList;
    try {
      renderScreen(<DataTable columns={PEOPLE_COLUMNS} rows={people} rowKey={(r) => r.id} />);
      expect(screen.queryByRole('table')).toBeNull();
      expect(screen.getAllByRole('listitem')).toHaveLength(2);
    } finally {
      window.matchMedia = matchMedia;
    }
    cleanup();
    renderScreen(<DataTable columns={PEOPLE_COLUMNS} rows={people} rowKey={(r) => r.id} />);
    expect(screen.getByRole('table')).toBeInstanceOf(HTMLElement);
  });

  it('shows the empty message instead of an empty card list', () => {
    renderScreen(
      <DataTable columns={PEOPLE_COLUMNS} rows={[]} rowKey={(r) => r.id} layout="cards" />,
    );
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Nothing found');
  });
});
