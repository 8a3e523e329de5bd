import type {
  GymTreeGroup,
  GymTreeKind,
  GymTreeMoveInput,
  GymTreeParentKind,
  GymTreeSector,
  GymTreeSpace,
  GymTreeStructure,
} from '@climb/contracts';

/*
 * The gym's tree as the structure page moves it, pure: where an item is, the place a keyboard arrow or a drop takes
 * it to, and the tree once it is there (what the page shows while an item is carried, before the server answers).
 * The levels are fixed: a group at the top, a space at the top or in a group, a sector in a space.
 */

export interface TreeItem {
  kind: GymTreeKind;
  id: number;
}

/** Where an item is or goes: its parent (`gym`: the top level) and its index among its siblings. */
export interface TreePlace {
  parent_kind: GymTreeParentKind;
  parent_id: number | null;
  position: number;
}

/** A list of the tree: the groups, a group's spaces, the top level's spaces, a space's sectors. */
interface Container {
  parent_kind: GymTreeParentKind;
  parent_id: number | null;
  ids: number[];
}

export const itemKey = (item: TreeItem) => `${item.kind}:${item.id}`;

/** The spaces in the order the page shows them: each group's, then the top level's. */
export function allSpaces(tree: GymTreeStructure): GymTreeSpace[] {
  return [...tree.groups.flatMap((group) => group.spaces), ...tree.spaces];
}

/** The lists an item of `kind` may be in, in the page's order. */
function containersFor(tree: GymTreeStructure, kind: GymTreeKind): Container[] {
  if (kind === 'space_group') {
    return [{ parent_kind: 'gym', parent_id: null, ids: tree.groups.map((group) => group.id) }];
  }
  if (kind === 'space') {
    return [
      ...tree.groups.map((group) => ({
        parent_kind: 'space_group' as const,
        parent_id: group.id,
        ids: group.spaces.map((space) => space.id),
      })),
      { parent_kind: 'gym', parent_id: null, ids: tree.spaces.map((space) => space.id) },
    ];
  }
  return allSpaces(tree).map((space) => ({
    parent_kind: 'space' as const,
    parent_id: space.id,
    ids: space.sectors.map((sector) => sector.id),
  }));
}

const sameParent = (a: Pick<TreePlace, 'parent_kind' | 'parent_id'>, b: Pick<TreePlace, 'parent_kind' | 'parent_id'>) =>
  a.parent_kind === b.parent_kind && a.parent_id === b.parent_id;

/** Where an item is, or null when the tree does not hold it. */
export function placeOf(tree: GymTreeStructure, item: TreeItem): TreePlace | null {
  for (const container of containersFor(tree, item.kind)) {
    const position = container.ids.indexOf(item.id);
    if (position >= 0) return { parent_kind: container.parent_kind, parent_id: container.parent_id, position };
  }
  return null;
}

export const samePlace = (a: TreePlace, b: TreePlace) => sameParent(a, b) && a.position === b.position;

/**
 * The place one arrow takes an item to: a step within its list, and past either end into the neighbouring list of
 * its level (the end of the one before, the start of the one after); null at the tree's ends.
 */
export function stepPlace(tree: GymTreeStructure, item: TreeItem, direction: 'up' | 'down'): TreePlace | null {
  const containers = containersFor(tree, item.kind);
  const index = containers.findIndex((container) => container.ids.includes(item.id));
  const container = containers[index];
  if (!container) return null;
  const position = container.ids.indexOf(item.id);
  const within = direction === 'up' ? position - 1 : position + 1;
  if (within >= 0 && within < container.ids.length) {
    return { parent_kind: container.parent_kind, parent_id: container.parent_id, position: within };
  }
  const next = containers[direction === 'up' ? index - 1 : index + 1];
  if (!next) return null;
  return {
    parent_kind: next.parent_kind,
    parent_id: next.parent_id,
    position: direction === 'up' ? next.ids.length : 0,
  };
}

/** `ids` with `id` put at `position` (past the end: last), wherever it was: as the server places it. */
export function placedAt(ids: readonly number[], id: number, position: number): number[] {
  const others = ids.filter((other) => other !== id);
  const at = Math.min(Math.max(position, 0), others.length);
  return [...others.slice(0, at), id, ...others.slice(at)];
}

function reorder<Node extends { id: number; position: number }>(
  nodes: readonly Node[],
  moved: Node,
  position: number,
): Node[] {
  const byId = new Map([...nodes, moved].map((node) => [node.id, node]));
  return placedAt(
    nodes.map((node) => node.id),
    moved.id,
    position,
  ).map((id, index) => ({ ...(byId.get(id) as Node), position: index }));
}

