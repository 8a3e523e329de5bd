import { formatGrade, formatGradeRange } from '../platform/grade-systems';
import type { Locale } from '../platform/locale';
import { type PageMeta, PRODUCT_NAME } from '../platform/page-types';
import { OUTDOOR_PAGE_META } from './outdoor-page-meta';

/*
 * Titles and descriptions of the outdoor records' pages, in both languages: the one source of the head the
 * server writes into the HTML (what search engines read) and of the one the browser writes when it opens the
 * page itself, so that a page keeps its title once hydrated (docs/decisions/027). Each takes the few
 * fields it needs, which the server reads from the database and the browser from the record it fetched.
 */

type OutdoorMetaKey = keyof (typeof OUTDOOR_PAGE_META)['fr'];

const numberFormats: Record<Locale, Intl.NumberFormat> = {
  fr: new Intl.NumberFormat('fr-FR'),
  en: new Intl.NumberFormat('en-GB'),
};

/** `1 voie`, `0 voie`, `2 voies` (French singular up to 1); `1 route`, `0 routes`. */
function counted(locale: Locale, count: number, one: string, many: string): string {
  const singular = locale === 'fr' ? count <= 1 : count === 1;
  return `${numberFormats[locale].format(count)} ${singular ? one : many}`;
}

const ROUTES = { fr: ['voie', 'voies'], en: ['route', 'routes'] } as const;
const CRAGS = { fr: ['site d’escalade', 'sites d’escalade'], en: ['crag', 'crags'] } as const;

const routesOf = (locale: Locale, count: number) => counted(locale, count, ROUTES[locale][0], ROUTES[locale][1]);
const cragsOf = (locale: Locale, count: number) => counted(locale, count, CRAGS[locale][0], CRAGS[locale][1]);

interface GradedFigures {
  routes_count: number;
  grade_min_value: number | null;
  grade_max_value: number | null;
}

/** `du 5a au 8b` / `from 5a to 8b`, `en 6a` / `graded 6a`, or nothing without grades (French scale). */
function gradeSpan(locale: Locale, min: number | null, max: number | null): string {
  if (!min && !max) return '';
  if (!min || !max || min === max)
    return locale === 'fr' ? ` en ${formatGrade(min || max)}` : ` graded ${formatGrade(min || max)}`;
  return locale === 'fr'
    ? ` du ${formatGrade(min)} au ${formatGrade(max)}`
    : ` from ${formatGrade(min)} to ${formatGrade(max)}`;
}

/** `120 voies du 5a au 8b` when there are routes. */
function routesSummary(locale: Locale, figures: GradedFigures): string {
  if (figures.routes_count === 0) return '';
  return `${routesOf(locale, figures.routes_count)}${gradeSpan(locale, figures.grade_min_value, figures.grade_max_value)}`;
}

/** `Hautes-Alpes (05)` */
const departmentLabel = (name: string, number: string) => `${name} (${number})`;

/** The document's title of a record's page: the product's name after the page's own. */
export function recordPageTitle(head: PageMeta): string {
  return `${head.title} · ${PRODUCT_NAME}`;
}

/** A child page's title before the record's: `Carte du site – Céüse`. */
function withChildTitle(locale: Locale, key: OutdoorMetaKey, mainKey: OutdoorMetaKey, head: PageMeta): PageMeta {
  if (key === mainKey) return head;
  return { ...head, title: `${OUTDOOR_PAGE_META[locale][key].title} – ${head.title}` };
}

/** Where a crag is, as its title and description need it. */
export interface CragPlace {
  town_name: string | null;
  department_name: string | null;
  department_number: string | null;
}

/** Where a crag is, for its title: `Sigottier (Hautes-Alpes)`, `Hautes-Alpes (05)`, `Sigottier` or null. */
function shortPlace({ town_name, department_name, department_number }: CragPlace): string | null {
  if (town_name) return department_name ? `${town_name} (${department_name})` : town_name;
  return department_name && department_number ? departmentLabel(department_name, department_number) : null;
}

/** Where a crag is, in a sentence: `à Sigottier (Hautes-Alpes, 05)` / `near Sigottier (Hautes-Alpes, 05)`. */
function placePhrase(locale: Locale, { town_name, department_name, department_number }: CragPlace): string {
  const department = department_name && department_number ? `${department_name}, ${department_number}` : null;
  if (town_name) return `${locale === 'fr' ? 'à' : 'near'} ${town_name}${department ? ` (${department})` : ''}`;
  if (!department_name || !department_number) return '';
  const label = departmentLabel(department_name, department_number);
  return locale === 'fr' ? `dans le département ${label}` : `in ${label}`;
}

