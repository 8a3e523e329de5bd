import { optionalParam, paramsParser, recordIdParam, textParam } from '../../../../lib/route-params';

/** The name part of an address is decoration: any short text. */
const namePart = optionalParam(textParam(300));

/** Route parameters of a template's pages and its print page; anything else answers the 404 page. */
export const labelTemplateParams = paramsParser({
  gymId: recordIdParam,
  gymName: namePart,
  gymLabelTemplateId: recordIdParam,
});

/**
 * The routes of a print address (`?gym_route_ids=1,2,3`), as the API reads them: record ids, each once, in order.
 * Null when the list is not one (the page says so rather than asking the API).
 */
export function routeIdsOf(search: URLSearchParams): number[] | null {
  const raw = search.get('gym_route_ids');
  if (raw === null || raw.trim() === '') return [];
  const ids: number[] = [];
  for (const part of raw.split(',')) {
    const item = part.trim();
    if (item === '') continue;
    const id = recordIdParam(item);
    if (typeof id !== 'number') return null;
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** The sector of a print address (`?gym_sector_id=12`), when it names one. */
export function sectorIdOf(search: URLSearchParams): number | undefined {
  const raw = search.get('gym_sector_id');
  const id = raw === null ? undefined : recordIdParam(raw);
  return typeof id === 'number' ? id : undefined;
}
