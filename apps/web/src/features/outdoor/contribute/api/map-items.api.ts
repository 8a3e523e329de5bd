import type { Approach, Park, RockBar } from '@climb/contracts';
import * as endpoint from '@climb/contracts/endpoint-routes';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/endpoint-client';
import { wikiWrite } from './wiki-cache';

/** The records drawn on a crag map, each with its own endpoints (`parks.json`, `parks/{id}.json`…). */
export type MapItemKind = 'parks' | 'approaches' | 'rock_bars';

/** The four endpoints of each kind of map item. */
const MAP_ITEM_ENDPOINTS = {
  parks: {
    read: endpoint.getPark,
    create: endpoint.createPark,
    update: endpoint.updatePark,
    remove: endpoint.deletePark,
  },
  approaches: {
    read: endpoint.getApproach,
    create: endpoint.createApproach,
    update: endpoint.updateApproach,
    remove: endpoint.deleteApproach,
  },
  rock_bars: {
    read: endpoint.getRockBar,
    create: endpoint.createRockBar,
    update: endpoint.updateRockBar,
    remove: endpoint.deleteRockBar,
  },
};

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
    queryFn: ({ signal }) =>
      callEndpoint(MAP_ITEM_ENDPOINTS[kind].read, { params: { id: id ?? undefined }, signal }) as Promise<
        MapItemOf<Kind>
      >,
    enabled: id !== null,
  });
}

/** A map form's body is checked by the server against its kind's schema. */
export const createMapItem = <Kind extends MapItemKind>(kind: Kind, body: object) =>
  wikiWrite(callEndpoint(MAP_ITEM_ENDPOINTS[kind].create, { body } as never) as Promise<MapItemOf<Kind>>);

export const updateMapItem = <Kind extends MapItemKind>(kind: Kind, id: number, body: object) =>
  wikiWrite(
    callEndpoint(MAP_ITEM_ENDPOINTS[kind].update, { params: { id }, body } as never) as Promise<MapItemOf<Kind>>,
  );

export const deleteMapItem = (kind: MapItemKind, id: number) =>
  wikiWrite(callEndpoint(MAP_ITEM_ENDPOINTS[kind].remove, { params: { id } }));
