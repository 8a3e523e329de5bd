import type { Approach, Park, RockBar } from '@climb/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { wikiWrite } from './wiki-cache';

/** The records drawn on a crag map, each with its own endpoints (`parks.json`, `parks/{id}.json`…). */
export type MapItemKind = 'parks' | 'approaches' | 'rock_bars';

interface MapItems {
  parks: Park;
  approaches: Approach;
  rock_bars: RockBar;
}

/** The record of one kind of map item (`MapItemOf<'parks'>` is a `Park`). */
export type MapItemOf<Kind extends MapItemKind> = MapItems[Kind];

export const mapItemKey = (kind: MapItemKind, id: number) => ['outdoor', kind, id] as const;

export function useMapItem<Kind extends MapItemKind>(kind: Kind, id: number | null) {
  return useQuery({
    queryKey: mapItemKey(kind, id ?? 0),
    queryFn: ({ signal }) => apiRequest<MapItems[Kind]>(`${kind}/${id}.json`, { signal }),
    enabled: id !== null,
  });
}

export const createMapItem = <Kind extends MapItemKind>(kind: Kind, body: object) =>
  wikiWrite(apiRequest<MapItems[Kind]>(`${kind}.json`, { method: 'POST', body }));

export const updateMapItem = <Kind extends MapItemKind>(kind: Kind, id: number, body: object) =>
  wikiWrite(apiRequest<MapItems[Kind]>(`${kind}/${id}.json`, { method: 'PUT', body }));

export const deleteMapItem = (kind: MapItemKind, id: number) =>
  wikiWrite(apiRequest<null>(`${kind}/${id}.json`, { method: 'DELETE' }));
