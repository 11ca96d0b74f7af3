// The import dialog end to end in jsdom (the in-thread importer stands in for the worker):
// file → mapping with preview → run → summary with problems and their download; the
// remembered mapping; the progress line; Hindi.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { db } from '../../src/db/instance.ts';
import { i18n } from '../../src/i18n.ts';
import { ImportDialog } from '../../src/features/voters/import/index.ts';
import { RunStep } from '../../src/features/voters/import/run-step.tsx';
import { emptyTotals } from '../../src/features/voters/import/run-import.ts';
import { saveSession } from '../../src/sync/session.ts';
import { alice } from '../utils/unit/sync-helpers.ts';
import { renderScreen } from '../utils/render-screen.tsx';

const user = {
  booth_id: alice.userId,
  firstName: 'Alice',
  lastName: 'A',
  email: 'a@x.in',
  role: 'worker' as const,
  scope: alice.scope,
};

const ROLL = [
  'Name,EPIC,Part No,Age,लिंग,Remarks',
  'आशा वर्मा,ABC0000001,12,34,महिला,',
  'Ram,ABC0000002,twelve,40,M,',
  'Mohan Lal,ABC0000003,12,41,पुरुष,',
].join('\n');

const rollFile = () => new File([ROLL], 'roll.csv', { type: 'text/csv' });

function renderDialog(onClose = () => {}) {
  return renderScreen(<ImportDialog opened onClose={onClose} />);
}

async function chooseFile(file: File) {
  const input = await waitFor(() => {
    const found = document.querySelector<HTMLInputElement>('input[type=file]');
    if (!found) throw new Error('no file input yet');
    return found;
  });
  fireEvent.change(input, { target: { files: [file] } });
}

/** Choose an option of a Mantine Select (its listbox is the one the input controls). */
async function pick(input: HTMLElement, option: string) {
  fireEvent.click(input);
  const listbox = await waitFor(() => {
    const found = document.getElementById(input.getAttribute('aria-controls') ?? '');
    if (!found) throw new Error('no listbox yet');
    return found;
  });
  fireEvent.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}

