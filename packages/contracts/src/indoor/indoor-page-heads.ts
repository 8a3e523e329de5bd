import type { Locale } from '../platform/locale';
import type { PageMeta } from '../platform/page-types';
import { INDOOR_PAGE_META } from './indoor-page-meta';

/*
 * Titles and descriptions of the indoor records' pages, in both languages: the one source of the head the server
 * writes into the HTML and of the one the browser writes when it opens the page itself, so that a page keeps its
 * title once hydrated. Each takes the few fields it needs, which the server reads from the database and the browser
 * from the record it fetched.
 */

type IndoorMetaKey = keyof (typeof INDOOR_PAGE_META)['fr'];

const numberFormats: Record<Locale, Intl.NumberFormat> = {
  fr: new Intl.NumberFormat('fr-FR'),
  en: new Intl.NumberFormat('en-GB'),
};

/** `1 voie ouverte`, `12 voies ouvertes` / `1 route set`, `12 routes set`. */
function routesSet(locale: Locale, count: number): string {
  const number = numberFormats[locale].format(count);
  if (locale === 'fr') return count <= 1 ? `${number} voie ouverte` : `${number} voies ouvertes`;
  return count === 1 ? `${number} route set` : `${number} routes set`;
}

/** A child page's title before the record's: `Espaces de la salle – Block'Out`. */
function withChildTitle(locale: Locale, key: IndoorMetaKey, mainKey: IndoorMetaKey, head: PageMeta): PageMeta {
  if (key === mainKey) return head;
  return { ...head, title: `${INDOOR_PAGE_META[locale][key].title} – ${head.title}` };
}

/** A gym's page and its child pages (`gym`, `gymSpaces`, `gymFollowers`, `gymEdit`…). */
export function gymPageHead(
  locale: Locale,
  key: IndoorMetaKey,
  gym: { name: string; city: string; mounted_routes_count: number },
): PageMeta {
  const routes = gym.mounted_routes_count > 0 ? `, ${routesSet(locale, gym.mounted_routes_count)}` : '';
  const description =
    locale === 'fr'
      ? `${gym.name} : salle d’escalade à ${gym.city}${routes}. Adresse, horaires, espaces, secteurs et voies.`
      : `${gym.name}: a climbing gym in ${gym.city}${routes}. Address, hours, spaces, sectors and routes.`;
  return withChildTitle(locale, key, 'gym', { title: `${gym.name} – ${gym.city}`, description });
}

/** A space's page: its name, its gym's. */
export function gymSpacePageHead(
  locale: Locale,
  key: IndoorMetaKey,
  space: { name: string; gym_name: string; mounted_routes_count: number },
): PageMeta {
  const routes = space.mounted_routes_count > 0 ? ` : ${routesSet(locale, space.mounted_routes_count)}` : '';
  const description =
    locale === 'fr'
      ? `${space.name}, espace de la salle ${space.gym_name}${routes}. Le plan, ses secteurs et leurs voies.`
      : `${space.name}, a space of the gym ${space.gym_name}${routes.replace(' : ', ': ')}. Its plan, sectors and routes.`;
  return withChildTitle(locale, key, 'gymSpace', { title: `${space.name} – ${space.gym_name}`, description });
}

/** The table of a gym's routes (`/grs/{gymId}`). */
export function gymRouteTablePageHead(locale: Locale, gym: { name: string; mounted_routes_count: number }): PageMeta {
  const title = `${INDOOR_PAGE_META[locale].gymRouteTable.title} – ${gym.name}`;
  const description =
    locale === 'fr'
      ? `${routesSet(locale, gym.mounted_routes_count)} à ${gym.name}, par secteur, couleur et cotation.`
      : `${routesSet(locale, gym.mounted_routes_count)} at ${gym.name}, by sector, colour and grade.`;
  return { title, description };
}

/** A gym chain's page and its child pages. */
export function gymChainPageHead(
  locale: Locale,
  key: IndoorMetaKey,
  chain: { name: string; gyms_count: number },
): PageMeta {
  const gyms = numberFormats[locale].format(chain.gyms_count);
  const description =
    locale === 'fr'
      ? `${chain.name} : groupe de ${gyms} salle${chain.gyms_count > 1 ? 's' : ''} d’escalade.`
      : `${chain.name}: a chain of ${gyms} climbing gym${chain.gyms_count === 1 ? '' : 's'}.`;
  return withChildTitle(locale, key, 'gymChain', { title: chain.name, description });
}
