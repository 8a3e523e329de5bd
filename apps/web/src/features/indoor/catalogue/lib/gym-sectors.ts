import type { GymSector, GymSpaceSummary } from '@climb/contracts';
import { useQueries } from '@tanstack/react-query';
import type { PageDataContext } from '../../../../lib/page-module';
import { gymSpacesQuery, useGymSpaces } from '../../shared/gyms.api';
import { gymSpaceQuery } from '../../shared/routes.api';

export interface GymSectorsState {
  spaces: readonly GymSpaceSummary[];
  /** Every sector of the gym, space by space, once every space is read. */
  sectors: readonly (GymSector & { space: GymSpaceSummary })[] | undefined;
}

/** Every sector of a gym, read space by space (a gym has a handful of spaces): the route table's sector filter. */
export function useGymSectors(gymId: number): GymSectorsState {
  const spaces = useGymSpaces(gymId);
  const details = useQueries({ queries: (spaces.data ?? []).map((space) => gymSpaceQuery(space.id)) });
  const list = spaces.data ?? [];
  const complete = spaces.data !== undefined && details.every((detail) => detail.data !== undefined);
  return {
    spaces: list,
    sectors: complete
      ? list.flatMap((space, index) => (details[index]?.data?.sectors ?? []).map((sector) => ({ ...sector, space })))
      : undefined,
  };
}

/** The gym's spaces and each space's sectors, for the server's render of the route table. */
export async function fetchGymSectors(fetch: PageDataContext['fetch'], gymId: number) {
  const spaces = await fetch(gymSpacesQuery(gymId));
  return Promise.all(spaces.map((space) => fetch(gymSpaceQuery(space.id))));
}
