import type { AlertableType, EndpointBody, Endpoints } from '@climb/contracts';
import * as endpoint from '@climb/contracts/endpoint-routes';
import { useQuery } from '@tanstack/react-query';
import { cragPath, cragRoutePath, cragSectorPath } from '../../../../climbing/paths';
import { callEndpoint } from '../../../../lib/endpoint-client';
import { wikiWrite } from './wiki-cache';

export const alertKey = (id: number) => ['outdoor', 'alerts', id] as const;

export const useAlert = (id: number) =>
  useQuery({
    queryKey: alertKey(id),
    queryFn: ({ signal }) => callEndpoint(endpoint.getAlert, { params: { id }, signal }),
  });

/** What an alert is about, as the alert pages name it and link back to it. */
export interface Alertable {
  type: AlertableType;
  id: number;
  name: string;
  path: string;
}

async function fetchAlertable(type: AlertableType, id: number, signal: AbortSignal): Promise<Alertable> {
  const call = { params: { id }, signal };
  if (type === 'crags') {
    const crag = await callEndpoint(endpoint.getCrag, call);
    return { type, id, name: crag.name, path: cragPath(crag) };
  }
  if (type === 'crag_sectors') {
    const sector = await callEndpoint(endpoint.getCragSector, call);
    return { type, id, name: sector.name, path: cragSectorPath(sector) };
  }
  const route = await callEndpoint(endpoint.getCragRoute, call);
  return { type, id, name: route.name, path: cragRoutePath(route) };
}

export const useAlertable = (type: AlertableType | null, id: number | null) =>
  useQuery({
    queryKey: ['outdoor', type, id, 'alertable'],
    queryFn: ({ signal }) => fetchAlertable(type as AlertableType, id as number, signal),
    enabled: type !== null && id !== null,
  });

export const createAlert = (body: EndpointBody<Endpoints['createAlert']>) =>
  wikiWrite(callEndpoint(endpoint.createAlert, { body }));

export const updateAlert = (id: number, body: EndpointBody<Endpoints['updateAlert']>) =>
  wikiWrite(callEndpoint(endpoint.updateAlert, { params: { id }, body }));

export const deleteAlert = (id: number) => wikiWrite(callEndpoint(endpoint.deleteAlert, { params: { id } }));
