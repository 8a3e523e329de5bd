import { type Contest, contestPageHead, type Locale, PRODUCT_NAME } from '@climb/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { type ContestChild, contestPath } from './contest-paths';

/**
 * Writes a contest page's title and description once the contest is loaded (on navigation; the server writes the same
 * in the HTML, from the same contracts' `contestPageHead`). The shell sets the path's generic title after the page's
 * effects: a microtask writes it again last.
 */
export function useContestHead(
  contest: Pick<Contest, 'name' | 'gym' | 'start_date' | 'end_date'>,
  page: ContestChild | undefined,
) {
  const { i18n } = useTranslation();
  const locale: Locale = i18n.resolvedLanguage === 'en' ? 'en' : 'fr';
  const key = page === 'results' ? 'contestResults' : page === 'my-contest' ? 'myContest' : 'contest';
  const { title, description } = contestPageHead(locale, key, {
    name: contest.name,
    gym_name: contest.gym.name,
    city: contest.gym.city,
    start_date: contest.start_date,
    end_date: contest.end_date,
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
