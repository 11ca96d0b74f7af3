// The error page tells a missing screen (its code never reached the phone) from a broken one.
import { describe, expect, it } from 'vitest';
import { isScreenNotLoaded } from '../../src/app/screen-not-loaded.ts';

describe('isScreenNotLoaded', () => {
  it.each([
    // Chromium
    new TypeError(
      'Failed to fetch dynamically imported module: http://localhost/assets/roll-import-screen-x.js',
    ),
    // Safari
    new TypeError('Importing a module script failed.'),
    // Firefox
    new TypeError('error loading dynamically imported module: http://localhost/assets/a.js'),
    // The build's loader, when the screen's stylesheet cannot be fetched
    new Error('Unable to preload CSS for /assets/roll-import-screen-x.css'),
  ])('knows %s', (error) => {
    expect(isScreenNotLoaded(error)).toBe(true);
  });

  it('leaves other errors to the generic message', () => {
    expect(
      isScreenNotLoaded(new TypeError("Cannot read properties of undefined (reading 'id')")),
    ).toBe(false);
    expect(isScreenNotLoaded(new Error('Not Found'))).toBe(false);
    expect(isScreenNotLoaded('Failed to fetch dynamically imported module')).toBe(false);
    expect(isScreenNotLoaded(undefined)).toBe(false);
  });
});
