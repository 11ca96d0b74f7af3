// Everyone not yet voted (issue 44), on Dexie over fake-indexeddb: a part's whole roll less those
// whose latest mark says voted; supporters of my own panna first, then other supporters, the
// rest of my panna, everyone else, each in roll order; the number confirmed at the door before
// the roll's; filters by panna, street (the roll's section, else the address's street) and
// the latest visit's leaning.
import { beforeAll, describe, expect, it } from 'vitest';
import { createRecords } from '../../src/db/bulk-commands.ts';
import { createRecord } from '../../src/db/commands.ts';
import { db } from '../../src/db/instance.ts';
import type { Writer } from '../../src/db/writer.ts';
import type { Leaning } from '../../src/domain/field-work.ts';
import type { BoothVoters } from '../../src/features/poll-day/not-voted-data.ts';
import { loadBoothVoters, streetOfAddress } from '../../src/features/poll-day/not-voted-data.ts';
import type { NotVotedFilter } from '../../src/features/poll-day/not-voted-items.ts';
import { EVERYONE, notVotedList } from '../../src/features/poll-day/not-voted-items.ts';
import { loadTurnout } from '../../src/features/poll-day/poll-day-data.ts';
import { myPannaIds } from '../../src/roll/index.ts';

const writer: Writer = { userId: '00000000-0000-4000-8000-0000000000e4', scope: 'up/booth-12' };
const AT = '2026-11-20T10:00:00.000Z';
const LATER = '2026-11-21T10:00:00.000Z';

const ids = new Map<string, string>();
let mine: ReadonlySet<string>;
let ravi: string;

const voter = (name: string, fields: Record<string, unknown>) =>
  createRecord(db, writer, 'voters', { firstName: name, ...fields }).then((id) => {
    ids.set(name, id);
    return id;
  });
const visit = (name: string, leaning: Leaning, at: string, phone?: string) =>
  createRecord(db, writer, 'visits', {
    voterId: ids.get(name)!,
    outcome: 'met',
    leaning,
    visitedAt: at,
    by: 'Asha',
    ...(phone ? { phone } : {}),
  });
const mark = (name: string, voted: boolean, at: string) =>
  createRecord(db, writer, 'voteMarks', {
    voterId: ids.get(name)!,
    voted,
    markedAt: at,
    by: 'Asha',
  });
const panna = (memberId: string, memberName: string, fromSerial: number, toSerial: number) =>
  createRecord(db, writer, 'pannas', {
    pannaId: crypto.randomUUID(),
    partNumber: 12,
    fromSerial,
    toSerial,
    memberId,
    memberName,
    assignedAt: AT,
    by: 'Asha',
  });

const names = (booth: BoothVoters, filter: NotVotedFilter, voted: ReadonlySet<string>) =>
  notVotedList(booth, voted, filter).items.map((i) =>
    i.kind === 'group' ? `[${i.group} ${i.count}]` : i.voter.name,
  );

beforeAll(async () => {
  // Part 12 in two sections, written out of roll order; Hari was typed in with an address and
  // no serial; Kamal is deleted; Mohan is of part 13.
  const inSection = (serialNumber: number, sectionNumber: number, houseno: string) => ({
    partNumber: 12,
    serialNumber,
    sectionNumber,
    sectionName: `Rampur Mohalla ${sectionNumber}`,
    houseno,
    phone: `90000000${String(serialNumber).padStart(2, '0')}`,
  });
  await voter('Dinesh', inSection(4, 2, '1'));
  await voter('Amit', inSection(1, 1, '12'));
  await voter('Bina', inSection(2, 1, '12'));
  await voter('Chandu', { ...inSection(3, 1, '14'), phone: '' });
  await voter('Esha', inSection(5, 2, '3'));
  await voter('Farah', inSection(6, 2, '3/A'));
  await voter('Hari', { partNumber: 12, address: 'H.No. 9, Gandhi Road, Rampur' });
  await db.voters.update(await voter('Kamal', inSection(7, 2, '5')), { deleted: 1 });
  await voter('Mohan', { partNumber: 13, serialNumber: 1 });

  await visit('Amit', 'supporter', AT, '9811100001'); // the door's number wins
  await visit('Bina', 'opposed', AT);
  await visit('Dinesh', 'supporter', AT);
  await visit('Dinesh', 'neutral', LATER); // the latest visit counts
  await visit('Esha', 'supporter', AT);
  await visit('Hari', 'supporter', AT);
  await mark('Esha', true, AT);
  await mark('Farah', true, AT);
  await mark('Farah', false, LATER); // undone: not voted

  const me = await createRecord(db, writer, 'members', {
    firstName: 'Asha',
    lastName: 'Verma',
    email: 'asha@example.com',
    level: 'karyakarta',
    status: 'active',
  });
  ravi = await createRecord(db, writer, 'members', {
    firstName: 'Ravi',
    level: 'karyakarta',
    status: 'active',
  });
  await panna(me, 'Asha Verma', 1, 3);
  await panna(ravi, 'Ravi Kumar', 4, 10);
  mine = await myPannaIds(db, 'asha@example.com');
});

