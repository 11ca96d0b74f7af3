// The Form 20 import card (jsdom, a fake POST /api/form20/elections): what is missing is said
// under its field before anything is sent; a refusal the server ties to a field shows under
// that field in the user's language, one it ties to no field above the buttons.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../src/domain/auth.ts';
import { ImportCard } from '../../src/features/booth-grades/import-card.tsx';
import { i18n } from '../../src/i18n.ts';
import { renderScreen } from '../utils/render-screen.tsx';
import { phoneWithAreas } from '../utils/unit/phone-with-areas.ts';

const ADMIN: SessionUser = {
  booth_id: 'u-f20',
  firstName: 'Kamla',
  lastName: 'Mishra',
  email: 'kamla@example.com',
  role: 'admin',
  scope: null,
};

const AREAS = [
  { path: 'gj', name: 'Gujarat' },
  { path: 'gj/banaskantha', name: 'Banaskantha' },
  { path: 'gj/banaskantha/vav', name: 'Vav', number: 7 },
];

let posts: FormData[];

/** Every POST answered with `status` and `body`. */
function answer(status: number, body: unknown) {
  fetchMock().mockImplementation((_url, init) => {
    if (init?.method === 'POST') posts.push(init.body as FormData);
    return Promise.resolve(new Response(JSON.stringify(body), { status }));
  });
}

const card = () => screen.getByRole('region', { name: /^(Import Form 20|फ़ॉर्म 20 जोड़ें)$/ });

async function fillIn() {
  renderScreen(<ImportCard online onImported={vi.fn()} onClose={vi.fn()} />);
  fireEvent.change(card().querySelector<HTMLInputElement>('input[type=file]')!, {
    target: { files: [new File(['a,b\n1,2\n'], 'vav.csv', { type: 'text/csv' })] },
  });
  fireEvent.click(within(card()).getByRole('combobox', { name: /^Assembly/ }));
  fireEvent.click(await screen.findByRole('option', { name: /Vav$/ }));
  fireEvent.change(within(card()).getByRole('textbox', { name: /^Year/ }), {
    target: { value: '2024' },
  });
  fireEvent.click(within(card()).getByRole('button', { name: 'Import' }));
}

const fetchMock = phoneWithAreas(ADMIN, AREAS);
beforeEach(() => {
  posts = [];
});

describe('the Form 20 import card', () => {
  it('says what is missing under each field and sends nothing', async () => {
    answer(201, {});
    renderScreen(<ImportCard online onImported={vi.fn()} onClose={vi.fn()} />);
    fireEvent.click(within(card()).getByRole('button', { name: 'Import' }));
    // Each message is its field's error (Mantine's `<input id>-error`, named by the input).
    await within(card()).findByText('Choose the Form 20 file.');
    for (const message of ['Choose the Form 20 file.', 'Choose an assembly.', 'Enter a number']) {
      const error = within(card()).getByText(message);
      expect(error.id).toMatch(/-error$/);
      expect(card().querySelector(`[aria-describedby~="${error.id}"]`)).not.toBeNull();
    }
    expect(posts).toEqual([]);
  });

  it('shows a refusal under the field the server names, in Hindi too', async () => {
    answer(422, {
      error: 'unprocessable',
      message: 'No column of polling station numbers was found',
      messageKey: 'form20.errors.noStationColumn',
      fields: { file: 'form20.errors.noStationColumn' },
    });
    await fillIn();
    expect(
      await within(card()).findByText(
        'No column of polling station numbers was found in this file.',
      ),
    ).toBeTruthy();
    expect(posts.map((f) => [f.get('assembly'), f.get('year')])).toEqual([
      ['gj/banaskantha/vav', '2024'],
    ]);
    expect(within(card()).queryByRole('alert')).toBeNull();
    await i18n.changeLanguage('hi');
    expect(
      await within(card()).findByText('इस फ़ाइल में मतदान केंद्र नंबर का कॉलम नहीं मिला।'),
    ).toBeTruthy();
  });

  it('says a refusal that names no field above the buttons', async () => {
    answer(500, { error: 'internal', message: 'Something went wrong on the server' });
    await fillIn();
    const alert = await within(card()).findByRole('alert');
    expect(alert.textContent).toBe(
      'Could not load the booth grades. Check the internet and try again.',
    );
    await waitFor(() => expect(posts).toHaveLength(1));
  });
});
