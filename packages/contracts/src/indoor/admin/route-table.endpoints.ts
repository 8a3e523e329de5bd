import { z } from 'zod';
import { defineEndpoint } from '../../platform/endpoint';
import { validationErrorBody } from '../../platform/errors';
import { recordIdParams } from '../../platform/path-params';
import {
  gymRouteDismountInput,
  gymRouteImportInput,
  gymRouteImportPreview,
  gymRouteImportResult,
  gymRouteMoveInput,
  gymRouteRemountInput,
  gymRouteTableCreateInput,
  gymRouteTableQuery,
  gymRouteTableRow,
  gymRouteTableRowUpdateInput,
} from './route-table';

const tags = ['indoor'] as const;
const opening = { access: 'climber', narrowedTo: 'gym_staff', gymRole: 'manage_opening' } as const;
const batchRules =
  'All or nothing, in one transaction: an id of no route of the gym is 422 `gym_route_ids: [not_included]` and ' +
  'nothing changes. Answers the rows changed; the counts of sectors, spaces and the gym follow.';

/** The route table: every route of the gym, batch changes, cell edits and the CSV import (docs/domain/indoor.md, "Administration"). */
export const gymRouteTableEndpoints = {
  getGymRouteTable: defineEndpoint({
    method: 'GET',
    path: '/gyms/{id}/route_table.json',
    summary: 'Every route of the gym as rows of its table, newest first; X-Total-Count holds the number matching',
    description:
      'Not paged (docs/conventions.md): the page filters the whole set itself. `state`: `mounted` (by default), ' +
      '`dismounted` or `all`; the dismounted ones since `dismounted_since` (a year ago by default). At most 5,000 rows.',
    tags,
    ...opening,
    params: recordIdParams,
    query: gymRouteTableQuery,
    responses: { 200: z.array(gymRouteTableRow) },
  }),
  dismountGymRoutes: defineEndpoint({
    method: 'PUT',
    path: '/gyms/{id}/route_table/dismount.json',
    summary: 'Dismount the routes chosen on a day',
    description: `A day before a route's opening is 422 \`dismounted_at: [before_opening]\`. ${batchRules}`,
    tags,
    ...opening,
    params: recordIdParams,
    body: gymRouteDismountInput,
    responses: { 200: z.array(gymRouteTableRow), 422: validationErrorBody },
  }),
  remountGymRoutes: defineEndpoint({
    method: 'PUT',
    path: '/gyms/{id}/route_table/remount.json',
    summary: 'Mount the routes chosen again, opened again on `opened_at` when given',
    description: batchRules,
    tags,
    ...opening,
    params: recordIdParams,
    body: gymRouteRemountInput,
    responses: { 200: z.array(gymRouteTableRow), 422: validationErrorBody },
  }),
  moveGymRoutes: defineEndpoint({
    method: 'PUT',
    path: '/gyms/{id}/route_table/move.json',
    summary: 'Move the routes chosen to a sector of the gym (they take its space)',
    description: `A sector of another gym is 422 \`gym_sector_id: [not_included]\`, of none \`not_found\`. ${batchRules}`,
    tags,
    ...opening,
    params: recordIdParams,
    body: gymRouteMoveInput,
    responses: { 200: z.array(gymRouteTableRow), 422: validationErrorBody },
  }),
  createGymRoutes: defineEndpoint({
    method: 'POST',
    path: '/gyms/{id}/route_table/routes.json',
    summary: 'Set up to 100 routes at once, all or none',
    description:
      "The route form's rules for each: a sector of the gym (`gym_sector_id: not_included`), a level of the gym's " +
      'scale for the type (`level_index: not_included`), openers of the gym (`gym_opener_ids: not_included`); the ' +
      'level gives the grade unless one is given. A broken rule is named by the field, and nothing is written.',
    tags,
    ...opening,
    params: recordIdParams,
    body: gymRouteTableCreateInput,
    responses: { 201: z.array(gymRouteTableRow), 422: validationErrorBody },
  }),
  updateGymRouteTableRow: defineEndpoint({
    method: 'PUT',
    path: '/gym_routes/{id}/table_row.json',
    summary: "Change the cells of one route of the table, with the route form's rules",
    description:
      "A level outside the gym's scale is `level_index: not_included`, openers of another gym `gym_opener_ids: " +
      'not_included`, a dismount before the opening `dismounted_at: before_opening`.',
    tags,
    ...opening,
    params: recordIdParams,
    body: gymRouteTableRowUpdateInput,
    responses: { 200: gymRouteTableRow, 422: validationErrorBody },
  }),
  previewGymRouteImport: defineEndpoint({
    method: 'POST',
    path: '/gyms/{id}/gym_route_imports/preview.json',
    summary: 'Read a CSV file of routes and show what importing it would do, row by row; writes nothing',
    description:
      'Each row `matched` or `invalid` with its column → rules. 422 `csv: invalid` (unreadable, no `sector` or ' +
      '`opened_at` column) or `too_big` (more than 5,000 rows).',
    tags,
    ...opening,
    params: recordIdParams,
    body: gymRouteImportInput,
    responses: { 200: gymRouteImportPreview, 422: validationErrorBody },
  }),
  importGymRoutes: defineEndpoint({
    method: 'POST',
    path: '/gyms/{id}/gym_route_imports.json',
    summary: 'Import every row of a CSV file of routes not in `skip_rows`, all or nothing',
    description:
      'One transaction: an invalid row left in is 422 `csv: invalid` and nothing is written. With `Accept: ' +
      'application/x-ndjson`, answers 200 with one JSON line per step: `progress`, then `done` or `failed` ' +
      '(nothing written).',
    tags,
    ...opening,
    params: recordIdParams,
    body: gymRouteImportInput,
    responses: {
      201: gymRouteImportResult,
      200: z.string().describe('NDJSON: `{"type":"progress","done":250,"total":900}` … then `done` or `failed`'),
      422: validationErrorBody,
    },
  }),
};
