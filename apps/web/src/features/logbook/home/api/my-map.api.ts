import type { AscendedCragsFeatureCollection } from '@climb/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { logbookHomeKeys } from './keys';

/** `GET current_users/ascended_crags_geo_json.json`, with my figures at each crag (not minimalistic). */
export function useAscendedCrags() {
  return useQuery({
    queryKey: logbookHomeKeys.ascendedCrags,
    queryFn: ({ signal }) =>
      apiRequest<AscendedCragsFeatureCollection>('current_users/ascended_crags_geo_json.json', {
        query: { minimalistic: false },
        signal,
      }),
    staleTime: 0,
  });
}
