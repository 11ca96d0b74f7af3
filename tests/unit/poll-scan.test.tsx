// "Scan slip" on Poll Day with a fake camera and a fake BarcodeDetector: the code's voter opens
// in the same card as the search's, one tap marks them (Undo for 10 s, the count follows), the
// camera is let go when a code is read and when the panel closes; a refused camera is said in
// words and the typed voter id finds the voter; a code without an EPIC, or with one of no voter
// on this phone, says so and scans again.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRecord } from '../../src/db/commands.ts';
import { db } from '../../src/db/instance.ts';
import { ScanSlip } from '../../src/features/poll-day/scan-slip.tsx';
import { i18n } from '../../src/i18n.ts';
import { listOrderSettled } from '../../src/roll/list-order.ts';
import enScan from '../../src/locales/en/pollScan.json';
import hiScan from '../../src/locales/hi/pollScan.json';
import enPollDay from '../../src/locales/en/pollDay.json';
import { boothWorker, renderScreen, signIn } from '../utils/screen-test.tsx';

const en = enScan.pollScan;
const hi = hiScan.pollScan;
const { me: ME, writer } = boothWorker('5c', 'Asha Verma');

const VOTERS = [
  { firstName: 'Ram', lastName: 'Sharma', voterId: 'NLD1000001', partNumber: 12, serialNumber: 7 },
  {
    firstName: 'Mohan',
    lastName: 'Yadav',
    voterId: 'UP/12/345/678901',
    partNumber: 12,
    serialNumber: 8,
  },
];
const ids: string[] = [];

/** The fake camera: each getUserMedia gives a stream whose one track records being stopped. */
function fakeCamera(fail?: string) {
  const tracks: { stop: ReturnType<typeof vi.fn> }[] = [];
  const getUserMedia = vi.fn(async (constraints: MediaStreamConstraints) => {
    void constraints;
    if (fail) throw Object.assign(new Error(fail), { name: fail });
    const track = { stop: vi.fn() };
    tracks.push(track);
    return { getTracks: () => [track] } as unknown as MediaStream;
  });
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia },
  });
  return { getUserMedia, tracks };
}

/** The fake BarcodeDetector: reads nothing for the first frames, then each of `codes` in turn. */
function fakeDetector(...codes: string[]) {
  const queue = [...codes];
  let frames = 0;
  const detect = vi.fn(async () => {
    frames += 1;
    if (frames % 3 !== 0 || !queue.length) return [];
    return [{ rawValue: queue.shift()! }];
  });
  const Ctor = class {
    static getSupportedFormats = async () => ['qr_code', 'code_128', 'code_39', 'ean_13'];
    detect = detect;
  };
  Object.defineProperty(window, 'BarcodeDetector', { configurable: true, value: Ctor });
  return detect;
}

