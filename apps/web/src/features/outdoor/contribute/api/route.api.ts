import type { CragRouteInput, CragRouteUpdateInput } from '@climb/contracts';
import * as endpoint from '@climb/contracts/endpoint-routes';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/endpoint-client';
import { wikiWrite } from './wiki-cache';

export const routeKey = (id: number) => ['outdoor', 'crag_routes', id] as const;

export const useRoute = (id: number) =>
  useQuery({
    queryKey: routeKey(id),
    queryFn: ({ signal }) => callEndpoint(endpoint.getCragRoute, { params: { id }, signal }),
  });

export const createRoute = (body: CragRouteInput) => wikiWrite(callEndpoint(endpoint.createCragRoute, { body }));

export const updateRoute = (id: number, body: CragRouteUpdateInput) =>
  wikiWrite(callEndpoint(endpoint.updateCragRoute, { params: { id }, body }));

export const deleteRoute = (id: number) => wikiWrite(callEndpoint(endpoint.deleteCragRoute, { params: { id } }));
