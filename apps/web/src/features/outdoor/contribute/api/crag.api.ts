import type { CragInput, CragUpdateInput } from '@climb/contracts';
import * as endpoint from '@climb/contracts/endpoint-routes';
import { callEndpoint } from '../../../../lib/endpoint-client';
import { wikiWrite } from './wiki-cache';

/* Reading a crag, its sectors and its map: the catalogue's `useCrag`, `useCragSectors`, `useCragMap` (`catalogue/api/crags.api.ts`). */

export const createCrag = (body: CragInput) => wikiWrite(callEndpoint(endpoint.createCrag, { body }));

export const updateCrag = (id: number, body: CragUpdateInput) =>
  wikiWrite(callEndpoint(endpoint.updateCrag, { params: { id }, body }));

export const deleteCrag = (id: number) => wikiWrite(callEndpoint(endpoint.deleteCrag, { params: { id } }));
