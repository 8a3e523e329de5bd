import type { GymTreeSpace, GymTreeStructure } from '@climb/contracts';
import { describe, expect, it } from 'vitest';
import { applyMove, describePlace, dropPlace, moveBody, placeOf, stepPlace } from './tree-moves';

function space(id: number, name: string, groupId: number | null, sectorIds: number[]): GymTreeSpace {
  return {
    id,
    name,
    slug_name: name.toLowerCase(),
    climbing_type: null,
    position: 0,
    gym_space_group_id: groupId,
    sectors_count: sectorIds.length,
    mounted_routes_count: 0,
    sectors: sectorIds.map((sectorId, position) => ({
      id: sectorId,
      name: `S${sectorId}`,
      position,
      mounted_routes_count: 0,
    })),
  };
}

/** Group 1 (A: sectors 11, 12), group 2 (B: 21), top level (C: 31, 32). */
const tree: GymTreeStructure = {
  groups: [
    { id: 1, name: 'G1', position: 0, mounted_routes_count: 0, spaces: [space(10, 'A', 1, [11, 12])] },
    { id: 2, name: 'G2', position: 1, mounted_routes_count: 0, spaces: [space(20, 'B', 2, [21])] },
  ],
  spaces: [space(30, 'C', null, [31, 32])],
};

/** The tree as ids: groups with spaces with sectors, then the top level. */
const shape = (value: GymTreeStructure) => ({
  groups: value.groups.map((group) => [group.id, group.spaces.map((node) => [node.id, node.sectors.map((s) => s.id)])]),
  top: value.spaces.map((node) => [node.id, node.sectors.map((s) => s.id)]),
});

describe('stepPlace', () => {
  it('moves within a list, then into the neighbouring list of the same level', () => {
    const sector11 = { kind: 'sector', id: 11 } as const;
    expect(stepPlace(tree, sector11, 'down')).toEqual({ parent_kind: 'space', parent_id: 10, position: 1 });
    expect(stepPlace(tree, sector11, 'up')).toBeNull();
    // The last sector of A goes to the start of B; the first of B to the end of A.
    expect(stepPlace(tree, { kind: 'sector', id: 12 }, 'down')).toEqual({
      parent_kind: 'space',
      parent_id: 20,
      position: 0,
    });
    expect(stepPlace(tree, { kind: 'sector', id: 21 }, 'up')).toEqual({
      parent_kind: 'space',
      parent_id: 10,
      position: 2,
    });
    expect(stepPlace(tree, { kind: 'sector', id: 32 }, 'down')).toBeNull();
  });

  it('takes a space from the last group to the top level and back', () => {
    expect(stepPlace(tree, { kind: 'space', id: 20 }, 'down')).toEqual({
      parent_kind: 'gym',
      parent_id: null,
      position: 0,
    });
    expect(stepPlace(tree, { kind: 'space', id: 30 }, 'up')).toEqual({
      parent_kind: 'space_group',
      parent_id: 2,
      position: 1,
    });
  });

  it('keeps groups at the top level', () => {
    expect(stepPlace(tree, { kind: 'space_group', id: 1 }, 'down')).toEqual({
      parent_kind: 'gym',
      parent_id: null,
      position: 1,
    });
    expect(stepPlace(tree, { kind: 'space_group', id: 2 }, 'down')).toBeNull();
  });
});

describe('applyMove', () => {
  it('moves a sector to another space, numbered again', () => {
    const moved = applyMove(tree, { kind: 'sector', id: 12 }, { parent_kind: 'space', parent_id: 30, position: 1 });
    expect(shape(moved)).toEqual({
      groups: [
        [1, [[10, [11]]]],
        [2, [[20, [21]]]],
      ],
      top: [[30, [31, 12, 32]]],
    });
    expect(moved.spaces[0]?.sectors.map((sector) => sector.position)).toEqual([0, 1, 2]);
  });

  it('moves a space into a group and a group among groups', () => {
    const inGroup = applyMove(
      tree,
      { kind: 'space', id: 30 },
      { parent_kind: 'space_group', parent_id: 1, position: 0 },
    );
    expect(shape(inGroup).groups[0]).toEqual([
      1,
      [
        [30, [31, 32]],
        [10, [11, 12]],
      ],
    ]);
    expect(inGroup.spaces).toEqual([]);
    expect(inGroup.groups[0]?.spaces[0]?.gym_space_group_id).toBe(1);
    const reordered = applyMove(
      tree,
      { kind: 'space_group', id: 2 },
      { parent_kind: 'gym', parent_id: null, position: 0 },
    );
    expect(reordered.groups.map((group) => [group.id, group.position])).toEqual([
      [2, 0],
      [1, 1],
    ]);
  });

  it('keeps a move across levels from happening', () => {
    expect(applyMove(tree, { kind: 'sector', id: 11 }, { parent_kind: 'space_group', parent_id: 1, position: 0 })).toBe(
      tree,
    );
  });

  it('follows a whole keyboard journey step by step', () => {
    const item = { kind: 'sector', id: 12 } as const;
    let current = tree;
    for (let step = 0; step < 3; step += 1) {
      const place = stepPlace(current, item, 'down');
      if (place) current = applyMove(current, item, place);
    }
    // A's end → B's start → B's end → C's start.
    expect(placeOf(current, item)).toEqual({ parent_kind: 'space', parent_id: 30, position: 0 });
    expect(describePlace(current, item)).toEqual({ name: 'S12', parent: 'C', position: 1, count: 3 });
    expect(moveBody(item, placeOf(current, item) as never)).toEqual({
      kind: 'sector',
      id: 12,
      parent_kind: 'space',
      parent_id: 30,
      position: 0,
    });
  });
});

describe('dropPlace', () => {
  it('takes the place of an item of its kind, goes last in a parent, refuses the wrong level', () => {
    expect(dropPlace(tree, { kind: 'sector', id: 11 }, { kind: 'sector', id: 32 })).toEqual({
      parent_kind: 'space',
      parent_id: 30,
      position: 1,
    });
    expect(dropPlace(tree, { kind: 'sector', id: 11 }, { kind: 'space', id: 20 })).toEqual({
      parent_kind: 'space',
      parent_id: 20,
      position: 1,
    });
    expect(dropPlace(tree, { kind: 'space', id: 10 }, 'top')).toEqual({
      parent_kind: 'gym',
      parent_id: null,
      position: 1,
    });
    expect(dropPlace(tree, { kind: 'sector', id: 11 }, { kind: 'space_group', id: 1 })).toBeNull();
    expect(dropPlace(tree, { kind: 'space_group', id: 1 }, 'top')).toBeNull();
  });
});
