// What the screen tests of the upload cards share (the ASD list card, the Form 20 import card):
// before each test, English, a person signed in and online, the areas on the phone, and fetch
// spied on so the test answers for the server; all cleared after it.
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { db } from '../../../src/db/instance.ts';
import { areaId } from '../../../src/domain/areas.ts';
import type { SessionUser } from '../../../src/domain/auth.ts';
import { i18n } from '../../../src/i18n.ts';
import { saveSession } from '../../../src/sync/session.ts';

export type PhoneArea = {
  path: string;
  name: string;
  nameHi?: string;
  number?: number;
  parts?: number[];
};

/** Call inside a test file; returns the current test's fetch spy. */
export function phoneWithAreas(
  user: SessionUser,
  areas: readonly PhoneArea[],
): () => MockInstance<typeof fetch> {
  let fetchSpy: MockInstance<typeof fetch> | undefined;
  beforeEach(async () => {
    cleanup();
    localStorage.clear();
    await i18n.changeLanguage('en');
    saveSession('test-token', user);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    fetchSpy = vi.spyOn(globalThis, 'fetch');
    await db.areas.clear();
    await db.areas.bulkPut(
      areas.map((a) => ({
        id: areaId(a.path),
        version: 1,
        updatedAt: '2026-01-01T00:00:00.000Z',
        deleted: 0 as const,
        scope: a.path,
        ownerId: user.booth_id,
        ...a,
      })),
    );
  });
  afterEach(async () => {
    cleanup();
    vi.restoreAllMocks();
    await db.areas.clear();
  });
  return () => fetchSpy!;
}
