import type { ContestGender } from '@climb/contracts';
import { optionalParam, paramsParser, recordIdParam, textParam } from '../../../lib/route-params';

// Read by hand, not with zod: the pages a visitor only reads load no schema (lib/route-params.ts).

/** The name parts of an address are decoration (the page puts the canonical ones back): any short text. */
const namePart = optionalParam(textParam(300));

export const contestParams = paramsParser({
  gymId: recordIdParam,
  gymName: namePart,
  contestId: recordIdParam,
  contestName: namePart,
});

/** The results page's filters, from its address (`?category=3&gender=female`): what the page's cache reads. */
export function resultsFilterOf(search: URLSearchParams): { categoryId: number | null; gender: ContestGender | null } {
  const category = recordIdParam(search.get('category') ?? undefined);
  const gender = search.get('gender');
  return {
    categoryId: typeof category === 'number' ? category : null,
    gender: gender === 'male' || gender === 'female' ? gender : null,
  };
}
