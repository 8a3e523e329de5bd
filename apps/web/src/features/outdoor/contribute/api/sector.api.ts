import type { CragSector, CragSectorInput, CragSectorUpdateInput } from '@climb/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { wikiWrite } from './wiki-cache';

export const sectorKey = (id: number) => ['outdoor', 'crag_sectors', id] as const;

export const useSector = (id: number | null) =>
  useQuery({
    queryKey: sectorKey(id ?? 0),
    queryFn: ({ signal }) => apiRequest<CragSector>(`crag_sectors/${id}.json`, { signal }),
    enabled: id !== null,
  });

export const createSector = (body: CragSectorInput) =>
  wikiWrite(apiRequest<CragSector>('crag_sectors.json', { method: 'POST', body }));

export const updateSector = (id: number, body: CragSectorUpdateInput) =>
  wikiWrite(apiRequest<CragSector>(`crag_sectors/${id}.json`, { method: 'PUT', body }));

export const deleteSector = (id: number) =>
  wikiWrite(apiRequest<null>(`crag_sectors/${id}.json`, { method: 'DELETE' }));
