import {
  formatGrade,
  formatGradeRange,
  type Locale,
  PAGE_META,
  PAGES,
  type PageMetaKey,
  TOWN_AROUND,
} from '@climb/contracts';
import type { Database } from '../../db/client';
import { recordIdText } from '../../lib/path-params';
import type { PageHead, PageHeadRequest, PageHeadResolver, PageHeads } from '../../web/page-heads';
import { findCragPointsOfAreas } from '../areas/area.repository';
import { areaFigures } from '../areas/area-figures';
import {
  findAreaHead,
  findCragHead,
  findDepartmentHead,
  findRouteHead,
  findSectorHead,
  findTownHead,
} from './page-head.repository';

/*
 * Titles and descriptions of the outdoor records' pages, written by the server into the HTML
 * (search engines read them there), in both languages. A record's child pages (`/crags/12/ceuse/maps`)
 * get the page's own title before the record's.
 */

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

/** `du 5a au 8b` / `from 5a to 8b`, `en 6a` / `graded 6a`, or nothing without grades (French scale). */
function gradeSpan(locale: Locale, min: number | null, max: number | null): string {
  if (!min && !max) return '';
  if (!min || !max || min === max)
    return locale === 'fr' ? ` en ${formatGrade(min || max)}` : ` graded ${formatGrade(min || max)}`;
  return locale === 'fr'
    ? ` du ${formatGrade(min)} au ${formatGrade(max)}`
    : ` from ${formatGrade(min)} to ${formatGrade(max)}`;
}

/** `, 120 voies du 5a au 8b` when there are routes. */
function routesSummary(
  locale: Locale,
  figures: { routes_count: number; grade_min_value: number | null; grade_max_value: number | null },
) {
  if (figures.routes_count === 0) return '';
  return `${routesOf(locale, figures.routes_count)}${gradeSpan(locale, figures.grade_min_value, figures.grade_max_value)}`;
}

/** `Hautes-Alpes (05)` */
const departmentLabel = (name: string, number: string) => `${name} (${number})`;

/** A child page's title before the record's: `Carte du site – Céüse`. */
function withChildTitle(request: PageHeadRequest, mainKey: PageMetaKey, head: PageHead): PageHead {
  if (request.key === mainKey) return head;
  return { ...head, title: `${PAGE_META[request.locale][request.key].title} – ${head.title}` };
}

/** A record id from a path segment, or null (the page is then a 404), read as the API reads it. */
function idParam(value: string | undefined): number | null {
  return recordIdText.safeParse(value).data ?? null;
}

interface Place {
  town_name: string | null;
  department_name: string | null;
  department_number: string | null;
}

/** Where a crag is, for its title: `Sigottier (Hautes-Alpes)`, `Hautes-Alpes (05)`, `Sigottier` or null. */
function shortPlace({ town_name, department_name, department_number }: Place): string | null {
  if (town_name) return department_name ? `${town_name} (${department_name})` : town_name;
  return department_name && department_number ? departmentLabel(department_name, department_number) : null;
}

/** Where a crag is, in a sentence: `à Sigottier (Hautes-Alpes, 05)` / `near Sigottier (Hautes-Alpes, 05)`. */
function placePhrase(locale: Locale, { town_name, department_name, department_number }: Place): string {
  const department = department_name && department_number ? `${department_name}, ${department_number}` : null;
  if (town_name) return `${locale === 'fr' ? 'à' : 'near'} ${town_name}${department ? ` (${department})` : ''}`;
  if (!department_name || !department_number) return '';
  const label = departmentLabel(department_name, department_number);
  return locale === 'fr' ? `dans le département ${label}` : `in ${label}`;
}

function cragHead(db: Database): PageHeadResolver {
  return async (request) => {
    const id = idParam(request.params.cragId);
    const crag = id === null ? null : await findCragHead(db, id);
    if (!crag) return null;
    const { locale } = request;
    const place = shortPlace(crag);
    const where = placePhrase(locale, crag);
    const routes = routesSummary(locale, crag);
    const description =
      locale === 'fr'
        ? `${crag.name} : site d’escalade${where ? ` ${where}` : ''}${routes ? `, ${routes}` : ''}. Secteurs, cotations, orientation, saisons, accès et carte.`
        : `${crag.name}: a crag${where ? ` ${where}` : ''}${routes ? `, ${routes}` : ''}. Sectors, grades, orientation, seasons, access and map.`;
    return withChildTitle(request, 'crag', {
      title: place ? `${crag.name} – ${place}` : crag.name,
      description,
      canonical: { cragId: String(id), cragName: crag.slug_name },
    });
  };
}

