// One household of voters: a family sharing a surname, a house and an address, with relation
// names that point at each other (wife → husband, child → father) as on a real roll.
import type { Community } from './names.ts';
import { COMMUNITIES } from './names.ts';
import type { Rng } from './prng.ts';

export type Gender = 'Male' | 'Female' | 'Other';

/** A voter before the roll-wide fields (ids, part, address) are attached. */
export type Member = {
  firstName: string;
  lastName: string;
  gender: Gender;
  age: number;
  /** Father's name, or husband's for a married woman. */
  relation: string;
  /** Whose name `relation` is, as the roll prints it. */
  relationType: 'father' | 'husband';
  religion: string;
};

const MAX_AGE = 100;
const TOTAL_WEIGHT = COMMUNITIES.reduce((sum, c) => sum + c.weight, 0);

function pickCommunity(rng: Rng): Community {
  let roll = rng.next() * TOTAL_WEIGHT;
  for (const c of COMMUNITIES) {
    roll -= c.weight;
    if (roll < 0) return c;
  }
  return COMMUNITIES[0]!;
}

/** Women's surnames vary on rolls: the family name, or Devi/Kumari, Bano/Khatoon, Kaur. */
function womanSurname(rng: Rng, c: Community, family: string, married: boolean): string {
  if (c.surnames.includes('Kaur')) return 'Kaur';
  if (c.surnames.includes('Ansari'))
    return rng.chance(0.3) ? rng.pick(['Bano', 'Khatoon']) : family;
  if (rng.chance(0.3)) return married ? 'Devi' : 'Kumari';
  return family;
}

function adultAge(rng: Rng, min: number, max: number): number {
  return Math.min(MAX_AGE, Math.max(18, rng.int(min, Math.max(min, max))));
}

/** Build the voters of one household; every member is an adult (18–100). */
export function makeHousehold(rng: Rng): Member[] {
  const c = pickCommunity(rng);
  const surname = rng.pick(c.surnames);
  const full = (m: Member): string => `${m.firstName} ${m.lastName}`;
  const roll = rng.next();

  if (roll < 0.07) {
    // A widow living alone; the roll names her late husband.
    return [
      {
        firstName: rng.pick(c.female),
        lastName: womanSurname(rng, c, surname, true),
        gender: 'Female',
        age: adultAge(rng, 55, 98),
        relation: `${rng.pick(c.male)} ${surname}`,
        relationType: 'husband',
        religion: c.religion,
      },
    ];
  }
  if (roll < 0.13) {
    // A young man living alone (students, migrant workers); rarely a third-gender voter.
    return [
      {
        firstName: rng.pick(c.male),
        lastName: surname,
        gender: rng.chance(0.01) ? 'Other' : 'Male',
        age: adultAge(rng, 18, 38),
        relation: `${rng.pick(c.male)} ${surname}`,
        relationType: 'father',
        religion: c.religion,
      },
    ];
  }

  const grandfather = `${rng.pick(c.male)} ${surname}`;
  const head: Member = {
    firstName: rng.pick(c.male),
    lastName: surname,
    gender: 'Male',
    age: adultAge(rng, 26, 62) + rng.int(0, 20),
    relation: grandfather,
    relationType: 'father',
    religion: c.religion,
  };
  const members: Member[] = [head];
  members.push({
    firstName: rng.pick(c.female),
    lastName: womanSurname(rng, c, surname, true),
    gender: 'Female',
    age: adultAge(rng, head.age - 8, head.age - 1),
    relation: full(head),
    relationType: 'husband',
    religion: c.religion,
  });
  if (head.age < 62 && rng.chance(0.18)) {
    members.push({
      firstName: rng.pick(c.female),
      lastName: womanSurname(rng, c, surname, true),
      gender: 'Female',
      age: adultAge(rng, head.age + 20, head.age + 32),
      relation: grandfather,
      relationType: 'husband',
      religion: c.religion,
    });
  }
  const oldestChild = head.age - 20;
  const children =
    oldestChild >= 18 ? rng.int(0, Math.min(4, 1 + Math.floor((oldestChild - 18) / 6))) : 0;
  for (let i = 0; i < children; i++) {
    const son = rng.chance(0.55);
    const child: Member = {
      firstName: rng.pick(son ? c.male : c.female),
      lastName: son ? surname : womanSurname(rng, c, surname, false),
      gender: son ? 'Male' : 'Female',
      age: adultAge(rng, 18, oldestChild),
      relation: full(head),
      relationType: 'father',
      religion: c.religion,
    };
    members.push(child);
    if (son && child.age >= 24 && rng.chance(0.55)) {
      members.push({
        firstName: rng.pick(c.female),
        lastName: womanSurname(rng, c, surname, true),
        gender: 'Female',
        age: adultAge(rng, child.age - 6, child.age),
        relation: full(child),
        relationType: 'husband',
        religion: c.religion,
      });
    }
  }
  return members;
}
