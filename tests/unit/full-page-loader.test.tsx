// The loading splash React draws shows the brand and the loading line in both languages, while
// only the chosen language's strings are loaded at start: never a key in their place.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FullPageLoader } from '../../src/components/full-page-loader.tsx';
import { i18n, i18nReady } from '../../src/i18n.ts';
import { renderScreen } from '../utils/render-screen.tsx';

describe('FullPageLoader', () => {
  it('names the app in English and Hindi with only English strings loaded', async () => {
    await i18nReady;
    expect(i18n.language).toBe('en');
    renderScreen(<FullPageLoader />);
    expect(screen.getByText('Booth Panel').getAttribute('lang')).toBe('en');
    expect(screen.getByText('बूथ पैनल').getAttribute('lang')).toBe('hi');
    expect(screen.getByText('लोड हो रहा है...').getAttribute('lang')).toBe('hi');
    expect(screen.queryByText(/app\.(name|loading)/)).toBeNull();
    expect(screen.getByRole('status').getAttribute('aria-label')).toBe('Loading...');
  });
});
