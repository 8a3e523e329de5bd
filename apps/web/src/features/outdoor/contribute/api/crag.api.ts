import type { CragInput, CragUpdateInput } from '@climb/contracts';
import * as endpoint from '@climb/contracts/endpoint-routes';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/endpoint-client';
import { wikiWrite } from './wiki-cache';

export const cragKey = (id: number) => ['outdoor', 'crags', id] as const;
export const cragSectorsKey = (id: number) => ['outdoor', 'crags', id, 'sectors'] as const;
export const cragMapKey = (id: number) => ['outdoor', 'crags', id, 'map'] as const;

export const useCrag = (id: number) =>
  useQuery({
    queryKey: cragKey(id),
    queryFn: ({ signal }) => callEndpoint(endpoint.getCrag, { params: { id }, signal }),
  });

/** Every sector of a crag (the route form's sector select, the map editor's list). */
export const useCragSectors = (id: number) =>
  useQuery({
    queryKey: cragSectorsKey(id),
    queryFn: ({ signal }) => callEndpoint(endpoint.listCragSectors, { params: { id }, signal }),
  });

/** Everything the crag map draws: sectors, parks, approaches, rock bars. */
export const useCragMap = (id: number) =>
  useQuery({
    queryKey: cragMapKey(id),
    queryFn: ({ signal }) => callEndpoint(endpoint.getCragMap, { params: { id }, signal }),
  });

export const createCrag = (body: CragInput) => wikiWrite(callEndpoint(endpoint.createCrag, { body }));

export const updateCrag = (id: number, body: CragUpdateInput) =>
  wikiWrite(callEndpoint(endpoint.updateCrag, { params: { id }, body }));

export const deleteCrag = (id: number) => wikiWrite(callEndpoint(endpoint.deleteCrag, { params: { id } }));