/** A crag's page and its child pages (`crag`, `cragMaps`, `cragRoutes`…). */
export function cragPageHead(
  locale: Locale,
  key: OutdoorMetaKey,
  crag: CragPlace & GradedFigures & { name: string },
): PageMeta {
  const place = shortPlace(crag);
  const where = placePhrase(locale, crag);
  const routes = routesSummary(locale, crag);
  const description =
    locale === 'fr'
      ? `${crag.name} : site d’escalade${where ? ` ${where}` : ''}${routes ? `, ${routes}` : ''}. Secteurs, cotations, orientation, saisons, accès et carte.`
      : `${crag.name}: a crag${where ? ` ${where}` : ''}${routes ? `, ${routes}` : ''}. Sectors, grades, orientation, seasons, access and map.`;
  return withChildTitle(locale, key, 'crag', { title: place ? `${crag.name} – ${place}` : crag.name, description });
}

/** A sector's page and its map. */
export function sectorPageHead(
  locale: Locale,
  key: OutdoorMetaKey,
  sector: GradedFigures & { name: string; crag_name: string },
): PageMeta {
  const routes = routesSummary(locale, sector);
  const description =
    locale === 'fr'
      ? `Secteur ${sector.name} du site d’escalade ${sector.crag_name}${routes ? ` : ${routes}` : ''}. Voies, cotations, orientation et ensoleillement.`
      : `${sector.name} sector of the crag ${sector.crag_name}${routes ? `: ${routes}` : ''}. Routes, grades, orientation and sun.`;
  return withChildTitle(locale, key, 'cragSector', { title: `${sector.name} – ${sector.crag_name}`, description });
}

/** A route's page: its name with its grade. */
export function routePageHead(
  locale: Locale,
  route: {
    name: string;
    grade_min_value: number | null;
    grade_max_value: number | null;
    grade_text: string | null;
    crag_name: string;
    sector_name: string | null;
  },
): PageMeta {
  const grade = formatGradeRange(route.grade_min_value, route.grade_max_value) ?? route.grade_text;
  const named = grade ? `${route.name} ${grade}` : route.name;
  const description =
    locale === 'fr'
      ? `${route.name}${grade ? `, ${grade},` : ''} voie du site d’escalade ${route.crag_name}${route.sector_name ? `, secteur ${route.sector_name}` : ''} : cotation, longueurs, hauteur, équipement, ouvreur et avis des grimpeurs.`
      : `${route.name}${grade ? `, ${grade},` : ''} a route of the crag ${route.crag_name}${route.sector_name ? `, ${route.sector_name} sector` : ''}: grade, pitches, height, gear, first ascent and climbers’ opinions.`;
  return { title: `${named} – ${route.crag_name}`, description };
}

/** An area's page and its list of crags, with the figures its own page shows. */
export function areaPageHead(
  locale: Locale,
  key: OutdoorMetaKey,
  area: { name: string; crags_count: number; routes_count: number },
): PageMeta {
  const figures = `${cragsOf(locale, area.crags_count)}, ${routesOf(locale, area.routes_count)}`;
  const description =
    locale === 'fr'
      ? `${area.name}, zone d’escalade : ${figures}, avec leurs cotations et leur carte.`
      : `${area.name}, a climbing area: ${figures}, with their grades and map.`;
  return withChildTitle(locale, key, 'area', { title: area.name, description });
}

/** A department's page: its crags and routes. */
export function departmentPageHead(
  locale: Locale,
  department: GradedFigures & { name: string; number: string; crags_count: number },
): PageMeta {
  const label = departmentLabel(department.name, department.number);
  const routes = routesSummary(locale, department);
  if (locale === 'fr') {
    return {
      title: `Escalade dans le département ${label}`,
      description:
        department.crags_count === 0
          ? `Aucun site d’escalade n’est encore référencé dans le département ${label}.`
          : `${cragsOf(locale, department.crags_count)} dans le département ${label}${routes ? ` : ${routes}` : ''}. Secteurs, cotations, types de grimpe et carte.`,
    };
  }
  return {
    title: `Climbing in ${label}`,
    description:
      department.crags_count === 0
        ? `No crag is listed in ${label} yet.`
        : `${cragsOf(locale, department.crags_count)} in ${label}${routes ? `: ${routes}` : ''}. Sectors, grades, climbing types and map.`,
  };
}

/** A town's page: the crags within `km` of it. */
export function townPageHead(
  locale: Locale,
  town: { name: string; department_name: string | null; crags_count: number },
  km: number,
): PageMeta {
  const where = town.department_name ? `${town.name} (${town.department_name})` : town.name;
  if (locale === 'fr') {
    return {
      title: `Escalade autour de ${town.name}`,
      description:
        town.crags_count === 0
          ? `Aucun site d’escalade n’est encore référencé à moins de ${km} km de ${where}.`
          : `${cragsOf(locale, town.crags_count)} à moins de ${km} km de ${where}, du plus proche au plus loin, avec leurs voies et cotations.`,
    };
  }
  return {
    title: `Climbing around ${town.name}`,
    description:
      town.crags_count === 0
        ? `No crag is listed within ${km} km of ${where} yet.`
        : `${cragsOf(locale, town.crags_count)} within ${km} km of ${where}, nearest first, with their routes and grades.`,
  };
}
