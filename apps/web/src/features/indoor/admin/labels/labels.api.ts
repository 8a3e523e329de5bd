import type { GymLabelTemplate, GymLabelTemplateInput, GymLabelTemplateUpdateInput } from '@climb/contracts';
import * as endpoint from '@climb/contracts/endpoint-routes';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint, callListEndpoint } from '../../../../lib/endpoint-client';
import { queryClient } from '../../../../lib/query-client';

/*
 * A gym's label templates and what their print page lays out. The templates' keys sit under the gym's
 * (`['gyms', id]`); the print data is read fresh each time the page opens (never kept).
 */

export const labelKeys = {
  all: (gymId: number) => ['gyms', gymId, 'gym_label_templates'] as const,
  list: (gymId: number, page: number) => ['gyms', gymId, 'gym_label_templates', page] as const,
  one: (id: number) => ['gym_label_templates', id] as const,
  print: (id: number, routeIds: readonly number[], sectorId: number | undefined) =>
    ['gym_label_templates', id, 'print', routeIds.join(','), sectorId ?? null] as const,
  sample: (gymId: number) => ['gyms', gymId, 'gym_routes', 'label_sample'] as const,
};

/** The templates a page of the list shows (a gym has a few). */
export const TEMPLATES_PER_PAGE = 50;

export const useGymLabelTemplates = (gymId: number, page = 1) =>
  useQuery({
    queryKey: labelKeys.list(gymId, page),
    queryFn: ({ signal }) =>
      callListEndpoint(endpoint.listGymLabelTemplates, {
        params: { id: gymId },
        query: { page, per_page: TEMPLATES_PER_PAGE },
        signal,
      }),
  });

export const useGymLabelTemplate = (id: number) =>
  useQuery({
    queryKey: labelKeys.one(id),
    queryFn: ({ signal }) => callEndpoint(endpoint.getGymLabelTemplate, { params: { id }, signal }),
  });

/** One mounted route of the gym, newest, for the preview of a template (none: the preview shows an example). */
export const useLabelSampleRoute = (gymId: number) =>
  useQuery({
    queryKey: labelKeys.sample(gymId),
    queryFn: async ({ signal }) => {
      const { items } = await callListEndpoint(endpoint.listGymRoutes, {
        params: { id: gymId },
        query: { page: 1, per_page: 1, order: 'newest' },
        signal,
      });
      return items[0] ?? null;
    },
  });

/** `GET gym_label_templates/{id}/print.json`: read when the print page opens, kept by no cache. */
export const useLabelPrint = (id: number, routeIds: readonly number[], sectorId: number | undefined) =>
  useQuery({
    queryKey: labelKeys.print(id, routeIds, sectorId),
    queryFn: ({ signal }) =>
      callEndpoint(endpoint.getGymLabelPrint, {
        params: { id },
        query: {
          ...(routeIds.length > 0 ? { gym_route_ids: routeIds.join(',') } : {}),
          ...(sectorId === undefined ? {} : { gym_sector_id: sectorId }),
        },
        signal,
      }),
    staleTime: 0,
    gcTime: 0,
  });

function templatesChanged(template: Pick<GymLabelTemplate, 'id' | 'gym_id'>) {
  void queryClient.invalidateQueries({ queryKey: labelKeys.all(template.gym_id) });
  queryClient.removeQueries({ queryKey: labelKeys.one(template.id) });
}

export async function createLabelTemplate(gymId: number, body: GymLabelTemplateInput) {
  const template = await callEndpoint(endpoint.createGymLabelTemplate, { params: { id: gymId }, body });
  templatesChanged(template);
  return template;
}

export async function updateLabelTemplate(id: number, body: GymLabelTemplateUpdateInput) {
  const template = await callEndpoint(endpoint.updateGymLabelTemplate, { params: { id }, body });
  templatesChanged(template);
  return template;
}

export async function deleteLabelTemplate(template: Pick<GymLabelTemplate, 'id' | 'gym_id'>) {
  await callEndpoint(endpoint.deleteGymLabelTemplate, { params: { id: template.id } });
  templatesChanged(template);
}
