import { accountsSeed } from './accounts/account.seed';
import type { ClimberErasure } from './accounts/current-user.service';
import type { AppContext } from './app-context';
import { countFollowersOf, forgetFollowed } from './community/follow.service';
import type { FollowableKinds } from './community/followable-kinds';
import type { Config } from './config';
import {
  contestImportEmailsJob,
  contestPageHeads,
  contestResultsRevealJob,
  contestsSeed,
} from './contests/contests.public';
import type { Database } from './db/client';
import { type SeedLog, seedIfEmpty } from './db/seed';
import { weeklyReportJob } from './indoor/admin/report/weekly-report.service';
import {
  findDemoGymPlaces,
  gymExists,
  gymRecordIds,
  gymSummariesByIds,
  INDOOR_VERSIONED_KINDS,
  type IndoorLabelKind,
  indoorPageHeads,
  indoorSeed,
  labelIndoorRecords,
  moveGymRouteLikes,
  updateGymFollowersCount,
} from './indoor/indoor.public';
import {
  CLIMBERS_RANKING_VERSION,
  gymRankingVersion,
  RANKING_CACHE_SECONDS,
  type RankingChange,
  rankingChangeKey,
} from './indoor/ranking/ranking-rules';
import type { AscentEvent, CatalogueChange, IndoorChange } from './lib/domain-events';
import type { ScheduledJob } from './lib/scheduler';
import { CATALOGUE_CRAGS_VERSION, CATALOGUE_VERSION, gymVersion, INDOOR_VERSION } from './lib/shared-cache';
import type { VersionedKinds } from './lib/wiki-versions';
import { eraseAscentWordsOf, findAscentPlacesOf } from './logbook/ascents/ascent.repository';
import { indoorGymsOf } from './logbook/logbook.public';
import { DEMO_CRAG_NAME, logbookSeed } from './logbook/seed/demo-logbook.seed';
import {
  afterClimberErasure,
  eraseClimberActivity,
  findTarget,
  forgetMediaOf,
  forgetOrphanMedia,
  type MediaTargets,
  mediaPageHeads,
  mediaSeed,
  registerMediaCacheListeners,
} from './media/media.public';
import { findCragIdsCreatedBy } from './outdoor/crags/crag.repository';
import { cragVersion } from './outdoor/crags/crag-body';
import {
  cragExists,
  cragSummariesByIds,
  findCragIdByName,
  labelOutdoorRecords,
  OUTDOOR_VERSIONED_KINDS,
  type OutdoorLabelKind,
} from './outdoor/outdoor.public';
import { outdoorPageHeads } from './outdoor/places/page-heads';
import { outdoorSeed } from './outdoor/seed/outdoor.seed';
import type { PageHeads } from './web/page-heads';

/*
 * Where the domains plug into the shared layers, so that `db/` and `web/` import no domain: each
 * domain's seed of an empty database, the heads of its record pages, the cache versions its
 * writes move, the kinds of records climbers may follow, the kinds of records that take photos,
 * videos and links, and the kinds whose wiki history is read.
 */

/**
 * The records photos, videos and links belong to (docs/domain/media.md), by kind: each kind's owner names its
 * records and leads to their pages. A kind not given here answers 422 `not_included`.
 */
export function mediaTargets(context: Pick<AppContext, 'db'>): MediaTargets {
  const outdoor = (kind: OutdoorLabelKind) => (ids: readonly number[]) => labelOutdoorRecords(context, kind, ids);
  const indoor = (kind: IndoorLabelKind) => (ids: readonly number[]) => labelIndoorRecords(context, kind, ids);
  // A gym's records, as a subquery: what its team moderates.
  const ofGym = (kind: IndoorLabelKind) => (gymId: number) => gymRecordIds(kind, gymId);
  return {
    crags: { describe: outdoor('crags') },
    crag_sectors: { describe: outdoor('crag_sectors') },
    crag_routes: { describe: outdoor('crag_routes') },
    areas: { describe: outdoor('areas') },
    gyms: { describe: indoor('gyms'), idsInGym: ofGym('gyms') },
    gym_spaces: { describe: indoor('gym_spaces'), idsInGym: ofGym('gym_spaces') },
    // Climbers like gym routes too: the route keeps its count, moved in the like's transaction.
    gym_routes: { describe: indoor('gym_routes'), idsInGym: ofGym('gym_routes'), likes: { move: moveGymRouteLikes } },
  };
}

/** Where the demo media go: the logbook's demo crag and the first demo gym (bouldering), with a space and a route. */
async function demoMediaPlaces(db: Database) {
  return { cragId: await findCragIdByName({ db }, DEMO_CRAG_NAME), gym: await findDemoGymPlaces({ db }, 0) };
}

/** Where the demo contests go: the first demo gym (bouldering). */
async function demoContestGym(db: Database): Promise<number | null> {
  return (await findDemoGymPlaces({ db }, 0))?.gymId ?? null;
}

/**
 * The seed steps, in the order they run: accounts first (the demo logbook and the demo gyms need the demo climbers,
 * the logbook the catalogue, the demo contests the demo gyms), the media last (on the demo crag and gym).
 */
const seedSteps = (config: Config) => [
  accountsSeed,
  outdoorSeed,
  indoorSeed(config),
  contestsSeed(demoContestGym),
  logbookSeed,
  mediaSeed((db) => mediaTargets({ db }), demoMediaPlaces),
];

/** Seeds an empty database once with every domain's data; see `seedIfEmpty`. */
export function seedDatabase(db: Database, log: SeedLog, config: Config): Promise<boolean> {
  return seedIfEmpty(db, log, config, seedSteps(config));
}

