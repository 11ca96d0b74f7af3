// What the Form 20 E2E test and screenshots share (issue 46): an assembly with booths for the
// first stations of a real Form 20 (Lok Sabha 2014, segment 1-Behat, tests/fixtures/form20),
// pushed through the real sync API, and that sheet cut to those stations as a CSV.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { areaId } from '../src/domain/areas.ts';
import type { LoginResponse } from '../src/domain/auth.ts';
import type { TestUser } from './e2e-users.ts';
import { apiJson } from './e2e-users.ts';

export const FORM20_ASSEMBLY = 'up/saharanpur/behat';
export const FORM20_STATIONS = 12;
export const boothOfPart = (part: number) => `${FORM20_ASSEMBLY}/roll/parts/ps-${part}`;

/** The Behat sheet's two heading rows and its first `stations` stations, as a CSV file. */
export function behatCsv(stations = FORM20_STATIONS): Buffer {
  const text = readFileSync(
    new URL('../tests/fixtures/form20/up-2014-ls-saharanpur-ac1-behat.csv', import.meta.url),
    'utf8',
  );
  return Buffer.from(
    `${text
      .split('\n')
      .slice(0, 2 + stations)
      .join('\n')}\n`,
  );
}

/** The stations' cells of that CSV (part, candidates' votes, NOTA), read plainly. */
export function behatRows(
  stations = FORM20_STATIONS,
): { part: number; votes: number[]; nota: number }[] {
  return behatCsv(stations)
    .toString('utf8')
    .trim()
    .split('\n')
    .slice(2)
    .map((line) => {
      // Part no., "name", electors ×4, turnout ×4, EPIC, tendered, 14 candidates, NOTA, total.
      const cells = line
        .replace(/"[^"]*"/, 'NAME')
        .split(',')
        .map(Number);
      return { part: cells[0]!, votes: cells.slice(12, 26), nota: cells[26]! };
    });
}

/** Sign in through the API; the token of `user`. */
export async function apiToken(base: string, user: TestUser): Promise<string> {
  const answer = await apiJson<LoginResponse>(base, '/booth/login-booth-user', {
    method: 'POST',
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  return answer.token;
}

/** The assembly (AC 1) and a booth per station's part, made by `token` (the admin). */
export async function pushBehatAreas(base: string, token: string, stations = FORM20_STATIONS) {
  const area = (path: string, fields: Record<string, unknown>) => ({
    table: 'areas',
    id: areaId(path),
    op: 'put',
    baseVersion: 0,
    fields: { path, scope: path, ...fields },
  });
  const areas = [
    area('up', { name: 'Uttar Pradesh', nameHi: 'उत्तर प्रदेश' }),
    area('up/saharanpur', { name: 'Saharanpur', nameHi: 'सहारनपुर' }),
    area(FORM20_ASSEMBLY, { name: 'Behat', nameHi: 'बेहट', number: 1 }),
    ...Array.from({ length: stations }, (_, i) =>
      area(boothOfPart(i + 1), {
        name: `Booth ${i + 1} Prathmik Vidyalaya`,
        nameHi: `बूथ ${i + 1} प्राथमिक विद्यालय`,
        parts: [i + 1],
      }),
    ),
  ];
  const mutations = areas.map((a, i) => ({ mutationId: i + 1, ...a }));
  const answer = await apiJson<{ errors: unknown[] }>(base, '/sync/push', {
    method: 'POST',
    token,
    body: JSON.stringify({ clientId: randomUUID(), mutations }),
  });
  if (answer.errors.length) throw new Error(`areas refused: ${JSON.stringify(answer.errors)}`);
}
