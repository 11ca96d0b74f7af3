// The admin's settings: every signed-in account reads the lists and the poll day (seeded lists
// until the admin edits them); only the admin changes them; bad input is 400 with i18n keys and
// leaves the stored value as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SettingsResponse } from '../../src/domain/settings.ts';
import { DEFAULT_OPTION_LISTS } from '../../src/domain/settings.ts';
import { PGLITE_ONLY } from '../utils/server/test-databases.ts';
import type { SignedIn, TestApp } from '../utils/server/test-app.ts';
import { startTestApp } from '../utils/server/test-app.ts';
import { expectErrorBody } from '../utils/server/expect-error.ts';
import type { Team } from '../utils/server/team.ts';
import { makeTeam } from '../utils/server/team.ts';

const ELECTION = { pollDate: '2027-02-14', pollStart: '07:00', pollEnd: '18:00', name: 'Assembly' };

describe.each(PGLITE_ONLY)('settings (%s)', (kind) => {
  let t: TestApp;
  let team: Team;

  beforeAll(async () => {
    t = await startTestApp(kind);
    team = await makeTeam(t);
  });
  afterAll(() => t.close());

  const read = async (who: SignedIn) => {
    const res = await t.as(who.token, { method: 'GET', url: '/api/settings' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SettingsResponse>();
  };
  const put = (who: SignedIn, key: string, payload: unknown) =>
    t.as(who.token, {
      method: 'PUT',
      url: `/api/admin/settings/${key}`,
      payload: payload as object,
    });

  it('starts with the seeded lists and no poll day, for anyone signed in', async () => {
    const answer = await read(team.booth1);
    expect(answer.updatedAt).toBeNull();
    expect(answer.settings.election).toBeNull();
    expect(answer.settings.optionLists).toEqual(DEFAULT_OPTION_LISTS);
    expect(answer.settings.optionLists.religion.map((o) => o.value)).toEqual([
      'Hindu',
      'Muslim',
      'Christian',
      'Sikh',
      'Buddhist',
      'Jain',
      'Other',
    ]);
    expect(await read(team.unassigned)).toEqual(answer);
  });

  it('refuses a caller without a sign-in', async () => {
    const res = await t.request({ method: 'GET', url: '/api/settings' });
    expect(res.statusCode).toBe(401);
    expectErrorBody(res);
  });

  it('lets the admin replace a list, keeping each value and trimming labels', async () => {
    const before = await read(team.admin);
    const options = [
      ...DEFAULT_OPTION_LISTS.religion,
      { value: 'Parsi', en: '  Parsi ', hi: 'पारसी' },
    ];
    const res = await put(team.admin, 'religion', { options });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<SettingsResponse>();
    expect(answer.settings.optionLists.religion.at(-1)).toEqual({
      value: 'Parsi',
      en: 'Parsi',
      hi: 'पारसी',
    });
    expect(answer.updatedAt).not.toBeNull();
    // Everyone reads the new list; the other lists keep their defaults.
    const worker = await read(team.booth2);
    expect(worker).toEqual(answer);
    expect(worker.settings.optionLists.category).toEqual(DEFAULT_OPTION_LISTS.category);
    expect(before.updatedAt).toBeNull();
  });

  it('renames a label without changing the stored value', async () => {
    const options = [{ value: 'Hindu', en: 'Hindu (Sanatan)', hi: 'हिंदू (सनातन)' }];
    const res = await put(team.admin, 'religion', { options });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<SettingsResponse>().settings.optionLists.religion).toEqual(options);
  });

  it('sets and clears the poll day, with a later updatedAt each time', async () => {
    const first = await put(team.admin, 'election', ELECTION);
    expect(first.statusCode, first.body).toBe(200);
    const set = first.json<SettingsResponse>();
    expect(set.settings.election).toEqual(ELECTION);
    expect((await read(team.booth1)).settings.election).toEqual(ELECTION);

    const cleared = await put(team.admin, 'election', { pollDate: '', pollStart: '', pollEnd: '' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const answer = cleared.json<SettingsResponse>();
    expect(answer.settings.election).toBeNull();
    expect(answer.updatedAt! > set.updatedAt!).toBe(true);
    await put(team.admin, 'election', ELECTION);
  });

  it('refuses everyone but the admin with 403 and changes nothing', async () => {
    const before = await read(team.admin);
    for (const who of [team.coordinator, team.booth1, team.unassigned]) {
      const res = await put(who, 'religion', { options: [] });
      expect(res.statusCode, res.body).toBe(403);
      expectErrorBody(res);
      expect(res.json<{ messageKey: string }>().messageKey).toBe('errors.forbidden');
    }
    expect(await read(team.admin)).toEqual(before);
  });

  it('answers an unknown key 404', async () => {
    const res = await put(team.admin, 'jwt_key', { options: [] });
    expect(res.statusCode, res.body).toBe(404);
    expectErrorBody(res);
  });

  it('answers bad input 400 with a key per field, and writes nothing', async () => {
    const before = await read(team.admin);
    const cases: [string, unknown, Record<string, string>][] = [
      [
        'religion',
        {
          options: [
            { value: 'A', en: 'A' },
            { value: ' a ', hi: 'ए' },
          ],
        },
        {
          'options[1].value': 'errors.settings.duplicate',
        },
      ],
      [
        'caste',
        { options: [{ value: 'X', en: '', hi: '' }] },
        {
          'options[0]': 'errors.settings.label',
        },
      ],
      [
        'caste',
        { options: [{ value: '', en: 'Yadav' }] },
        { 'options[0].value': 'errors.required' },
      ],
      [
        'caste',
        { options: [{ value: 'x'.repeat(101), en: 'Long' }] },
        {
          'options[0].value': 'errors.tooLong',
        },
      ],
      ['caste', {}, { options: 'errors.required' }],
      ['caste', [], { _: 'errors.invalidBody' }],
      [
        'election',
        { pollDate: '2027-02-30', pollStart: '07:00', pollEnd: '18:00' },
        {
          pollDate: 'errors.date',
        },
      ],
      [
        'election',
        { pollDate: '2027-02-14', pollStart: '7 am', pollEnd: '18:00' },
        {
          pollStart: 'errors.settings.clock',
        },
      ],
      [
        'election',
        { pollDate: '2027-02-14', pollStart: '18:00', pollEnd: '07:00' },
        {
          pollEnd: 'errors.settings.hours',
        },
      ],
      [
        'election',
        { pollDate: '2027-02-14', pollStart: '', pollEnd: '' },
        {
          pollStart: 'errors.required',
        },
      ],
    ];
    for (const [key, payload, fields] of cases) {
      const res = await put(team.admin, key, payload);
      const label = `${key} ${JSON.stringify(payload).slice(0, 80)}`;
      expect(res.statusCode, `${label}: ${res.body}`).toBe(400);
      expectErrorBody(res, label);
      const body = res.json<{ messageKey: string; fields: Record<string, string> }>();
      expect(body.messageKey, label).toBe('errors.invalidInput');
      expect(body.fields, label).toMatchObject(fields);
    }
    const tooMany = Array.from({ length: 201 }, (_, i) => ({ value: `C${i}`, en: `C${i}` }));
    const res = await put(team.admin, 'caste', { options: tooMany });
    expect(res.statusCode, res.body).toBe(400);
    expect(await read(team.admin)).toEqual(before);
  });
});
