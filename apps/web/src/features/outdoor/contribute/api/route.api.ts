import type { CragRoute, CragRouteInput, CragRouteUpdateInput } from '@climb/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { wikiWrite } from './wiki-cache';

export const routeKey = (id: number) => ['outdoor', 'crag_routes', id] as const;

export const useRoute = (id: number) =>
  useQuery({
    queryKey: routeKey(id),
    queryFn: ({ signal }) => apiRequest<CragRoute>(`crag_routes/${id}.json`, { signal }),
  });

export const createRoute = (body: CragRouteInput) =>
  wikiWrite(apiRequest<CragRoute>('crag_routes.json', { method: 'POST', body }));

export const updateRoute = (id: number, body: CragRouteUpdateInput) =>
  wikiWrite(apiRequest<CragRoute>(`crag_routes/${id}.json`, { method: 'PUT', body }));

export const deleteRoute = (id: number) => wikiWrite(apiRequest<null>(`crag_routes/${id}.json`, { method: 'DELETE' }));
