// A booth with its team, through the real API, for the committee E2E test, screenshots and the
// verification benchmark (issue 46): an admin, a district coordinator, a booth worker at a
// booth of a mandal (and a second booth beside it), the area tree from state to booth, team
// members in the booth (with voter records carrying their gender for some), the party office's
// gateway (the stand-in, devkit/sms-send-stand-in.ts) set up for the codes.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { areaId } from '../src/domain/areas.ts';
import { placeAccount } from './e2e-areas.ts';
import { apiJson, createAccount, newUser } from './e2e-users.ts';
import type { TestUser } from './e2e-users.ts';
import type { SmsSendStandIn } from './sms-send-stand-in.ts';
import { codeInSms } from './sms-send-stand-in.ts';
import { pushRecords } from './voter-seed.ts';

export const COMMITTEE_MANDAL = 'up/lucknow/lucknow-central/aminabad/mandal-4';
export const COMMITTEE_BOOTH = `${COMMITTEE_MANDAL}/booth-117`;
export const COMMITTEE_BOOTH2 = `${COMMITTEE_MANDAL}/booth-118`;

export type TeamPerson = {
  id: string;
  name: string;
  phone: string;
  gender: 'Female' | 'Male' | null;
  age: number;
};

/** Real-world names and numbers; the women's gender is on their voter record for some. */
export const BOOTH_TEAM: readonly TeamPerson[] = [
  ['Ramesh Kumar Srivastava', '9876543210', 'Male', 52],
  ['Geeta Rawat', '9876543211', 'Female', 44],
  ['Mohan Lal Vishwakarma', '9876543212', 'Male', 38],
  ['Sunita Devi', '9876543213', 'Female', 31],
  ['Imran Khan', '9876543214', null, 29],
  ['Kavita Yadav', '9876543215', 'Female', 27],
  ['Deepak Gupta', '9876543216', 'Male', 61],
  ['Anjali Verma', '9876543217', null, 24],
].map(([name, phone, gender, age], i) => ({
  id: `00000000-0000-4000-8046-${String(i + 1).padStart(12, '0')}`,
  name: name as string,
  phone: phone as string,
  gender: gender as TeamPerson['gender'],
  age: age as number,
}));

export type CommitteeOrg = {
  admin: TestUser;
  coordinator: TestUser;
  worker: TestUser;
  tokens: { admin: string; coordinator: string; worker: string };
  boothId: string;
};

const login = (base: string, user: TestUser) =>
  apiJson<{ token: string }>(base, '/booth/login-booth-user', {
    method: 'POST',
    body: JSON.stringify({ email: user.email, password: user.password }),
  });

const NAMES: Record<string, [string, string]> = {
  up: ['Uttar Pradesh', 'उत्तर प्रदेश'],
  lucknow: ['Lucknow', 'लखनऊ'],
  'lucknow-central': ['Lucknow Central', 'लखनऊ मध्य'],
  aminabad: ['Aminabad', 'अमीनाबाद'],
  'mandal-4': ['Mandal 4', 'मंडल 4'],
  'booth-117': ['Booth 117, Govt. Girls School', 'बूथ 117, राजकीय बालिका विद्यालय'],
  'booth-118': ['Booth 118, Community Hall', 'बूथ 118, सामुदायिक भवन'],
};

/** The organisation and the booth team; the admin and the coordinator hold the areas above. */
export async function seedCommitteeOrg(base: string): Promise<CommitteeOrg> {
  const admin = newUser('Kamla Mishra');
  const coordinator = newUser('Suresh Tiwari');
  const worker = newUser('Anita Sharma');
  for (const u of [admin, coordinator, worker]) await createAccount(base, u);
  await placeAccount(base, admin, coordinator, 'up/lucknow');
  await placeAccount(base, admin, worker, COMMITTEE_BOOTH);
  const tokens = {
    admin: (await login(base, admin)).token,
    coordinator: (await login(base, coordinator)).token,
    worker: (await login(base, worker)).token,
  };
  const paths = new Set<string>();
  for (const booth of [COMMITTEE_BOOTH, COMMITTEE_BOOTH2]) {
    const parts = booth.split('/');
    parts.forEach((_, i) => paths.add(parts.slice(0, i + 1).join('/')));
  }
  await pushRecords(
    base,
    tokens.admin,
    [...paths].map((path, i) => {
      const [name, nameHi] = NAMES[path.slice(path.lastIndexOf('/') + 1)]!;
      const booth = path.split('/').length === 6;
      return {
        table: 'areas' as const,
        id: areaId(path),
        fields: { path, scope: path, name, nameHi, ...(booth ? { parts: [117 + i] } : {}) },
      };
    }),
  );
  await pushRecords(
    base,
    tokens.worker,
    BOOTH_TEAM.map((p) => ({
      table: 'members' as const,
      id: p.id,
      fields: {
        level: 'booth',
        status: 'active',
        name: p.name,
        phone: p.phone,
        designation: 'Karyakarta',
        areaPath: COMMITTEE_BOOTH,
        createdOn: '2026-11-01T10:00:00.000Z',
      },
    })),
  );
  // Their voter records, where the roll has them: gender and age for the committee form.
  await pushRecords(
    base,
    tokens.worker,
    BOOTH_TEAM.filter((p) => p.gender).map((p, i) => {
      const [firstName, ...rest] = p.name.split(' ');
      return {
        table: 'voters' as const,
        id: randomUUID(),
        fields: {
          firstName,
          lastName: rest.join(' '),
          phone: p.phone,
          gender: p.gender,
          age: p.age,
          partNumber: 117,
          serialNumber: 40 + i,
        },
      };
    }),
  );
  return { admin, coordinator, worker, tokens, boothId: areaId(COMMITTEE_BOOTH) };
}