function sectorHead(db: Database): PageHeadResolver {
  return async (request) => {
    const id = idParam(request.params.cragSectorId);
    const sector = id === null ? null : await findSectorHead(db, id);
    if (!sector) return null;
    const routes = routesSummary(request.locale, sector);
    const description =
      request.locale === 'fr'
        ? `Secteur ${sector.name} du site d’escalade ${sector.crag_name}${routes ? ` : ${routes}` : ''}. Voies, cotations, orientation et ensoleillement.`
        : `${sector.name} sector of the crag ${sector.crag_name}${routes ? `: ${routes}` : ''}. Routes, grades, orientation and sun.`;
    return withChildTitle(request, 'cragSector', {
      title: `${sector.name} – ${sector.crag_name}`,
      description,
      canonical: { cragSectorId: String(id), cragSectorName: sector.slug_name },
    });
  };
}

function routeHead(db: Database): PageHeadResolver {
  return async (request) => {
    const id = idParam(request.params.cragRouteId);
    const route = id === null ? null : await findRouteHead(db, id);
    if (!route) return null;
    const grade = formatGradeRange(route.grade_min_value, route.grade_max_value) ?? route.grade_text;
    const named = grade ? `${route.name} ${grade}` : route.name;
    const description =
      request.locale === 'fr'
        ? `${route.name}${grade ? `, ${grade},` : ''} voie du site d’escalade ${route.crag_name}${route.sector_name ? `, secteur ${route.sector_name}` : ''} : cotation, longueurs, hauteur, équipement, ouvreur et avis des grimpeurs.`
        : `${route.name}${grade ? `, ${grade},` : ''} a route of the crag ${route.crag_name}${route.sector_name ? `, ${route.sector_name} sector` : ''}: grade, pitches, height, gear, first ascent and climbers’ opinions.`;
    return withChildTitle(request, 'cragRoute', {
      title: `${named} – ${route.crag_name}`,
      description,
      canonical: { cragRouteId: String(id), cragRouteName: route.slug_name },
    });
  };
}

function areaHead(db: Database): PageHeadResolver {
  return async (request) => {
    const id = idParam(request.params.areaId);
    const area = id === null ? null : await findAreaHead(db, id);
    if (!area || id === null) return null;
    const { locale } = request;
    // The figures as the area's own page computes them.
    const { crags_count, routes_count } = areaFigures(await findCragPointsOfAreas(db, [id]));
    const figures = `${cragsOf(locale, crags_count)}, ${routesOf(locale, routes_count)}`;
    const description =
      locale === 'fr'
        ? `${area.name}, zone d’escalade : ${figures}, avec leurs cotations et leur carte.`
        : `${area.name}, a climbing area: ${figures}, with their grades and map.`;
    return withChildTitle(request, 'area', {
      title: area.name,
      description,
      canonical: { areaId: String(id), areaName: area.slug_name },
    });
  };
}

function departmentHead(db: Database): PageHeadResolver {
  return async ({ params, locale }) => {
    const number = params.departmentNumber?.toUpperCase();
    const slug = params.departementName;
    const department = await findDepartmentHead(db, number ? { number } : { slug: slug ?? '' });
    if (!department) return null;
    const label = departmentLabel(department.name, department.number);
    const routes = routesSummary(locale, department);
    const canonical = { departmentNumber: department.number, departementName: department.slug };
    if (locale === 'fr') {
      return {
        canonical,
        title: `Escalade dans le département ${label}`,
        description:
          department.crags_count === 0
            ? `Aucun site d’escalade n’est encore référencé dans le département ${label}.`
            : `${cragsOf(locale, department.crags_count)} dans le département ${label}${routes ? ` : ${routes}` : ''}. Secteurs, cotations, types de grimpe et carte.`,
      };
    }
    return {
      canonical,
      title: `Climbing in ${label}`,
      description:
        department.crags_count === 0
          ? `No crag is listed in ${label} yet.`
          : `${cragsOf(locale, department.crags_count)} in ${label}${routes ? `: ${routes}` : ''}. Sectors, grades, climbing types and map.`,
    };
  };
}

function townHead(db: Database): PageHeadResolver {
  return async ({ params, locale }) => {
    const town = params.townName ? await findTownHead(db, params.townName, TOWN_AROUND.defaultDistanceKm) : null;
    if (!town) return null;
    const where = town.department_name ? `${town.name} (${town.department_name})` : town.name;
    const km = TOWN_AROUND.defaultDistanceKm;
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
  };
}

/**
 * The outdoor resolvers, by the first segments of the pages' patterns: a crag's page and every
 * page under it, a sector's, a route's, an area's, a department's and a town's.
 */
export function outdoorPageHeads(db: Database): PageHeads {
  const byPattern: [prefix: string, resolver: PageHeadResolver][] = [
    ['/crags/:cragId', cragHead(db)],
    ['/crag-sectors/:cragSectorId', sectorHead(db)],
    ['/crag-routes/:cragRouteId', routeHead(db)],
    ['/areas/:areaId', areaHead(db)],
    ['/escalade-en/france/:departmentNumber', departmentHead(db)],
    ['/escalade-autour-de/:townName', townHead(db)],
  ];
  const heads: PageHeads = {};
  for (const page of PAGES) {
    const resolver = byPattern.find(([prefix]) => page.path.startsWith(prefix))?.[1];
    if (resolver) heads[page.meta] = resolver;
  }
  return heads;
}
