// Shared pieces: the generic error panel (the specification's error catalogue) and the toast types (the specification's limits).
import { notifications } from '@mantine/notifications';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorPanel } from '../../src/components/error-panel.tsx';
import { TOAST_LIMIT, TOAST_STYLES, showToast, toast } from '../../src/components/toast.ts';
import { resetApp } from '../utils/unit/app-test-utils.tsx';
import { renderScreen } from '../utils/render-screen.tsx';

beforeEach(resetApp);
afterEach(async () => {
  vi.restoreAllMocks();
  await resetApp();
});

describe('ErrorPanel', () => {
  it('says "Unexpected Error" and offers Retry when asked to', () => {
    const onRetry = vi.fn();
    renderScreen(<ErrorPanel onRetry={onRetry} />);
    expect(screen.getByText('Unexpected Error')).toBeInstanceOf(HTMLElement);
    expect(
      screen.getByText("We're working to resolve this. Please try again or contact support."),
    ).toBeInstanceOf(HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('has no Retry button without a handler', () => {
    renderScreen(<ErrorPanel message="Custom" />);
    expect(screen.getByText('Custom')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('toasts', () => {
  it('use the spec durations and colours', () => {
    expect(TOAST_LIMIT).toBe(20);
    expect(TOAST_STYLES).toEqual({
      success: { color: 'green', autoClose: 4000 },
      error: { color: 'red', autoClose: 5000 },
      warning: { color: 'yellow', autoClose: 4500 },
      info: { color: 'blue', autoClose: 4000 },
      loading: { color: 'gray', autoClose: false },
    });
  });

  it('pass type, duration and the loading flag to Mantine', () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id-1');
    expect(toast.error('Nope')).toBe('id-1');
    expect(show).toHaveBeenLastCalledWith(
      expect.objectContaining({ message: 'Nope', color: 'red', autoClose: 5000, loading: false }),
    );
    showToast('loading', { message: 'Saving' });
    expect(show).toHaveBeenLastCalledWith(
      expect.objectContaining({ color: 'gray', autoClose: false, loading: true }),
    );
  });
});