describe('scan a slip on poll day', () => {
  beforeAll(async () => {
    await Promise.all([db.voters.clear(), db.voteMarks.clear(), db.outbox.clear()]);
    for (const v of VOTERS) ids.push(await createRecord(db, writer, 'voters', v));
    await db.outbox.clear();
    await listOrderSettled(db);
    // jsdom plays no video: the camera's picture is "there" at once.
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
  });
  beforeEach(async () => {
    cleanup();
    await Promise.all([db.voteMarks.clear(), db.outbox.clear()]);
    await i18n.changeLanguage('en');
    signIn(ME);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  const openScanner = async () => {
    renderScreen(<ScanSlip />, { notifications: true });
    fireEvent.click(screen.getByRole('button', { name: en.open }));
    return screen.findByRole('dialog', { name: en.title });
  };

  it('opens the voter of the slip’s QR code; one tap marks them, with Undo', async () => {
    const camera = fakeCamera();
    fakeDetector('NLD1000001');
    const dialog = await openScanner();
    expect(camera.getUserMedia).toHaveBeenCalledWith(
      expect.objectContaining({ video: expect.objectContaining({ facingMode: 'environment' }) }),
    );
    expect(await within(dialog).findByText(en.aim)).toBeInstanceOf(HTMLElement);

    const found = await within(dialog).findByRole('list', { name: en.found });
    expect(within(found).getByText('Ram Sharma')).toBeInstanceOf(HTMLElement);
    expect(within(found).getByText('Part 12 · No. 7')).toBeInstanceOf(HTMLElement);
    // A code was read: the camera is let go.
    expect(camera.tracks[0]!.stop).toHaveBeenCalled();
    expect(within(dialog).getByText('Voted so far: 0 of 2')).toBeInstanceOf(HTMLElement);

    fireEvent.click(within(found).getByRole('button', { name: 'Mark Ram Sharma as voted' }));
    expect(await within(found).findByText('Has voted')).toBeInstanceOf(HTMLElement);
    await within(dialog).findByText('Voted so far: 1 of 2');
    const [mark] = await db.voteMarks.toArray();
    expect(mark).toMatchObject({ voterId: ids[0], voted: true, by: 'Asha Verma' });

    fireEvent.click(
      within(found).getByRole('button', { name: 'Undo the vote mark of Ram Sharma' }),
    );
    await within(dialog).findByText('Voted so far: 0 of 2');
    expect(
      await screen.findByText(enPollDay.pollDay.undone.replace('{{name}}', 'Ram Sharma')),
    ).toBeInstanceOf(HTMLElement);
    expect(within(found).getByRole('button', { name: 'Mark Ram Sharma as voted' })).toBeInstanceOf(
      HTMLElement,
    );

    // The next slip: the camera starts again.
    fireEvent.click(within(dialog).getByRole('button', { name: en.scanNext }));
    await waitFor(() => expect(camera.getUserMedia).toHaveBeenCalledTimes(2));
  });

  it('finds an older EPIC inside a third-party code’s text', async () => {
    fakeCamera();
    fakeDetector('EPIC: up/12/345/678901 Name: Mohan Yadav');
    const dialog = await openScanner();
    const found = await within(dialog).findByRole('list', { name: en.found });
    expect(within(found).getByText('Mohan Yadav')).toBeInstanceOf(HTMLElement);
  });

  it('says when a code has no voter id, or one of no voter here, and scans again', async () => {
    const camera = fakeCamera();
    fakeDetector('https://example.org/hello', 'EPIC: ZZZ9999999 Name: Nobody');
    const dialog = await openScanner();
    expect(await within(dialog).findByText(en.noEpic)).toBeInstanceOf(HTMLElement);
    expect(
      within(dialog).getByText(en.codeSaid.replace('{{text}}', 'https://example.org/hello')),
    ).toBeInstanceOf(HTMLElement);
    fireEvent.click(within(dialog).getByRole('button', { name: en.scanAgain }));
    expect(
      await within(dialog).findByText(en.notFound.replace('{{id}}', 'ZZZ9999999')),
    ).toBeInstanceOf(HTMLElement);
    expect(camera.getUserMedia).toHaveBeenCalledTimes(2);
    expect(camera.tracks.every((t) => t.stop.mock.calls.length > 0)).toBe(true);
  });

  it('lets the camera go when the panel closes', async () => {
    const camera = fakeCamera();
    const detect = fakeDetector();
    const dialog = await openScanner();
    await within(dialog).findByText(en.aim);
    await waitFor(() => expect(detect).toHaveBeenCalled());
    fireEvent.click(within(dialog).getByRole('button', { name: en.close }));
    await waitFor(() => expect(camera.tracks[0]!.stop).toHaveBeenCalled());
    // No more frames are read once it is closed.
    const reads = detect.mock.calls.length;
    await act(() => new Promise((r) => setTimeout(r, 600)));
    expect(detect.mock.calls.length).toBe(reads);
  });

  it.each([
    ['NotAllowedError', en.errors.denied],
    ['NotFoundError', en.errors.noCamera],
    ['NotReadableError', en.errors.busy],
  ])(
    'a camera that fails with %s is said in words; the typed voter id finds the voter',
    async (error, words) => {
      fakeCamera(error);
      fakeDetector();
      const dialog = await openScanner();
      expect(await within(dialog).findByText(words)).toBeInstanceOf(HTMLElement);
      const typed = within(dialog).getByLabelText(en.typed);
      await waitFor(() => expect(document.activeElement).toBe(typed));

      fireEvent.change(typed, { target: { value: 'Sharma' } });
      fireEvent.click(within(dialog).getByRole('button', { name: en.findLabel }));
      expect(await within(dialog).findByText(en.typedNone)).toBeInstanceOf(HTMLElement);

      fireEvent.change(typed, { target: { value: ' nld 1000001 ' } });
      fireEvent.submit(typed.closest('form')!);
      const found = await within(dialog).findByRole('list', { name: en.found });
      expect(within(found).getByText('Ram Sharma')).toBeInstanceOf(HTMLElement);
      expect(within(dialog).queryByText(words)).toBeNull();
    },
  );

  it('speaks Hindi', async () => {
    await i18n.changeLanguage('hi');
    fakeCamera('NotAllowedError');
    fakeDetector();
    renderScreen(<ScanSlip />);
    fireEvent.click(screen.getByRole('button', { name: hi.open }));
    const dialog = await screen.findByRole('dialog', { name: hi.title });
    expect(await within(dialog).findByText(hi.errors.denied)).toBeInstanceOf(HTMLElement);
    fireEvent.change(within(dialog).getByLabelText(hi.typed), { target: { value: 'ZZZ9999999' } });
    fireEvent.click(within(dialog).getByRole('button', { name: hi.findLabel }));
    expect(
      await within(dialog).findByText(hi.notFound.replace('{{id}}', 'ZZZ9999999')),
    ).toBeInstanceOf(HTMLElement);
  });
});
