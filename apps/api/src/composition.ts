import { accountsSeed } from './accounts/account.seed';
import type { AppContext } from './app-context';
import { countFollowersOf, forgetFollowed } from './community/follow.service';
import type { FollowableKinds } from './community/followable-kinds';
import type { Config } from './config';
import type { Database } from './db/client';
import { type SeedLog, seedIfEmpty } from './db/seed';
import {
  gymExists,
  gymSummariesByIds,
  INDOOR_VERSIONED_KINDS,
  indoorPageHeads,
  indoorSeed,
  updateGymFollowersCount,
} from './indoor/indoor.public';
import type { AscentEvent } from './lib/domain-events';
import { CATALOGUE_CRAGS_VERSION, CATALOGUE_VERSION, gymVersion, INDOOR_VERSION } from './lib/shared-cache';
import type { VersionedKinds } from './lib/wiki-versions';
import { findAscentPlacesOf } from './logbook/ascents/ascent.repository';
import { logbookSeed } from './logbook/seed/demo-logbook.seed';
import { findCragIdsCreatedBy } from './outdoor/crags/crag.repository';
import { cragVersion } from './outdoor/crags/crag-body';
import { cragExists, cragSummariesByIds, OUTDOOR_VERSIONED_KINDS } from './outdoor/outdoor.public';
import { outdoorPageHeads } from './outdoor/places/page-heads';
import { outdoorSeed } from './outdoor/seed/outdoor.seed';
import type { PageHeads } from './web/page-heads';

/*
 * Where the domains plug into the shared layers, so that `db/` and `web/` import no domain: each
 * domain's seed of an empty database, the heads of its record pages, the cache versions its
 * writes move, the kinds of records climbers may follow, and the kinds whose wiki history is read.
 */

/**
 * The seed steps, in the order they run: accounts first (the demo logbook and the demo gyms need the demo climbers,
 * the logbook the catalogue).
 */
const seedSteps = (config: Config) => [accountsSeed, outdoorSeed, indoorSeed(config), logbookSeed];

/** Seeds an empty database once with every domain's data; see `seedIfEmpty`. */
export function seedDatabase(db: Database, log: SeedLog, config: Config): Promise<boolean> {
  return seedIfEmpty(db, log, config, seedSteps(config));
}

/** The server-written titles of record pages, by page meta key, from every domain that has some. */
export function domainPageHeads(db: Database): PageHeads {
  return { ...outdoorPageHeads(db), ...indoorPageHeads(db) };
}

/** The wiki records whose history `versions/{version_type}/{id}.json` reads: each catalogue's own kinds. */
export const VERSIONED_KINDS: VersionedKinds = { ...OUTDOOR_VERSIONED_KINDS, ...INDOOR_VERSIONED_KINDS };

/**
 * The records climbers may follow, by kind (docs/domain/community.md): each kind's owner says whether a
 * record exists and gives its list item. A kind not given here answers 422 `not_included`.
 */
export function followableKinds(context: Pick<AppContext, 'db' | 'config'>): FollowableKinds {
  return {
    crags: {
      exists: (id) => cragExists(context, id),
      listItems: (ids) => cragSummariesByIds(context, ids),
    },
    gyms: {
      exists: (id) => gymExists(context, id),
      listItems: (ids) => gymSummariesByIds(context, ids),
    },
  };
}

/**
 * A followed record deleted takes its follows with it (a crag deleted from the catalogue, a gym); a gym's count of
 * followers follows its follows, and its pages show it.
 */
export function registerFollowListeners(context: Pick<AppContext, 'events' | 'db' | 'cache'>): void {
  context.events.on('catalogue.changed', async (change) => {
    if (change.kind === 'crag' && !(await cragExists(context, change.id))) {
      await forgetFollowed(context, 'crags', change.id);
    }
  });
  context.events.on('indoor.changed', async (change) => {
    if (change.kind === 'gym' && !(await gymExists(context, change.id))) {
      await forgetFollowed(context, 'gyms', change.id);
    }
  });
  context.events.on('follow.changed', async ({ followableType, followableId }) => {
    if (followableType !== 'gyms') return;
    await updateGymFollowersCount(context, followableId, await countFollowersOf(context, 'gyms', followableId));
    await context.cache.bumpAll([INDOOR_VERSION, gymVersion(followableId)]);
  });
}

/**
 * The one place the cache's catalogue versions move (docs/runtime.md, "Caches"): every outdoor wiki
 * write emits `catalogue.changed` after its commit and before it answers, which bumps `catalogue`
 * (what public pages are keyed by), for a crag `catalogue:crags` (what reads of crags' places and
 * existence are keyed by), and the record version of each crag whose page shows the change (what its
 * prepared answer is kept at, docs/decisions/031).
 */
export function registerCacheListeners(context: Pick<AppContext, 'events' | 'cache' | 'db'>): void {
  context.events.on('catalogue.changed', async (change) => {
    await context.cache.bumpAll([
      CATALOGUE_VERSION,
      ...(change.kind === 'crag' ? [CATALOGUE_CRAGS_VERSION] : []),
      ...(typeof change.cragId === 'number' ? [cragVersion(change.cragId)] : []),
      ...(change.cragIds ?? []).map(cragVersion),
    ]);
  });
  // An indoor write moves the gym lists and the pages of the gyms it shows, never the outdoor catalogue's.
  context.events.on('indoor.changed', async (change) => {
    await context.cache.bumpAll([INDOOR_VERSION, ...change.gymIds.map(gymVersion)]);
  });
  registerPageVersionListeners(context);
}

/** The versions of the outdoor record pages that show climbers' ascents (their comments, names, figures). */
const ascentPageVersions = (place: { cragRouteId: number | null; cragId: number | null }) => [
  ...(place.cragRouteId === null ? [] : [`route:${place.cragRouteId}`]),
  ...(place.cragId === null ? [] : [cragVersion(place.cragId)]),
];

/**
 * The record versions public pages carry (docs/decisions/026), moved by the writes of what they show:
 * an ascent written moves its route's and crag's pages; a climber's profile or privacy changed, or
 * account deleted, moves the pages of every route and crag they have ascents on (their comments and
 * name) and of every crag they created (its creator's name). The account's answer waits for it
 * (`emitAndSettle`): no page shows the old state after it.
 */
function registerPageVersionListeners(context: Pick<AppContext, 'events' | 'cache' | 'db'>): void {
  const ascentWritten = (event: AscentEvent) => context.cache.bumpAll(ascentPageVersions(event));
  context.events.on('ascent.created', ascentWritten);
  context.events.on('ascent.updated', ascentWritten);
  context.events.on('ascent.deleted', ascentWritten);
  const climberChanged = async ({ userId }: { userId: number }) => {
    const [places, created] = await Promise.all([
      findAscentPlacesOf(context.db, userId),
      findCragIdsCreatedBy(context.db, userId),
    ]);
    await context.cache.bumpAll([
      ...places.flatMap((place) => ascentPageVersions({ cragRouteId: place.crag_route_id, cragId: place.crag_id })),
      ...created.map(cragVersion),
    ]);
  };
  context.events.on('user.updated', climberChanged);
  context.events.on('user.deleted', climberChanged);
}