const without = <Node extends { id: number }>(nodes: readonly Node[], id: number) =>
  nodes.filter((node) => node.id !== id).map((node, index) => ({ ...node, position: index }));

/** The tree once `item` is at `place` (the tree as it was when the move makes no sense). */
export function applyMove(tree: GymTreeStructure, item: TreeItem, place: TreePlace): GymTreeStructure {
  if (item.kind === 'space_group') {
    const group = tree.groups.find((node) => node.id === item.id);
    if (!group || place.parent_kind !== 'gym') return tree;
    return { ...tree, groups: reorder(tree.groups, group, place.position) };
  }
  if (item.kind === 'space') {
    const space = allSpaces(tree).find((node) => node.id === item.id);
    if (!space || place.parent_kind === 'space') return tree;
    const groupId = place.parent_kind === 'gym' ? null : place.parent_id;
    const moved = { ...space, gym_space_group_id: groupId };
    const groups: GymTreeGroup[] = tree.groups.map((group) => {
      const spaces = without(group.spaces, space.id);
      return group.id === groupId ? { ...group, spaces: reorder(spaces, moved, place.position) } : { ...group, spaces };
    });
    const top = without(tree.spaces, space.id);
    return { groups, spaces: groupId === null ? reorder(top, moved, place.position) : top };
  }
  const sector = allSpaces(tree)
    .flatMap((node) => node.sectors)
    .find((node) => node.id === item.id);
  if (!sector || place.parent_kind !== 'space') return tree;
  const moveIn = (space: GymTreeSpace): GymTreeSpace => {
    const sectors: GymTreeSector[] = without(space.sectors, sector.id);
    return space.id === place.parent_id
      ? { ...space, sectors: reorder(sectors, sector, place.position) }
      : { ...space, sectors };
  };
  return {
    groups: tree.groups.map((group) => ({ ...group, spaces: group.spaces.map(moveIn) })),
    spaces: tree.spaces.map(moveIn),
  };
}

/** The body of `PUT gyms/{id}/tree_structure/move.json`. */
export function moveBody(item: TreeItem, place: TreePlace): GymTreeMoveInput {
  return { kind: item.kind, id: item.id, ...place };
}

/**
 * Where a drop puts the carried item, given the row it is dropped on: an item of its kind gives up its place (the
 * carried one takes it), a parent it may go under takes it last, the top level's heading takes a space last; null
 * for a drop that means nothing (a sector onto a group).
 */
export function dropPlace(tree: GymTreeStructure, carried: TreeItem, target: TreeItem | 'top'): TreePlace | null {
  if (target === 'top') {
    return carried.kind === 'space' ? { parent_kind: 'gym', parent_id: null, position: tree.spaces.length } : null;
  }
  if (target.kind === carried.kind) return placeOf(tree, target);
  if (carried.kind === 'space' && target.kind === 'space_group') {
    const group = tree.groups.find((node) => node.id === target.id);
    return group ? { parent_kind: 'space_group', parent_id: group.id, position: group.spaces.length } : null;
  }
  if (carried.kind === 'sector' && target.kind === 'space') {
    const space = allSpaces(tree).find((node) => node.id === target.id);
    return space ? { parent_kind: 'space', parent_id: space.id, position: space.sectors.length } : null;
  }
  return null;
}

/** The name of the item and of the list it is in, for the page's announcements. */
export function describePlace(
  tree: GymTreeStructure,
  item: TreeItem,
): { name: string; parent: string | null; position: number; count: number } | null {
  const place = placeOf(tree, item);
  if (!place) return null;
  const container = containersFor(tree, item.kind).find((candidate) => sameParent(candidate, place));
  const spaces = allSpaces(tree);
  const name =
    item.kind === 'space_group'
      ? tree.groups.find((group) => group.id === item.id)?.name
      : item.kind === 'space'
        ? spaces.find((space) => space.id === item.id)?.name
        : spaces.flatMap((space) => space.sectors).find((sector) => sector.id === item.id)?.name;
  const parent =
    place.parent_kind === 'space_group'
      ? (tree.groups.find((group) => group.id === place.parent_id)?.name ?? null)
      : place.parent_kind === 'space'
        ? (spaces.find((space) => space.id === place.parent_id)?.name ?? null)
        : null;
  return { name: name ?? '', parent, position: place.position + 1, count: container?.ids.length ?? 0 };
}
