import type { Area, AreaInput, CragSummary } from '@climb/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { fetchAllPages, wikiWrite } from './wiki-cache';

export const areaKey = (id: number) => ['outdoor', 'areas', id] as const;
export const areaCragsKey = (id: number) => ['outdoor', 'areas', id, 'crags'] as const;

export const useArea = (id: number) =>
  useQuery({ queryKey: areaKey(id), queryFn: ({ signal }) => apiRequest<Area>(`areas/${id}.json`, { signal }) });

export const useAreaCrags = (id: number) =>
  useQuery({ queryKey: areaCragsKey(id), queryFn: () => fetchAllPages<CragSummary>(`areas/${id}/crags.json`) });

export const createArea = (body: AreaInput) => wikiWrite(apiRequest<Area>('areas.json', { method: 'POST', body }));

export const updateArea = (id: number, body: Partial<AreaInput>) =>
  wikiWrite(apiRequest<Area>(`areas/${id}.json`, { method: 'PUT', body }));

export const deleteArea = (id: number) => wikiWrite(apiRequest<null>(`areas/${id}.json`, { method: 'DELETE' }));

export const addCragToArea = (areaId: number, cragId: number) =>
  wikiWrite(apiRequest<unknown>(`areas/${areaId}/add_crag.json`, { method: 'POST', body: { crag_id: cragId } }));

export const removeCragFromArea = (areaId: number, cragId: number) =>
  wikiWrite(apiRequest<unknown>(`areas/${areaId}/remove_crag.json`, { method: 'DELETE', body: { crag_id: cragId } }));
