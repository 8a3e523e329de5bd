import { z } from 'zod';
import { defineEndpoint } from '../../platform/endpoint';
import { recordIdParams } from '../../platform/path-params';
import {
  gymLabelPrint,
  gymLabelPrintQuery,
  gymLabelTemplate,
  gymLabelTemplateInput,
  gymLabelTemplateListQuery,
  gymLabelTemplateUpdateInput,
} from './label-templates';

const tags = ['indoor'] as const;
const opening = { access: 'climber', narrowedTo: 'gym_staff', gymRole: 'manage_opening' } as const;

/** Label templates and the labels they print (docs/domain/indoor.md, "Setting day to day"). */
export const gymLabelTemplateEndpoints = {
  listGymLabelTemplates: defineEndpoint({
    method: 'GET',
    path: '/gyms/{id}/gym_label_templates.json',
    summary: "The gym's label templates by name; X-Total-Count holds their number",
    tags,
    ...opening,
    params: recordIdParams,
    query: gymLabelTemplateListQuery,
    responses: { 200: z.array(gymLabelTemplate) },
  }),
  createGymLabelTemplate: defineEndpoint({
    method: 'POST',
    path: '/gyms/{id}/gym_label_templates.json',
    summary: 'A new label template: layout, paper, orientation, font, QR position, fields and footer',
    description:
      'An option outside its list is 422 `not_included`; the name is required (≤ 80); the fields are kept once each.',
    tags,
    ...opening,
    params: recordIdParams,
    body: gymLabelTemplateInput,
    responses: { 201: gymLabelTemplate },
  }),
  getGymLabelTemplate: defineEndpoint({
    method: 'GET',
    path: '/gym_label_templates/{id}.json',
    summary: 'A label template of the gym',
    tags,
    ...opening,
    params: recordIdParams,
    responses: { 200: gymLabelTemplate },
  }),
  updateGymLabelTemplate: defineEndpoint({
    method: 'PUT',
    path: '/gym_label_templates/{id}.json',
    summary: 'Change a label template (the fields given)',
    tags,
    ...opening,
    params: recordIdParams,
    body: gymLabelTemplateUpdateInput,
    responses: { 200: gymLabelTemplate },
  }),
  deleteGymLabelTemplate: defineEndpoint({
    method: 'DELETE',
    path: '/gym_label_templates/{id}.json',
    summary: 'Delete a label template (the labels printed with it stay on the walls)',
    tags,
    ...opening,
    params: recordIdParams,
    responses: { 204: z.null() },
  }),
  getGymLabelPrint: defineEndpoint({
    method: 'GET',
    path: '/gym_label_templates/{id}/print.json',
    summary: "What a template's print page lays out: the template, the gym's name and the printable routes",
    description:
      'Public, as the gym pages are. The routes are those among `gym_route_ids` (comma-separated, at most ' +
      '`LABEL_PRINT_MAX_ROUTES`, beyond: 422 `gym_route_ids: [too_big]`) and of `gym_sector_id` that are mounted ' +
      "and of the template's gym, with the fields the gym's pages show and their short address `/gr/{gymId}-{routeId}`; " +
      "unknown ids, dismounted routes and other gyms' routes are left out.",
    tags,
    access: 'api_key',
    params: recordIdParams,
    query: gymLabelPrintQuery,
    responses: { 200: gymLabelPrint },
  }),
};
