import { optionalParam, paramsParser, recordIdParam, textParam } from '../../../lib/route-params';

// Read by hand, not with zod: the pages a visitor only reads load no schema (lib/route-params.ts).

/** The name part of an address is decoration (the page puts the canonical one back): any short text. */
const namePart = optionalParam(textParam(300));

export const gymParams = paramsParser({ gymId: recordIdParam, gymName: namePart });
export const gymSpaceParams = paramsParser({
  gymId: recordIdParam,
  gymName: namePart,
  gymSpaceId: recordIdParam,
  gymSpaceName: namePart,
});
export const gymChainParams = paramsParser({ gymChainId: recordIdParam });

/** A record id of the query string (`?route=12`), or null when absent or not an id. */
export function queryRecordId(search: URLSearchParams, name: string): number | null {
  const raw = search.get(name);
  if (raw === null) return null;
  const value = recordIdParam(raw);
  return typeof value === 'number' ? value : null;
}
