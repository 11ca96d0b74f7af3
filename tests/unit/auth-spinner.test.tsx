// Spec §2/§9: a spinner shows for 1.5 s before each auth page appears.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp, resetApp } from './app-test-utils.tsx';

beforeEach(resetApp);
afterEach(resetApp);

describe('auth page spinner', () => {
  it.each(['/signin', '/signup', '/'])('%s shows a spinner first, then the form', async (path) => {
    const started = Date.now();
    renderApp(path);
    expect(await screen.findByRole('status', { name: 'Loading...' })).toBeTruthy();
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(await screen.findByLabelText('Email')).toBeTruthy();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
  });
});
