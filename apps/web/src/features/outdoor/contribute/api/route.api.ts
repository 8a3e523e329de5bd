import type { CragRouteInput, CragRouteUpdateInput } from '@climb/contracts';
import * as endpoint from '@climb/contracts/endpoint-routes';
import { callEndpoint } from '../../../../lib/endpoint-client';
import { wikiWrite } from './wiki-cache';

export const createRoute = (body: CragRouteInput) => wikiWrite(callEndpoint(endpoint.createCragRoute, { body }));

export const updateRoute = (id: number, body: CragRouteUpdateInput) =>
  wikiWrite(callEndpoint(endpoint.updateCragRoute, { params: { id }, body }));

export const deleteRoute = (id: number) => wikiWrite(callEndpoint(endpoint.deleteCragRoute, { params: { id } }));
