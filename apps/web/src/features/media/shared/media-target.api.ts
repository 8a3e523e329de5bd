import type { MediaTargetType } from '@climb/contracts';
import * as endpoint from '@climb/contracts/endpoint-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { areaPath, cragPath, cragRoutePath, cragSectorPath } from '../../../climbing/paths';
import { callEndpoint } from '../../../lib/endpoint-client';

/**
 * The record a new video or link is about, as the forms name it and lead back to it. A gym route may have no name:
 * `name` is null then and `sector` names where it is.
 */
export interface MediaRecord {
  type: MediaTargetType;
  id: number;
  name: string | null;
  sector?: string;
  path: string;
}

interface Named {
  id: number;
  slug_name: string;
}

// The gyms' pages, as the indoor catalogue builds them (a route opens as a panel of its space's page).
const gymPath = (gym: Named) => `/gyms/${gym.id}/${gym.slug_name}`;
const gymSpacePath = (gym: Named, space: Named) => `${gymPath(gym)}/spaces/${space.id}/${space.slug_name}`;

async function fetchRecord(type: MediaTargetType, id: number, signal: AbortSignal): Promise<MediaRecord> {
  const call = { params: { id }, signal };
  switch (type) {
    case 'crags': {
      const crag = await callEndpoint(endpoint.getCrag, call);
      return { type, id, name: crag.name, path: cragPath(crag) };
    }
    case 'crag_sectors': {
      const sector = await callEndpoint(endpoint.getCragSector, call);
      return { type, id, name: sector.name, path: cragSectorPath(sector) };
    }
    case 'crag_routes': {
      const route = await callEndpoint(endpoint.getCragRoute, call);
      return { type, id, name: route.name, path: cragRoutePath(route) };
    }
    case 'areas': {
      const area = await callEndpoint(endpoint.getArea, call);
      return { type, id, name: area.name, path: areaPath(area) };
    }
    case 'gyms': {
      const gym = await callEndpoint(endpoint.getGym, call);
      return { type, id, name: gym.name, path: gymPath(gym) };
    }
    case 'gym_spaces': {
      const space = await callEndpoint(endpoint.getGymSpace, call);
      return { type, id, name: space.name, path: gymSpacePath(space.gym, space) };
    }
    case 'gym_routes': {
      const route = await callEndpoint(endpoint.getGymRoute, call);
      return {
        type,
        id,
        name: route.name,
        sector: route.sector_name,
        path: `${gymSpacePath(route.gym, route.space)}?route=${route.id}`,
      };
    }
  }
}

/** The record of a media form's address (`/videos/crags/12/new`); a record that does not exist answers 404. */
export function mediaRecordQuery(type: MediaTargetType, id: number) {
  return queryOptions({
    queryKey: ['media', 'record', type, id] as const,
    queryFn: ({ signal }) => fetchRecord(type, id, signal),
  });
}

export function useMediaRecord(type: MediaTargetType, id: number) {
  return useQuery(mediaRecordQuery(type, id));
}