/**
 * The jobs of the one scheduler (docs/runtime.md, "Scheduled work"): the gyms' weekly e-mail reports, the contests'
 * results revealed on time, the contests' imports' e-mails resumed.
 */
export function scheduledJobs(context: Pick<AppContext, 'db' | 'config' | 'mailer' | 'cache'>): ScheduledJob[] {
  return [weeklyReportJob(context), contestResultsRevealJob(context), contestImportEmailsJob(context)];
}

/** The server-written titles of record pages, by page meta key, from every domain that has some. */
export function domainPageHeads(db: Database): PageHeads {
  // The media's come last: a record's photos page is under the record's pattern, but its head is theirs.
  return {
    ...outdoorPageHeads(db),
    ...indoorPageHeads(db),
    ...contestPageHeads(db),
    ...mediaPageHeads({ db, targets: mediaTargets({ db }) }),
  };
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
  registerRankingListeners(context);
}

/**
 * The counters the gyms' rankings are cached under (docs/domain/indoor.md, "Ranking"). A gym's moves with every
 * change of its routes, levels or ranking systems (`indoor.changed`, the gym's own changes too: a gym deleted answers
 * 404), and with every climber's doing there, with a record of whose (which the ranking is brought up to date by):
 * an ascent written at it, a change of the profile or settings (privacy, sex, birth date) or the deletion of the
 * account of a climber with indoor ascents at it. The climbers' counter moves with every profile change and account
 * deleted: the names and avatars the lines show.
 */
function registerRankingListeners(context: Pick<AppContext, 'events' | 'cache' | 'db'>): void {
  const climberDid = async (gymId: number, change: RankingChange) => {
    const version = await context.cache.bump(gymRankingVersion(gymId));
    if (version > 0) await context.cache.set(rankingChangeKey(gymId, version), change, RANKING_CACHE_SECONDS);
  };
  const ascentWritten = async ({ gymId, userId, gymRouteId }: AscentEvent) => {
    if (gymId === null) return;
    await climberDid(gymId, { user_id: userId, route_id: gymRouteId });
    // The gym's pages show its routes' figures (ascents, climbers, note, difficulty), as they show their likes.
    if (gymRouteId !== null) await context.cache.bump(gymVersion(gymId));
  };
  context.events.on('ascent.created', ascentWritten);
  context.events.on('ascent.updated', ascentWritten);
  context.events.on('ascent.deleted', ascentWritten);
  context.events.on('indoor.changed', async (change) => {
    await context.cache.bumpAll(change.gymIds.map(gymRankingVersion));
  });
  const climberChanged = async ({ userId }: { userId: number }) => {
    await context.cache.bump(CLIMBERS_RANKING_VERSION);
    const gyms = await indoorGymsOf(context, userId);
    await Promise.all(gyms.map((gymId) => climberDid(gymId, { user_id: userId, route_id: null })));
  };
  context.events.on('user.updated', climberChanged);
  context.events.on('user.deleted', climberChanged);
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

/** The media kinds a deletion of each outdoor kind takes along: its own, then those deleted with it. */
const OUTDOOR_MEDIA_KINDS: Partial<Record<CatalogueChange['kind'], readonly OutdoorLabelKind[]>> = {
  crag: ['crags', 'crag_sectors', 'crag_routes'],
  sector: ['crag_sectors'],
  route: ['crag_routes'],
  area: ['areas'],
};

/** The same for the indoor kinds: a sector takes no media, but its routes go with it. */
const INDOOR_MEDIA_KINDS: Record<IndoorChange['kind'], readonly (IndoorLabelKind | null)[]> = {
  gym: ['gyms', 'gym_spaces', 'gym_routes'],
  gym_space: ['gym_spaces', 'gym_routes'],
  gym_sector: [null, 'gym_routes'],
  gym_route: ['gym_routes'],
  gym_chain: [],
};

/**
 * The media's listeners (docs/domain/media.md): a photo, video or link written moves the pages that show it; a record
 * deleted from a catalogue takes its media with it (their photos' files too), and those of the records deleted with
 * it (a crag's sectors and routes, a gym's spaces and routes), before the deletion answers.
 */
export function registerMediaListeners(
  context: Pick<AppContext, 'events' | 'cache' | 'db' | 'config'>,
  targets: MediaTargets,
): void {
  registerMediaCacheListeners(context);
  const recordChanged = async (id: number, [own, ...along]: readonly (OutdoorLabelKind | IndoorLabelKind | null)[]) => {
    if (own === undefined) return;
    if (own !== null) {
      // Still there: a change, not a deletion.
      if (await findTarget(targets, { type: own, id })) return;
      await forgetMediaOf(context, own, [id]);
    }
    for (const kind of along) if (kind) await forgetOrphanMedia(context, targets, kind);
  };
  context.events.on('catalogue.changed', (change) => recordChanged(change.id, OUTDOOR_MEDIA_KINDS[change.kind] ?? []));
  context.events.on('indoor.changed', (change) => recordChanged(change.id, INDOOR_MEDIA_KINDS[change.kind]));
}

/**
 * What an account's deletion erases of the climber besides their account (docs/domain/accounts.md), inside its
 * transaction: their comments, likes (the counts move down) and reports; the pages that showed them move once it has
 * committed.
 */
export function climberErasures(
  context: Pick<AppContext, 'db' | 'config' | 'events' | 'cache'>,
  targets: MediaTargets,
): ClimberErasure[] {
  return [
    async (tx, userId) => {
      const versions = await eraseClimberActivity({ ...context, targets }, tx, userId);
      return () => afterClimberErasure(context, versions);
    },
    // The ascents stay in the routes' figures, without the climber's words (the pages move on `user.deleted`).
    async (tx, userId) => {
      await eraseAscentWordsOf(tx, userId);
      return async () => {};
    },
  ];
}