beforeEach(async () => {
  await Promise.all([db.voters.clear(), db.outbox.clear(), db.meta.clear()]);
  saveSession('test-token', user);
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// Mantine renders slowly in jsdom on a busy machine; the longest test opens the dialog twice.
describe('import dialog', () => {
  test('the file step names its input', () => {
    renderDialog();
    expect(
      screen.getByLabelText('Choose a CSV, TSV or Excel (.xlsx) file', { selector: 'input' }),
    ).toHaveProperty('type', 'file');
  });

  test('mapping step: guessed fields per column and a preview of the first rows', async () => {
    renderDialog();
    await chooseFile(rollFile());
    const name = await screen.findByLabelText('Name', { selector: 'input' });
    expect(name).toHaveProperty('value', 'Name (first and last)');
    expect(screen.getByLabelText('EPIC', { selector: 'input' })).toHaveProperty(
      'value',
      'Voter ID (EPIC)',
    );
    expect(screen.getByLabelText('लिंग', { selector: 'input' })).toHaveProperty('value', 'Gender');
    expect(screen.getByLabelText('Remarks', { selector: 'input' })).toHaveProperty('value', 'Skip');
    const preview = screen.getByRole('table');
    expect(within(preview).getByText('आशा वर्मा')).toBeInstanceOf(HTMLElement);
    expect(within(preview).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Import voters' })).toHaveProperty('disabled', false);
  });

  test('runs the import, shows the summary and problems, and downloads them as CSV', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:problems';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderDialog();
    await chooseFile(rollFile());
    fireEvent.click(await screen.findByRole('button', { name: 'Import voters' }));
    expect(await screen.findByRole('heading', { name: 'Import finished' })).toBeInstanceOf(
      HTMLElement,
    );
    expect(screen.getByTestId('import-added').textContent).toBe('2');
    expect(screen.getByTestId('import-updated').textContent).toBe('0');
    expect(screen.getByTestId('import-skipped').textContent).toBe('1');
    const problems = screen.getByRole('table', { name: 'Rows not imported (1)' });
    expect(within(problems).getByText('Part No.')).toBeInstanceOf(HTMLElement);
    expect(within(problems).getByText('Not a number')).toBeInstanceOf(HTMLElement);
    expect(within(problems).getByText('3')).toBeInstanceOf(HTMLElement);
    expect(await db.voters.count()).toBe(2);
    expect(await db.outbox.count()).toBe(2);

    fireEvent.click(screen.getByRole('button', { name: 'Download problems (CSV)' }));
    expect(click).toHaveBeenCalled();
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () =>
        resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
      reader.readAsArrayBuffer(blobs[0]!);
    });
    expect(text).toBe('\ufeffRow,Field,Reason\r\n3,Part No.,Not a number\r\n');
    click.mockRestore();
  });

  test('a changed mapping is remembered for the next file with the same header', async () => {
    renderDialog();
    await chooseFile(rollFile());
    const remarks = await screen.findByLabelText('Remarks', { selector: 'input' });
    await pick(remarks, 'Area');
    await waitFor(() => expect(remarks).toHaveProperty('value', 'Area'));
    fireEvent.click(screen.getByRole('button', { name: 'Import voters' }));
    await screen.findByRole('heading', { name: 'Import finished' });
    fireEvent.click(screen.getByRole('button', { name: 'Import another file' }));
    await chooseFile(rollFile());
    expect(await screen.findByText(/Your choices for the last file/)).toBeInstanceOf(HTMLElement);
    expect(screen.getByLabelText('Remarks', { selector: 'input' })).toHaveProperty('value', 'Area');
    // The second run updates the same voters instead of adding them again.
    fireEvent.click(screen.getByRole('button', { name: 'Import voters' }));
    await screen.findByRole('heading', { name: 'Import finished' });
    expect(screen.getByTestId('import-updated').textContent).toBe('2');
    expect(await db.voters.count()).toBe(2);
  });

  test('without a voter id column the import cannot start and says why', async () => {
    renderDialog();
    await chooseFile(rollFile());
    const epic = await screen.findByLabelText('EPIC', { selector: 'input' });
    await pick(epic, 'Skip');
    expect(await screen.findByText(/Match a column to Voter ID/)).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('button', { name: 'Import voters' })).toHaveProperty('disabled', true);
  });

  test('a file with only a header is refused with a message', async () => {
    renderDialog();
    await chooseFile(new File(['Name,EPIC\n'], 'empty.csv'));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'This file has no rows to import. Choose another file.',
    );
  });

  test("a file over the size limit is refused before it is read, in the user's language", async () => {
    renderDialog();
    // 200 MB without allocating it: only the size is looked at before reading.
    const huge = new File(['Name,EPIC\n'], 'district.csv');
    Object.defineProperty(huge, 'size', { value: 200 * 1024 * 1024 });
    await chooseFile(huge);
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'This file is larger than 100 MB. Split the roll into smaller files (a few parts each) and import them one by one.',
    );
  });

  test('the summary in Hindi', async () => {
    await i18n.changeLanguage('hi');
    renderDialog();
    await chooseFile(rollFile());
    fireEvent.click(await screen.findByRole('button', { name: 'मतदाता आयात करें' }));
    expect(await screen.findByRole('heading', { name: 'आयात पूरा हुआ' })).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('यह संख्या नहीं है')).toBeInstanceOf(HTMLElement);
  });
});

describe('run step', () => {
  test('shows rows, rows per second and time left, and cancels', async () => {
    const onCancel = vi.fn();
    const totals = {
      ...emptyTotals(4000),
      phase: 'writing' as const,
      progress: { rows: 1000, bytes: 1000, totalBytes: 4000 },
    };
    renderScreen(<RunStep totals={totals} elapsedMs={2000} onCancel={onCancel} />);
    expect(screen.getByRole('status').textContent).toBe(
      '1,000 rows read · 500 rows/s · about 6 sec left',
    );
    expect(screen.getByRole('progressbar', { name: 'Import progress' })).toBeInstanceOf(
      HTMLElement,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    });
    expect(onCancel).toHaveBeenCalledOnce();
  });

  test('says the file is being checked before anything is written', () => {
    renderScreen(<RunStep totals={emptyTotals(4000)} elapsedMs={500} onCancel={() => undefined} />);
    expect(screen.getByRole('status').textContent).toBe('Checking the file part by part…');
  });
});
