import type { Crag, CragInput, CragMap, CragSectorSummary, CragUpdateInput } from '@climb/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { fetchAllPages, wikiWrite } from './wiki-cache';

export const cragKey = (id: number) => ['outdoor', 'crags', id] as const;
export const cragSectorsKey = (id: number) => ['outdoor', 'crags', id, 'sectors'] as const;
export const cragMapKey = (id: number) => ['outdoor', 'crags', id, 'map'] as const;

export const useCrag = (id: number) =>
  useQuery({ queryKey: cragKey(id), queryFn: ({ signal }) => apiRequest<Crag>(`crags/${id}.json`, { signal }) });

/** Every sector of a crag (the route form's sector select, the map editor's list). */
export const useCragSectors = (id: number) =>
  useQuery({
    queryKey: cragSectorsKey(id),
    queryFn: () => fetchAllPages<CragSectorSummary>(`crags/${id}/crag_sectors.json`),
  });

/** Everything the crag map draws: sectors, parks, approaches, rock bars. */
export const useCragMap = (id: number) =>
  useQuery({
    queryKey: cragMapKey(id),
    queryFn: ({ signal }) => apiRequest<CragMap>(`crags/${id}/map.json`, { signal }),
  });

export const createCrag = (body: CragInput) => wikiWrite(apiRequest<Crag>('crags.json', { method: 'POST', body }));

export const updateCrag = (id: number, body: CragUpdateInput) =>
  wikiWrite(apiRequest<Crag>(`crags/${id}.json`, { method: 'PUT', body }));

export const deleteCrag = (id: number) => wikiWrite(apiRequest<null>(`crags/${id}.json`, { method: 'DELETE' }));
