import {
  areaPageHead,
  cragPageHead,
  departmentPageHead,
  PAGES,
  routePageHead,
  sectorPageHead,
  TOWN_AROUND,
  townPageHead,
} from '@climb/contracts';
import type { Database } from '../../db/client';
import { recordIdText } from '../../lib/path-params';
import type { PageHeadResolver, PageHeads } from '../../web/page-heads';
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
 * The heads of the outdoor records' pages, from the database: the titles and descriptions themselves are
 * written by contracts' `outdoor-page-heads.ts`, which the browser uses too (docs/decisions/027).
 */

type OutdoorKey = Parameters<typeof cragPageHead>[1];

/** A record id from a path segment, or null (the page is then a 404), read as the API reads it. */
function idParam(value: string | undefined): number | null {
  return recordIdText.safeParse(value).data ?? null;
}

function cragHead(db: Database): PageHeadResolver {
  return async ({ key, params, locale }) => {
    const id = idParam(params.cragId);
    const crag = id === null ? null : await findCragHead(db, id);
    if (!crag) return null;
    return {
      ...cragPageHead(locale, key as OutdoorKey, crag),
      canonical: { cragId: String(id), cragName: crag.slug_name },
    };
  };
}

function sectorHead(db: Database): PageHeadResolver {
  return async ({ key, params, locale }) => {
    const id = idParam(params.cragSectorId);
    const sector = id === null ? null : await findSectorHead(db, id);
    if (!sector) return null;
    return {
      ...sectorPageHead(locale, key as OutdoorKey, sector),
      canonical: { cragSectorId: String(id), cragSectorName: sector.slug_name },
    };
  };
}

function routeHead(db: Database): PageHeadResolver {
  return async ({ params, locale }) => {
    const id = idParam(params.cragRouteId);
    const route = id === null ? null : await findRouteHead(db, id);
    if (!route) return null;
    return {
      ...routePageHead(locale, route),
      canonical: { cragRouteId: String(id), cragRouteName: route.slug_name },
    };
  };
}

function areaHead(db: Database): PageHeadResolver {
  return async ({ key, params, locale }) => {
    const id = idParam(params.areaId);
    const area = id === null ? null : await findAreaHead(db, id);
    if (!area || id === null) return null;
    // The figures as the area's own page computes them.
    const figures = areaFigures(await findCragPointsOfAreas(db, [id]));
    return {
      ...areaPageHead(locale, key as OutdoorKey, { name: area.name, ...figures }),
      canonical: { areaId: String(id), areaName: area.slug_name },
    };
  };
}

function departmentHead(db: Database): PageHeadResolver {
  return async ({ params, locale }) => {
    const number = params.departmentNumber?.toUpperCase();
    const slug = params.departementName;
    const department = await findDepartmentHead(db, number ? { number } : { slug: slug ?? '' });
    if (!department) return null;
    return {
      ...departmentPageHead(locale, department),
      canonical: { departmentNumber: department.number, departementName: department.slug },
    };
  };
}

function townHead(db: Database): PageHeadResolver {
  return async ({ params, locale }) => {
    const town = params.townName ? await findTownHead(db, params.townName, TOWN_AROUND.defaultDistanceKm) : null;
    if (!town) return null;
    return townPageHead(locale, town, TOWN_AROUND.defaultDistanceKm);
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
