import type { Locale } from '../platform/locale';
import type { PageMeta } from '../platform/page-types';
import { CONTEST_PAGE_META } from './contest-page-meta';

/*
 * Titles and descriptions of a contest's public pages, in both languages: the one source of the head the server
 * writes into the HTML and of the one the browser writes when it opens the page itself. Each takes the few fields it
 * needs, which the server reads from the database and the browser from the contest it fetched.
 */

type ContestMetaKey = keyof (typeof CONTEST_PAGE_META)['fr'];

/** What a contest's head reads. */
export interface ContestHeadFields {
  name: string;
  gym_name: string;
  city: string | null;
  start_date: string;
  end_date: string;
}

const dateFormats: Record<Locale, Intl.DateTimeFormat> = {
  fr: new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

/** `le 14 mai 2026`, `du 14 mai 2026 au 15 mai 2026` / `on 14 May 2026`, `from 14 May 2026 to 15 May 2026`. */
function contestDays(locale: Locale, start: string, end: string): string {
  const format = (day: string) => dateFormats[locale].format(new Date(`${day}T00:00:00Z`));
  if (start === end) return locale === 'fr' ? `le ${format(start)}` : `on ${format(start)}`;
  return locale === 'fr' ? `du ${format(start)} au ${format(end)}` : `from ${format(start)} to ${format(end)}`;
}

/** A contest's page and its results page: its name and gym, its days and place. */
export function contestPageHead(locale: Locale, key: ContestMetaKey, contest: ContestHeadFields): PageMeta {
  const days = contestDays(locale, contest.start_date, contest.end_date);
  const place = contest.city ? `${contest.gym_name} (${contest.city})` : contest.gym_name;
  const title = `${contest.name} – ${contest.gym_name}`;
  if (key === 'contestResults') {
    return {
      title: `${CONTEST_PAGE_META[locale].contestResults.title} – ${title}`,
      description:
        locale === 'fr'
          ? `Résultats de ${contest.name}, compétition d’escalade à ${place} ${days} : classements par catégorie.`
          : `Results of ${contest.name}, a climbing contest at ${place} ${days}: rankings by category.`,
    };
  }
  if (key === 'myContest')
    return { ...CONTEST_PAGE_META[locale].myContest, title: `${CONTEST_PAGE_META[locale].myContest.title} – ${title}` };
  return {
    title,
    description:
      locale === 'fr'
        ? `${contest.name} : compétition d’escalade à ${place} ${days}. Catégories, vagues, inscription et résultats.`
        : `${contest.name}: a climbing contest at ${place} ${days}. Categories, waves, registration and results.`,
  };
}
