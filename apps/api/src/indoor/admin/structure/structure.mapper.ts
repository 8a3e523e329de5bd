import type { GymSpaceGroup, GymTreeSpace, GymTreeStructure } from '@climb/contracts';
import type {
  findSpaceGroupsOfGym,
  GymSpaceGroupDetailRow,
  GymTreeSectorRow,
  GymTreeSpaceRow,
} from './structure.repository';

type GroupRow = Awaited<ReturnType<typeof findSpaceGroupsOfGym>>[number];

export function toGymSpaceGroup(row: GymSpaceGroupDetailRow): GymSpaceGroup {
  return {
    id: row.id,
    gym_id: row.gym_id,
    name: row.name,
    position: row.position,
    spaces_count: row.spaces_count,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The tree from the gym's groups, spaces and sectors, each read in order. */
export function toGymTreeStructure(
  groups: readonly GroupRow[],
  spaces: readonly GymTreeSpaceRow[],
  sectors: readonly GymTreeSectorRow[],
): GymTreeStructure {
  const sectorsOf = new Map<number, GymTreeSectorRow[]>();
  for (const sector of sectors) {
    const list = sectorsOf.get(sector.gym_space_id) ?? [];
    list.push(sector);
    sectorsOf.set(sector.gym_space_id, list);
  }
  const spacesOf = new Map<number | null, GymTreeSpace[]>();
  for (const space of spaces) {
    const node: GymTreeSpace = {
      ...space,
      sectors: (sectorsOf.get(space.id) ?? []).map(({ gym_space_id: _space, ...sector }) => sector),
    };
    const list = spacesOf.get(space.gym_space_group_id) ?? [];
    list.push(node);
    spacesOf.set(space.gym_space_group_id, list);
  }
  return {
    groups: groups.map((group) => {
      const members = spacesOf.get(group.id) ?? [];
      const mounted = members.reduce((sum, space) => sum + space.mounted_routes_count, 0);
      return { ...group, mounted_routes_count: mounted, spaces: members };
    }),
    spaces: spacesOf.get(null) ?? [],
  };
}
