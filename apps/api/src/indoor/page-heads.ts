import {
  gymChainPageHead,
  gymPageHead,
  gymRouteTablePageHead,
  gymSpacePageHead,
  INDOOR_PAGE_META,
  INDOOR_PAGES,
} from '@climb/contracts';
import type { Database } from '../db/client';
import { recordIdText } from '../lib/path-params';
import type { PageHeadResolver, PageHeads } from '../web/page-heads';
import { findChainHead, findGymHead, findRouteLinkPlace, findSpaceHead } from './page-head.repository';

/*
 * The heads of the indoor records' pages, from the database: the titles and descriptions themselves are written by
 * contracts' `indoor-page-heads.ts`, which the browser uses too. A page of a gym that does not exist is a 404.
 */

type IndoorKey = Parameters<typeof gymPageHead>[1];

function idParam(value: string | undefined): number | null {
  return recordIdText.safeParse(value).data ?? null;
}

function gymHead(db: Database): PageHeadResolver {
  return async ({ key, params, locale }) => {
    const id = idParam(params.gymId);
    const gym = id === null ? undefined : await findGymHead(db, id);
    if (!gym) return null;
    return { ...gymPageHead(locale, key as IndoorKey, gym), canonical: { gymId: String(id), gymName: gym.slug_name } };
  };
}

function spaceHead(db: Database): PageHeadResolver {
  return async ({ key, params, locale }) => {
    const gymId = idParam(params.gymId);
    const id = idParam(params.gymSpaceId);
    const space = id === null ? undefined : await findSpaceHead(db, id);
    if (!space || space.gym_id !== gymId) return null;
    return {
      ...gymSpacePageHead(locale, key as IndoorKey, space),
      canonical: {
        gymId: String(gymId),
        gymName: space.gym_slug_name,
        gymSpaceId: String(id),
        gymSpaceName: space.slug_name,
      },
    };
  };
}

function routeTableHead(db: Database): PageHeadResolver {
  return async ({ params, locale }) => {
    const id = idParam(params.gymId);
    const gym = id === null ? undefined : await findGymHead(db, id);
    if (!gym) return null;
    return { ...gymRouteTablePageHead(locale, gym), canonical: { gymId: String(id) } };
  };
}

function chainHead(db: Database): PageHeadResolver {
  return async ({ key, params, locale }) => {
    const id = idParam(params.gymChainId);
    const chain = id === null ? undefined : await findChainHead(db, id);
    if (!chain) return null;
    return { ...gymChainPageHead(locale, key as IndoorKey, chain), canonical: { gymChainId: String(id) } };
  };
}

/**
 * Where `/gr/{gymId}-{routeId}` leads (a route label's QR code): the route's space page with the route open, or
 * null when the address names no route of that gym.
 */
async function gymRouteAddress(db: Database, gymAndRouteId: string): Promise<string | null> {
  const match = /^(\d{1,9})-(\d{1,9})$/.exec(gymAndRouteId);
  if (!match) return null;
  const place = await findRouteLinkPlace(db, Number(match[1]), Number(match[2]));
  if (!place) return null;
  return `/gyms/${match[1]}/${place.gym_slug_name}/spaces/${place.gym_space_id}/${place.space_slug_name}?route=${match[2]}`;
}

/** `/gr/{gymId}-{routeId}`: the route's space page with the route open, or the 404 page. */
function routeLinkHead(db: Database): PageHeadResolver {
  return async ({ params, locale }) => {
    const location = await gymRouteAddress(db, params.gymAndRouteId ?? '');
    if (!location) return null;
    return { ...INDOOR_PAGE_META[locale].gymRouteLink, location };
  };
}

/** The page meta keys of the pages under a pattern's prefix. */
function keysUnder(prefix: string): IndoorKey[] {
  return INDOOR_PAGES.filter((page) => page.path.startsWith(prefix)).map((page) => page.meta as IndoorKey);
}

/** The indoor records' page heads, by page meta key. */
export function indoorPageHeads(db: Database): PageHeads {
  const heads: PageHeads = {};
  const gym = gymHead(db);
  for (const key of keysUnder('/gyms/:gymId?/:gymName?')) heads[key] = gym;
  heads.gymSpace = spaceHead(db);
  heads.gymSpaceEdit = spaceHead(db);
  heads.gymRouteTable = routeTableHead(db);
  heads.gymRouteLink = routeLinkHead(db);
  const chain = chainHead(db);
  for (const key of keysUnder('/gym-chains/:gymChainId?')) heads[key] = chain;
  return heads;
}
