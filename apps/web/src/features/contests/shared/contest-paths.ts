/** The public addresses of a contest: `/gyms/{gymId}/{gymSlug}/contests/{id}/{slug}` and its children. */
interface ContestNamed {
  id: number;
  slug_name: string;
  gym: { id: number; slug_name: string };
}

export type ContestChild = 'my-contest' | 'results';

export const CONTESTS_PATH = '/contests';

export const contestPath = (contest: ContestNamed, child?: ContestChild) =>
  `/gyms/${contest.gym.id}/${contest.gym.slug_name}/contests/${contest.id}/${contest.slug_name}${child ? `/${child}` : ''}`;

export const myContestPath = (contest: ContestNamed) => contestPath(contest, 'my-contest');

/** The results page, filtered by a category and a gender when given (the address the page's cache reads). */
export function contestResultsPath(
  contest: ContestNamed,
  filter: { categoryId?: number | null; gender?: string | null } = {},
) {
  const search = new URLSearchParams();
  if (filter.categoryId) search.set('category', String(filter.categoryId));
  if (filter.gender) search.set('gender', filter.gender);
  const query = search.toString();
  return `${contestPath(contest, 'results')}${query ? `?${query}` : ''}`;
}
