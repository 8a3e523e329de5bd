import { type Contest, PRODUCT_NAME } from '@climb/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useFormatters } from '../../../lib/use-formatters';
import { type ContestChild, contestPath } from './contest-paths';

/**
 * Writes a contest page's title and description once the contest is loaded (on navigation; the server writes them
 * in the HTML). The shell sets the path's generic title after the page's effects: a microtask writes it again last.
 */
export function useContestHead(
  contest: Pick<Contest, 'name' | 'gym' | 'start_date' | 'end_date'>,
  page: ContestChild | undefined,
) {
  const { t } = useTranslation('contests');
  const f = useFormatters();
  const title = t(page === 'results' ? 'head.results' : page === 'my-contest' ? 'head.mine' : 'head.contest', {
    name: contest.name,
    gym: contest.gym.name,
  });
  const description = t('head.description', {
    name: contest.name,
    gym: contest.gym.name,
    start: f.day(contest.start_date),
    end: f.day(contest.end_date),
  });
  useEffect(() => {
    const write = () => {
      document.title = `${title} · ${PRODUCT_NAME}`;
      const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (meta) meta.content = description;
    };
    write();
    queueMicrotask(write);
  }, [title, description]);
}

/** Puts the contest's canonical address back (its gym's and its own names), the query string kept. */
export function useContestCanonicalPath(
  contest: Pick<Contest, 'id' | 'slug_name' | 'gym'> | undefined,
  page: ContestChild | undefined,
) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const canonical = contest ? contestPath(contest, page) : undefined;
  useEffect(() => {
    if (canonical && decodeURI(pathname) !== decodeURI(canonical)) navigate(`${canonical}${search}`, { replace: true });
  }, [canonical, pathname, search, navigate]);
}
