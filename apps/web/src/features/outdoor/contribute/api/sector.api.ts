import type { CragSectorInput, CragSectorUpdateInput } from '@climb/contracts';
import * as endpoint from '@climb/contracts/endpoint-routes';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/endpoint-client';
import { wikiWrite } from './wiki-cache';

export const sectorKey = (id: number) => ['outdoor', 'crag_sectors', id] as const;

export const useSector = (id: number | null) =>
  useQuery({
    queryKey: sectorKey(id ?? 0),
    queryFn: ({ signal }) => callEndpoint(endpoint.getCragSector, { params: { id: id ?? undefined }, signal }),
    enabled: id !== null,
  });

export const createSector = (body: CragSectorInput) => wikiWrite(callEndpoint(endpoint.createCragSector, { body }));

export const updateSector = (id: number, body: CragSectorUpdateInput) =>
  wikiWrite(callEndpoint(endpoint.updateCragSector, { params: { id }, body }));

export const deleteSector = (id: number) => wikiWrite(callEndpoint(endpoint.deleteCragSector, { params: { id } }));
