import { z } from 'zod';
import { defineEndpoint } from '../../platform/endpoint';
import { recordIdParams } from '../../platform/path-params';
import {
  gymOpener,
  gymOpenerInput,
  gymOpenerListQuery,
  gymOpenerUpdateInput,
  gymSpaceGroup,
  gymSpaceGroupInput,
  gymSpaceGroupUpdateInput,
  gymTreeMoveInput,
  gymTreeStructure,
} from './structure';

const tags = ['indoor'] as const;
const spaces = { access: 'climber', narrowedTo: 'gym_staff', gymRole: 'manage_spaces' } as const;
const openers = { access: 'climber', narrowedTo: 'gym_staff', gymRole: 'manage_openers' } as const;

/** The gym's structure in its administration area: space groups, the tree, openers. */
export const gymStructureEndpoints = {
  createGymSpaceGroup: defineEndpoint({
    method: 'POST',
    path: '/gyms/{id}/gym_space_groups.json',
    summary: "A new group of spaces (a building, a floor), last of the gym's",
    tags,
    ...spaces,
    params: recordIdParams,
    body: gymSpaceGroupInput,
    responses: { 201: gymSpaceGroup },
  }),
  getGymSpaceGroup: defineEndpoint({
    method: 'GET',
    path: '/gym_space_groups/{id}.json',
    summary: 'A group of spaces, with its count of spaces',
    tags,
    ...spaces,
    params: recordIdParams,
    responses: { 200: gymSpaceGroup },
  }),
  updateGymSpaceGroup: defineEndpoint({
    method: 'PUT',
    path: '/gym_space_groups/{id}.json',
    summary: 'Rename a group of spaces (it moves in the tree)',
    tags,
    ...spaces,
    params: recordIdParams,
    body: gymSpaceGroupUpdateInput,
    responses: { 200: gymSpaceGroup },
  }),
  deleteGymSpaceGroup: defineEndpoint({
    method: 'DELETE',
    path: '/gym_space_groups/{id}.json',
    summary: "Delete a group of spaces: its spaces move to the gym's top level, after those already there",
    tags,
    ...spaces,
    params: recordIdParams,
    responses: { 204: z.null() },
  }),
  getGymTreeStructure: defineEndpoint({
    method: 'GET',
    path: '/gyms/{id}/tree_structure.json',
    summary: "The gym's tree: groups → spaces → sectors, each in order, with mounted route counts",
    tags,
    ...spaces,
    params: recordIdParams,
    responses: { 200: gymTreeStructure },
  }),
  moveGymTreeItem: defineEndpoint({
    method: 'PUT',
    path: '/gyms/{id}/tree_structure/move.json',
    summary: 'Move one group, space or sector to its new place in the tree; answers the whole tree',
    description:
      'A group goes at the top level, a space at the top level or in a group, a sector in a space (else 422 ' +
      "`parent_kind: [not_included]`); an id of nothing is `not_found`, of another gym's record `not_included`. " +
      'A sector moved to another space takes its routes along; the counts of both spaces follow.',
    tags,
    ...spaces,
    params: recordIdParams,
    body: gymTreeMoveInput,
    responses: { 200: gymTreeStructure },
  }),
  listGymOpeners: defineEndpoint({
    method: 'GET',
    path: '/gyms/{id}/gym_openers.json',
    summary: "The gym's openers by name, with their mounted routes; X-Total-Count holds the number matching",
    description: 'Any administrator of the gym reads them: the route form offers them to those who set routes.',
    tags,
    access: 'climber',
    narrowedTo: 'gym_staff',
    params: recordIdParams,
    query: gymOpenerListQuery,
    responses: { 200: z.array(gymOpener) },
  }),
  createGymOpener: defineEndpoint({
    method: 'POST',
    path: '/gyms/{id}/gym_openers.json',
    summary: 'A new opener of the gym, with or without a climber account',
    tags,
    ...openers,
    params: recordIdParams,
    body: gymOpenerInput,
    responses: { 201: gymOpener },
  }),
  getGymOpener: defineEndpoint({
    method: 'GET',
    path: '/gym_openers/{id}.json',
    summary: 'An opener of the gym',
    tags,
    ...openers,
    params: recordIdParams,
    responses: { 200: gymOpener },
  }),
  updateGymOpener: defineEndpoint({
    method: 'PUT',
    path: '/gym_openers/{id}.json',
    summary: 'Change an opener (a new name shows on the routes they set), archive them or bring them back',
    tags,
    ...openers,
    params: recordIdParams,
    body: gymOpenerUpdateInput,
    responses: { 200: gymOpener },
  }),
  deleteGymOpener: defineEndpoint({
    method: 'DELETE',
    path: '/gym_openers/{id}.json',
    summary: 'Delete an opener; one whose name some routes keep is archived instead',
    tags,
    ...openers,
    params: recordIdParams,
    responses: { 204: z.null() },
  }),
};
