import type {
  GymOpener,
  GymOpenerInput,
  GymOpenerUpdateInput,
  GymSpaceGroupInput,
  GymSpaceGroupUpdateInput,
  GymTreeMoveInput,
} from '@climb/contracts';
import * as endpoint from '@climb/contracts/endpoint-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, callListEndpoint } from '../../../../lib/endpoint-client';
import { queryClient } from '../../../../lib/query-client';

/*
 * The gym's structure tools: its tree, space groups and openers. Every key sits under the gym's (`['gyms', id]`), so
 * that a write refreshes what the gym's pages show of it.
 */

export const structureKeys = {
  tree: (gymId: number) => ['gyms', gymId, 'tree_structure'] as const,
  openers: (gymId: number, archived: boolean, page: number) => ['gyms', gymId, 'gym_openers', archived, page] as const,
  allOpeners: (gymId: number) => ['gyms', gymId, 'gym_openers'] as const,
  group: (id: number) => ['gym_space_groups', id] as const,
  opener: (id: number) => ['gym_openers', id] as const,
};

/** The most openers a page of the list shows (the route form reads the first page: a gym has fewer). */
export const OPENERS_PER_PAGE = 100;

export function gymTreeQuery(gymId: number) {
  return queryOptions({
    queryKey: structureKeys.tree(gymId),
    queryFn: ({ signal }) => callEndpoint(endpoint.getGymTreeStructure, { params: { id: gymId }, signal }),
    staleTime: 0,
  });
}
export const useGymTree = (gymId: number) => useQuery(gymTreeQuery(gymId));

/** One move of the tree; the answer is the whole tree, kept as the tree's query. */
export async function moveTreeItem(gymId: number, body: GymTreeMoveInput) {
  const tree = await callEndpoint(endpoint.moveGymTreeItem, { params: { id: gymId }, body });
  queryClient.setQueryData(structureKeys.tree(gymId), tree);
  void queryClient.invalidateQueries({ queryKey: ['gyms', gymId], refetchType: 'none' });
  return tree;
}

export const useGymSpaceGroup = (id: number) =>
  useQuery({
    queryKey: structureKeys.group(id),
    queryFn: ({ signal }) => callEndpoint(endpoint.getGymSpaceGroup, { params: { id }, signal }),
  });

/** After a write of the structure: what the gym's pages and the tree show is read again when next shown. */
function structureChanged(gymId: number) {
  void queryClient.invalidateQueries({ queryKey: ['gyms', gymId] });
}

export async function createSpaceGroup(gymId: number, body: GymSpaceGroupInput) {
  const group = await callEndpoint(endpoint.createGymSpaceGroup, { params: { id: gymId }, body });
  structureChanged(gymId);
  return group;
}
export async function updateSpaceGroup(id: number, body: GymSpaceGroupUpdateInput) {
  const group = await callEndpoint(endpoint.updateGymSpaceGroup, { params: { id }, body });
  queryClient.setQueryData(structureKeys.group(id), group);
  structureChanged(group.gym_id);
  return group;
}
export async function deleteSpaceGroup(gymId: number, id: number) {
  await callEndpoint(endpoint.deleteGymSpaceGroup, { params: { id } });
  queryClient.removeQueries({ queryKey: structureKeys.group(id) });
  structureChanged(gymId);
}

export function gymOpenersQuery(gymId: number, archived: boolean, page = 1) {
  return queryOptions({
    queryKey: structureKeys.openers(gymId, archived, page),
    queryFn: ({ signal }) =>
      callListEndpoint(endpoint.listGymOpeners, {
        params: { id: gymId },
        query: { archived: archived ? 'true' : 'false', page, per_page: OPENERS_PER_PAGE },
        signal,
      }),
  });
}
export const useGymOpeners = (gymId: number, archived: boolean, page = 1) =>
  useQuery(gymOpenersQuery(gymId, archived, page));

export const useGymOpener = (id: number) =>
  useQuery({
    queryKey: structureKeys.opener(id),
    queryFn: ({ signal }) => callEndpoint(endpoint.getGymOpener, { params: { id }, signal }),
  });

function openersChanged(opener: Pick<GymOpener, 'id' | 'gym_id'>) {
  void queryClient.invalidateQueries({ queryKey: structureKeys.allOpeners(opener.gym_id) });
  queryClient.removeQueries({ queryKey: structureKeys.opener(opener.id) });
}

export async function createOpener(gymId: number, body: GymOpenerInput) {
  const opener = await callEndpoint(endpoint.createGymOpener, { params: { id: gymId }, body });
  openersChanged(opener);
  return opener;
}
export async function updateOpener(id: number, body: GymOpenerUpdateInput) {
  const opener = await callEndpoint(endpoint.updateGymOpener, { params: { id }, body });
  openersChanged(opener);
  // A new name shows on the gym's routes.
  structureChanged(opener.gym_id);
  return opener;
}
export async function deleteOpener(opener: Pick<GymOpener, 'id' | 'gym_id'>) {
  await callEndpoint(endpoint.deleteGymOpener, { params: { id: opener.id } });
  openersChanged(opener);
}
