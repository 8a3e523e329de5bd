import { MODERATION_STATES, type ModerationState } from '@climb/contracts/media/moderation-states';
import { optionalParam, paramsParser, recordIdParam, textParam } from '../../../lib/route-params';

/** The moderation pages' route parameters: the gym (its name part is decoration); anything else is the 404 page. */
export const moderationParams = paramsParser({ gymId: recordIdParam, gymName: optionalParam(textParam(300)) });

/** The list a page shows, from its address (`?state=hidden&page=2`): all, page 1 when absent or not one. */
export function moderationSearch(search: URLSearchParams): { state: ModerationState; page: number } {
  const raw = search.get('state');
  const state = (MODERATION_STATES as readonly string[]).includes(raw ?? '') ? (raw as ModerationState) : 'all';
  const page = Number(search.get('page'));
  return { state, page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1 };
}
