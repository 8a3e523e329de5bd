import {
  type Area,
  areaPageHead,
  type Crag,
  type CragRoute,
  type CragSector,
  cragPageHead,
  type Locale,
  type PageMeta,
  routePageHead,
  sectorPageHead,
} from '@climb/contracts';

/*
 * The heads of the record pages from the records the browser fetched, written by the functions the server
 * writes its HTML's with (contracts' `outdoor-page-heads.ts`): a page keeps its title once hydrated.
 */

type ChildKey = Parameters<typeof cragPageHead>[1];

export const cragHead =
  (crag: Crag, key: ChildKey = 'crag') =>
  (locale: Locale): PageMeta =>
    cragPageHead(locale, key, {
      ...crag,
      town_name: crag.town?.name ?? null,
      department_name: crag.department?.name ?? null,
      department_number: crag.department?.number ?? null,
    });

export const sectorHead =
  (sector: CragSector, key: ChildKey = 'cragSector') =>
  (locale: Locale): PageMeta =>
    sectorPageHead(locale, key, { ...sector, crag_name: sector.crag.name });

export const routeHead =
  (route: CragRoute) =>
  (locale: Locale): PageMeta =>
    routePageHead(locale, { ...route, crag_name: route.crag.name, sector_name: route.crag_sector?.name ?? null });

export const areaHead =
  (area: Area, key: ChildKey = 'area') =>
  (locale: Locale): PageMeta =>
    areaPageHead(locale, key, area);
