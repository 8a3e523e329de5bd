import * as endpoint from '@climb/contracts/endpoint-routes';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/endpoint-client';
import { logbookHomeKeys } from './keys';

/** `GET current_users/ascended_crags_geo_json.json`, with my figures at each crag (not minimalistic). */
export function useAscendedCrags() {
  return useQuery({
    queryKey: logbookHomeKeys.ascendedCrags,
    queryFn: ({ signal }) =>
      callEndpoint(endpoint.getMyAscendedCrags, {
        query: { minimalistic: 'false' },
        signal,
      }),
    staleTime: 0,
  });
}