/** The admin points the codes at the gateway stand-in. */
export async function useGateway(base: string, adminToken: string, gateway: SmsSendStandIn) {
  await apiJson(base, '/admin/committees/sms-gateway', {
    method: 'PUT',
    token: adminToken,
    body: JSON.stringify({
      url: gateway.url,
      username: gateway.username,
      password: gateway.password,
    }),
  });
}

/** Seat `person` in `roleId` through the API (as the booth worker would on the screen). */
export async function seatThrough(
  base: string,
  token: string,
  boothId: string,
  roleId: string,
  person: TeamPerson,
  gender: '' | 'female' | 'male' = person.gender === 'Female'
    ? 'female'
    : person.gender === 'Male'
      ? 'male'
      : '',
): Promise<string> {
  const seatId = randomUUID();
  await apiJson(base, `/committees/booths/${boothId}/seats/${seatId}`, {
    method: 'PUT',
    token,
    body: JSON.stringify({ roleId, memberId: person.id, gender, age: person.age }),
  });
  return seatId;
}

/** English words the committee screens show (the locale file), for finding controls. */
export type CommitteeWords = {
  seat: { checkLabel: string; checkedSms: string };
  verify: { send: string; code: string; confirm: string; done: string };
};

/**
 * Check `person` by a code on the booth screen open in `page`, as a coordinator does: tap
 * Check, Send code, read the code the member's phone got (the gateway stand-in), type it, tap
 * Confirm; until the screen says they are checked. Returns the milliseconds from the tap on
 * Check to that, and the part of them spent waiting for the SMS to reach the gateway.
 */
export async function verifyByCode(
  page: Page,
  gateway: SmsSendStandIn,
  person: TeamPerson,
  words: CommitteeWords,
): Promise<{ ms: number; toGatewayMs: number }> {
  const check = page.getByRole('button', {
    name: words.seat.checkLabel.replace('{{name}}', person.name),
  });
  await check.scrollIntoViewIfNeeded();
  const started = Date.now();
  await check.click();
  const sheet = page.getByRole('dialog');
  await sheet.getByRole('button', { name: words.verify.send, exact: true }).click();
  const sms = await gateway.nextSms(`+91${person.phone}`, started, 30_000);
  const toGatewayMs = sms.at - started;
  await sheet.getByLabel(words.verify.code).pressSequentially(codeInSms(sms.text), { delay: 120 });
  await sheet.getByRole('button', { name: words.verify.confirm }).click();
  await page
    .getByText(words.verify.done.replace('{{name}}', person.name))
    .waitFor({ timeout: 30_000 });
  return { ms: Date.now() - started, toGatewayMs };
}

/**
 * For the accessibility gate, as its one account (the admin): the area tree down to a booth, the
 * booth team, and four of them seated, so the committee screen and the report show roles,
 * members and rows.
 */
export async function seedGateCommittee(base: string, token: string): Promise<void> {
  const paths = COMMITTEE_BOOTH.split('/').map((_, i, all) => all.slice(0, i + 1).join('/'));
  await pushRecords(
    base,
    token,
    paths.map((path) => {
      const [name, nameHi] = NAMES[path.slice(path.lastIndexOf('/') + 1)]!;
      return {
        table: 'areas' as const,
        id: areaId(path),
        fields: { path, scope: path, name, nameHi },
      };
    }),
  );
  await pushRecords(
    base,
    token,
    BOOTH_TEAM.slice(0, 5).map((p) => ({
      table: 'members' as const,
      id: p.id,
      fields: {
        level: 'booth',
        status: 'active',
        name: p.name,
        phone: p.phone,
        areaPath: COMMITTEE_BOOTH,
      },
    })),
  );
  const boothId = areaId(COMMITTEE_BOOTH);
  const roles = ['president', 'secretary', 'member', 'member'];
  for (const [i, role] of roles.entries())
    await seatThrough(base, token, boothId, role, BOOTH_TEAM[i]!);
}
