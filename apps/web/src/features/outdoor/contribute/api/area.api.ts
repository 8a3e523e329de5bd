import type { AreaInput } from '@climb/contracts';
import * as endpoint from '@climb/contracts/endpoint-routes';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint, callListEndpoint } from '../../../../lib/endpoint-client';
import { ALL_PAGES_PER_PAGE, fetchAllPages, wikiWrite } from './wiki-cache';

export const areaCragsKey = (id: number) => ['outdoor', 'areas', id, 'crags'] as const;

export const useAreaCrags = (id: number) =>
  useQuery({
    queryKey: areaCragsKey(id),
    queryFn: () =>
      fetchAllPages((page) =>
        callListEndpoint(endpoint.listAreaCrags, { params: { id }, query: { page, per_page: ALL_PAGES_PER_PAGE } }),
      ),
  });

export const createArea = (body: AreaInput) => wikiWrite(callEndpoint(endpoint.createArea, { body }));

export const updateArea = (id: number, body: Partial<AreaInput>) =>
  wikiWrite(callEndpoint(endpoint.updateArea, { params: { id }, body }));

export const deleteArea = (id: number) => wikiWrite(callEndpoint(endpoint.deleteArea, { params: { id } }));

export const addCragToArea = (areaId: number, cragId: number) =>
  wikiWrite(callEndpoint(endpoint.addCragToArea, { params: { id: areaId }, body: { crag_id: cragId } }));

export const removeCragFromArea = (areaId: number, cragId: number) =>
  wikiWrite(callEndpoint(endpoint.removeCragFromArea, { params: { id: areaId }, body: { crag_id: cragId } }));