describe('the booth’s voters', () => {
  it('reads the part in roll order with number, leaning, panna, street and house', async () => {
    const booth = await loadBoothVoters(db, 12, mine);
    expect(
      booth.voters.map((v) => [v.name, v.serial, v.phone, v.leaning, v.mine, v.house]),
    ).toEqual([
      ['Amit', 1, '9811100001', 'supporter', true, '12'],
      ['Bina', 2, '9000000002', 'opposed', true, '12'],
      ['Chandu', 3, '', null, true, '14'],
      ['Dinesh', 4, '9000000004', 'neutral', false, '1'],
      ['Esha', 5, '9000000005', 'supporter', false, '3'],
      ['Farah', 6, '9000000006', null, false, '3/A'],
      ['Hari', null, '', 'supporter', false, ''],
    ]);
    expect(booth.voters.filter((v) => !v.visited).map((v) => v.name)).toEqual(['Chandu', 'Farah']);
    expect(booth.streets.map((s) => [s.number, s.name])).toEqual([
      [1, 'Rampur Mohalla 1'],
      [2, 'Rampur Mohalla 2'],
      [null, 'Gandhi Road, Rampur'],
    ]);
    expect(booth.pannas.map((p) => p.memberName)).toEqual(['Asha Verma', 'Ravi Kumar']);
    expect(booth.hasMine).toBe(true);
    // Without my panna: no one is "mine".
    const other = await loadBoothVoters(db, 12, new Set());
    expect([other.hasMine, other.voters.some((v) => v.mine)]).toEqual([false, false]);
  });

  it('lists who has not voted: my panna’s supporters, supporters, my panna, the rest', async () => {
    const booth = await loadBoothVoters(db, 12, mine);
    const { voted } = await loadTurnout(db);
    expect(names(booth, EVERYONE, voted)).toEqual([
      '[mySupporters 1]',
      'Amit',
      '[supporters 1]',
      'Hari',
      '[myPanna 2]',
      'Bina',
      'Chandu',
      '[others 2]',
      'Dinesh',
      'Farah',
    ]);
    const list = notVotedList(booth, voted, EVERYONE);
    expect([list.waiting, list.shown]).toEqual([6, 6]);
    // A mark made or synced in: the list is filtered again, nothing read.
    const more = new Set([...voted, ids.get('Amit')!, ids.get('Hari')!]);
    expect(names(booth, EVERYONE, more)).toEqual([
      '[myPanna 2]',
      'Bina',
      'Chandu',
      '[others 2]',
      'Dinesh',
      'Farah',
    ]);
  });

  it('filters by panna, street and leaning', async () => {
    const booth = await loadBoothVoters(db, 12, mine);
    const { voted } = await loadTurnout(db);
    const voters = (filter: Partial<NotVotedFilter>) =>
      notVotedList(booth, voted, { ...EVERYONE, ...filter })
        .items.flatMap((i) => (i.kind === 'voter' ? [i.voter.name] : []))
        .sort();
    const raviPanna = booth.pannas.find((p) => p.memberId === ravi)!.pannaId;
    expect(voters({ panna: 'mine' })).toEqual(['Amit', 'Bina', 'Chandu']);
    expect(voters({ panna: { pannaId: raviPanna } })).toEqual(['Dinesh', 'Farah']);
    expect(voters({ panna: 'none' })).toEqual(['Hari']);
    expect(voters({ street: booth.streets[1]!.key })).toEqual(['Dinesh', 'Farah']);
    expect(voters({ street: booth.streets[2]!.key })).toEqual(['Hari']);
    expect(voters({ leaning: 'supporter' })).toEqual(['Amit', 'Hari']);
    expect(voters({ leaning: 'neutral' })).toEqual(['Dinesh']);
    expect(voters({ leaning: 'notVisited' })).toEqual(['Chandu', 'Farah']);
    expect(voters({ panna: 'mine', leaning: 'opposed' })).toEqual(['Bina']);
    const none = notVotedList(booth, voted, { ...EVERYONE, panna: 'none', leaning: 'opposed' });
    expect([none.items, none.shown, none.waiting]).toEqual([[], 0, 6]);
  });

  it('takes the street of a typed address without its house number', () => {
    expect(streetOfAddress('H.No. 9, Gandhi Road, Rampur')).toBe('Gandhi Road, Rampur');
    expect(streetOfAddress('12/3, Nehru Nagar')).toBe('Nehru Nagar');
    expect(streetOfAddress('मकान नं. 7, शिवपुरी')).toBe('शिवपुरी');
    expect(streetOfAddress('Sector Q')).toBe('Sector Q');
    expect(streetOfAddress('  14  ')).toBe('14');
  });
});

describe('a booth of 1,200', () => {
  it('keeps every voter not yet voted, none cut', async () => {
    const part = 44;
    await createRecords(
      db,
      writer,
      'voters',
      Array.from({ length: 1200 }, (_, i) => ({
        fields: { firstName: `V${i + 1}`, partNumber: part, serialNumber: i + 1 },
      })),
    );
    const booth = await loadBoothVoters(db, part, new Set());
    const voted = new Set(booth.voters.filter((v) => v.serial! % 5 === 0).map((v) => v.id));
    const list = notVotedList(booth, voted, EVERYONE);
    expect([list.waiting, list.shown, list.items.length]).toEqual([960, 960, 961]);
    expect(list.items.at(-1)).toMatchObject({ kind: 'voter', voter: { name: 'V1199' } });

    // The next mark makes the list again from the same rows: one fewer, the rest not made anew.
    const next = notVotedList(booth, new Set([...voted, booth.voters[0]!.id]), EVERYONE);
    expect(next.items.length).toBe(960);
    expect(next.items.at(-1)).toBe(list.items.at(-1));
    expect(next.items[1]).toBe(list.items[2]);
  });
});
