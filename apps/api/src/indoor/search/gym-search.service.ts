import type { GymListQuery, GymSummary } from '@climb/contracts';
import { completionQuery } from '../../lib/completion-words';
import { completeQuery } from '../../lib/search-completions';
import { toGymSummary } from '../gyms/gym.mapper';
import { fileUrls, type IndoorContext } from '../shared/indoor-change';
import { GYM_SEARCH } from './gym-completions';

/** The most gyms a typed search lists: the best matches, name and town, typos forgiven. */
export const GYM_SEARCH_MAX = 100;

/**
 * `GET gyms.json?query=`: the gyms whose name or town starts with what is typed (or, when none does, looks like it),
 * best first, the most followed first among equals, filtered by type: a page of the best `GYM_SEARCH_MAX`.
 */
export async function searchGyms(
  context: IndoorContext,
  query: Omit<GymListQuery, 'query'> & { query: string },
): Promise<{ items: GymSummary[]; total: number }> {
  const plan = completionQuery(query.query);
  if (!plan) return { items: [], total: 0 };
  const { gyms } = await completeQuery(context.db, GYM_SEARCH, plan, GYM_SEARCH_MAX);
  const types = query.climbing_types ?? [];
  const matching = types.length ? gyms.filter((gym) => gym.climbing_types.some((type) => types.includes(type))) : gyms;
  const offset = (query.page - 1) * query.per_page;
  const url = fileUrls(context);
  return {
    items: matching.slice(offset, offset + query.per_page).map((row) => toGymSummary(row, url)),
    total: matching.length,
  };
}
