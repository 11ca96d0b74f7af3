// The areas a roll implies: the assembly for a district importer, the state and district the
// roll names for an importer above it (asked for when it names none), a booth per part under
// the roll's placeholder block and mandal (or under the importer's own block or mandal) named
// by its polling station, areas of the same name or number used again, booths already holding
// a part kept, a part of another assembly refused.
import { describe, expect, it } from 'vitest';
import type { AreaFields } from '../../src/domain/areas.ts';
import { planRollAreas } from '../../src/domain/roll-areas.ts';

const AC = 'up/lucknow/lucknow-central';
const assembly: AreaFields = { path: AC, name: 'Lucknow Central', number: 173 };

describe('areas a roll implies', () => {
  it('makes a booth per part under the assembly, keeping booths that hold a part already', () => {
    const own: AreaFields = {
      path: `${AC}/aliganj/sector-q/booth-12`,
      name: 'Booth 12',
      parts: [12],
    };
    const plan = planRollAreas(
      AC,
      [assembly, own],
      [
        { part: 12, assemblyNumber: 173 },
        {
          part: 13,
          assemblyNumber: 173,
          pollingStation: 'Govt. Primary School, Naya Tola, Room 2',
        },
        { part: 14, assemblyName: 'lucknow central' },
      ],
    );
    expect(plan.refused).toEqual([]);
    expect(plan.create.map((a) => [a.path, a.parts, a.pollingStation])).toEqual([
      [`${AC}/roll`, undefined, undefined],
      [`${AC}/roll/parts`, undefined, undefined],
      [`${AC}/roll/parts/part-13`, [13], 'Govt. Primary School, Naya Tola, Room 2'],
      [`${AC}/roll/parts/part-14`, [14], undefined],
    ]);
    // A booth is named by its polling station; without one, by its part.
    expect(plan.create[2]).toMatchObject({ name: 'Govt. Primary School, Naya Tola, Room 2' });
    expect(plan.create[2]!.nameHi).toBeUndefined();
    expect(plan.create[3]).toMatchObject({ name: 'Part 14', nameHi: 'भाग 14' });
    expect(plan.assemblies.map((a) => [a.part, a.path])).toEqual([
      [12, AC],
      [13, AC],
      [14, AC],
    ]);
  });

  it("refuses the parts of another assembly than the importer's", () => {
    const plan = planRollAreas(
      AC,
      [assembly],
      [{ part: 5, assemblyNumber: 174 }, { part: 6, assemblyName: 'Lucknow East' }, { part: 7 }],
    );
    expect(plan.refused).toEqual([
      { part: 5, reason: 'voterImport.parts.otherAssembly' },
      { part: 6, reason: 'voterImport.parts.otherAssembly' },
    ]);
    expect(plan.create.map((a) => a.path)).toEqual([
      `${AC}/roll`,
      `${AC}/roll/parts`,
      `${AC}/roll/parts/part-7`,
    ]);
  });

  it('a district importer gets the assemblies the roll names', () => {
    const plan = planRollAreas(
      'up/lucknow',
      [],
      [
        { part: 1, assemblyNumber: 173, assemblyName: 'Lucknow Central' },
        { part: 2, assemblyNumber: 173, assemblyName: 'Lucknow Central' },
        { part: 1, assemblyNumber: 174, assemblyName: 'Lucknow East' },
      ],
    );
    const paths = plan.create.map((a) => a.path);
    expect(paths).toContain('up/lucknow/lucknow-central');
    expect(paths).toContain('up/lucknow/lucknow-central/roll/parts/part-2');
    expect(paths).toContain('up/lucknow/lucknow-east/roll/parts/part-1');
    expect(plan.create.find((a) => a.path === 'up/lucknow/lucknow-east')).toMatchObject({
      name: 'Lucknow East',
      number: 174,
    });
  });

  it('above a district, asks for the state and district a roll does not name', () => {
    const top = planRollAreas('', [], [{ part: 1, assemblyNumber: 173 }]);
    expect(top).toEqual({
      create: [],
      refused: [],
      unplaced: [1],
      asks: [{ part: 1, missing: ['state', 'district'] }],
      assemblies: [],
    });
    const state = planRollAreas('up', [], [{ part: 1, assemblyNumber: 173, state: 'Bihar' }]);
    expect(state.asks).toEqual([{ part: 1, missing: ['district'] }]);
    // Nothing to name an assembly by: nothing to ask either.
    expect(planRollAreas('', [], [{ part: 1 }])).toMatchObject({ unplaced: [1], asks: [] });
  });

  it("an administrator's import builds state, district, assembly and a booth per part", () => {
    const plan = planRollAreas(
      '',
      [],
      [1, 2].map((part) => ({
        part,
        assemblyNumber: 171,
        assemblyName: 'Sarojini Nagar',
        state: 'Uttar Pradesh',
        district: 'Lucknow',
        districtNumber: 35,
        pollingStation: `Primary School, Room ${part}`,
      })),
    );
    expect(plan.asks).toEqual([]);
    expect(plan.create.map((a) => [a.path, a.name, a.number, a.parts])).toEqual([
      ['uttar-pradesh', 'Uttar Pradesh', undefined, undefined],
      ['uttar-pradesh/lucknow', 'Lucknow', 35, undefined],
      ['uttar-pradesh/lucknow/sarojini-nagar', 'Sarojini Nagar', 171, undefined],
      ['uttar-pradesh/lucknow/sarojini-nagar/roll', 'Parts from the roll', undefined, undefined],
      [
        'uttar-pradesh/lucknow/sarojini-nagar/roll/parts',
        'Parts from the roll',
        undefined,
        undefined,
      ],
      [
        'uttar-pradesh/lucknow/sarojini-nagar/roll/parts/part-1',
        'Primary School, Room 1',
        undefined,
        [1],
      ],
      [
        'uttar-pradesh/lucknow/sarojini-nagar/roll/parts/part-2',
        'Primary School, Room 2',
        undefined,
        [2],
      ],
    ]);
    expect(plan.assemblies).toEqual([
      { part: 1, path: 'uttar-pradesh/lucknow/sarojini-nagar' },
      { part: 2, path: 'uttar-pradesh/lucknow/sarojini-nagar' },
    ]);
  });

  it('uses the areas of the same name or number the tree holds, in either script', () => {
    const demo: AreaFields[] = [
      { path: 'up', name: 'Uttar Pradesh', nameHi: 'उत्तर प्रदेश' },
      { path: 'up/lucknow', name: 'Lucknow', nameHi: 'लखनऊ' },
      assembly,
      { path: `${AC}/city/mandal-1/booth-045`, name: 'Booth 45', parts: [45] },
    ];
    // A Hindi roll of another assembly of the same district: only the assembly and its booth.
    const hindi = planRollAreas('', demo, [
      {
        part: 7,
        assemblyNumber: 174,
        assemblyName: 'लखनऊ पूर्व',
        state: 'उत्तर प्रदेश',
        district: 'लखनऊ',
      },
    ]);
    expect(hindi.create.map((a) => [a.path, a.name, a.nameHi])).toEqual([
      ['up/lucknow/lakhanauu-puurva', 'लखनऊ पूर्व', 'लखनऊ पूर्व'],
      ['up/lucknow/lakhanauu-puurva/roll', 'Parts from the roll', 'सूची से भाग'],
      ['up/lucknow/lakhanauu-puurva/roll/parts', 'Parts from the roll', 'सूची से भाग'],
      ['up/lucknow/lakhanauu-puurva/roll/parts/part-7', 'Part 7', 'भाग 7'],
    ]);
    // A file naming its assembly alone finds it wherever it is, and its booth holding the part.
    const known = planRollAreas('', demo, [{ part: 45, assemblyNumber: 173 }]);
    expect(known).toMatchObject({ create: [], asks: [], assemblies: [{ part: 45, path: AC }] });
    // The same number in another state the roll names is another assembly.
    const bihar = planRollAreas('', demo, [
      { part: 45, assemblyNumber: 173, state: 'Bihar', district: 'Patna' },
    ]);
    expect(bihar.create.map((a) => a.path).slice(0, 3)).toEqual([
      'bihar',
      'bihar/patna',
      'bihar/patna/assembly-173',
    ]);
  });

  it('a mandal importer gets its booths directly below, a booth importer none', () => {
    const mandal = `${AC}/aliganj/sector-q`;
    expect(planRollAreas(mandal, [assembly], [{ part: 9 }]).create.map((a) => a.path)).toEqual([
      `${mandal}/part-9`,
    ]);
    expect(planRollAreas(`${mandal}/booth-12`, [assembly], [{ part: 9 }]).create).toEqual([]);
  });

  it('a booth importer whose booth lists its parts takes those parts only', () => {
    const booth = { path: `${AC}/aliganj/sector-q/booth-12`, name: 'Booth 12', parts: [12] };
    const plan = planRollAreas(booth.path, [assembly, booth], [{ part: 12 }, { part: 13 }]);
    expect(plan).toEqual({
      create: [],
      refused: [{ part: 13, reason: 'voterImport.parts.otherBooth' }],
      unplaced: [],
      asks: [],
      assemblies: [{ part: 12, path: AC }],
    });
    // A booth with no parts listed yet takes the part it is given.
    const open = { ...booth, parts: [] };
    expect(planRollAreas(booth.path, [assembly, open], [{ part: 13 }]).refused).toEqual([]);
  });
});
