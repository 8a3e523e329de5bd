import { z } from 'zod';
import { defineEndpoint } from '../../platform/endpoint';
import { recordIdParams } from '../../platform/path-params';
import {
  gymOpeningSheet,
  gymOpeningSheetCellUpdateInput,
  gymOpeningSheetInput,
  gymOpeningSheetListQuery,
  gymOpeningSheetSummary,
  gymOpeningSheetUpdateInput,
} from './opening-sheets';

const tags = ['indoor'] as const;
const opening = { access: 'climber', narrowedTo: 'gym_staff', gymRole: 'manage_opening' } as const;

/** Opening sheets (docs/domain/indoor.md, "Setting day to day"): the gym's staff managing the opening only. */
export const gymOpeningSheetEndpoints = {
  listGymOpeningSheets: defineEndpoint({
    method: 'GET',
    path: '/gyms/{id}/gym_opening_sheets.json',
    summary: "The gym's opening sheets, newest first (archived ones apart); X-Total-Count holds the number matching",
    tags,
    ...opening,
    params: recordIdParams,
    query: gymOpeningSheetListQuery,
    responses: { 200: z.array(gymOpeningSheetSummary) },
  }),
  createGymOpeningSheet: defineEndpoint({
    method: 'POST',
    path: '/gyms/{id}/gym_opening_sheets.json',
    summary: 'A new opening sheet: its rows, or the sectors to start from, each a row of empty cells',
    description:
      "A sector of another gym is 422 `rows: [not_included]` (or `gym_sector_ids`); a level outside the gym's scale " +
      'for the type `not_included`; a route of another sector `not_included`.',
    tags,
    ...opening,
    params: recordIdParams,
    body: gymOpeningSheetInput,
    responses: { 201: gymOpeningSheet },
  }),
  getGymOpeningSheet: defineEndpoint({
    method: 'GET',
    path: '/gym_opening_sheets/{id}.json',
    summary: "An opening sheet with its sectors' and spaces' names and its levels' colours: its page and its print",
    tags,
    ...opening,
    params: recordIdParams,
    responses: { 200: gymOpeningSheet },
  }),
  updateGymOpeningSheet: defineEndpoint({
    method: 'PUT',
    path: '/gym_opening_sheets/{id}.json',
    summary: 'Change an opening sheet (all or nothing), archive it or bring it back',
    tags,
    ...opening,
    params: recordIdParams,
    body: gymOpeningSheetUpdateInput,
    responses: { 200: gymOpeningSheet },
  }),
  updateGymOpeningSheetCell: defineEndpoint({
    method: 'PUT',
    path: '/gym_opening_sheets/{id}/cells.json',
    summary: 'Change one cell of an opening sheet: what to set there, or the route set for it',
    tags,
    ...opening,
    params: recordIdParams,
    body: gymOpeningSheetCellUpdateInput,
    responses: { 200: gymOpeningSheet },
  }),
  deleteGymOpeningSheet: defineEndpoint({
    method: 'DELETE',
    path: '/gym_opening_sheets/{id}.json',
    summary: 'Delete an opening sheet (its routes stay)',
    tags,
    ...opening,
    params: recordIdParams,
    responses: { 204: z.null() },
  }),
};
