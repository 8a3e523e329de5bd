import type { Alert, AlertableType, alertInput, alertUpdateInput, Crag, CragRoute, CragSector } from '@climb/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../../lib/api-client';
import { cragPath, cragRoutePath, cragSectorPath } from '../../shared/paths';
import { wikiWrite } from './wiki-cache';

export const alertKey = (id: number) => ['outdoor', 'alerts', id] as const;

export const useAlert = (id: number) =>
  useQuery({ queryKey: alertKey(id), queryFn: ({ signal }) => apiRequest<Alert>(`alerts/${id}.json`, { signal }) });

/** What an alert is about, as the alert pages name it and link back to it. */
export interface Alertable {
  type: AlertableType;
  id: number;
  name: string;
  path: string;
}

async function fetchAlertable(type: AlertableType, id: number, signal: AbortSignal): Promise<Alertable> {
  const record = await apiRequest<Crag | CragSector | CragRoute>(`${type}/${id}.json`, { signal });
  const path =
    type === 'crags' ? cragPath(record) : type === 'crag_sectors' ? cragSectorPath(record) : cragRoutePath(record);
  return { type, id, name: record.name, path };
}

export const useAlertable = (type: AlertableType | null, id: number | null) =>
  useQuery({
    queryKey: ['outdoor', type, id, 'alertable'],
    queryFn: ({ signal }) => fetchAlertable(type as AlertableType, id as number, signal),
    enabled: type !== null && id !== null,
  });

export const createAlert = (body: z.infer<typeof alertInput>) =>
  wikiWrite(apiRequest<Alert>('alerts.json', { method: 'POST', body }));

export const updateAlert = (id: number, body: z.infer<typeof alertUpdateInput>) =>
  wikiWrite(apiRequest<Alert>(`alerts/${id}.json`, { method: 'PUT', body }));

export const deleteAlert = (id: number) => wikiWrite(apiRequest<null>(`alerts/${id}.json`, { method: 'DELETE' }));
