import { randomUUID } from 'node:crypto';
import {
  type ClimberRef,
  type Gender,
  type GymRanking,
  type GymRankingEntry,
  type GymRankingQuery,
  type GymRankingSystems,
  type GymRankingSystemsInput,
  type GymRouteClimbingType,
  rankByScore,
  systemsOf,
} from '@climb/contracts';
import type { AuthUser } from '../../accounts/auth';
import type { AppContext } from '../../app-context';
import type { GymLevelStep } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { NotFound } from '../../lib/errors';
import { RuleBreaks } from '../../lib/rule-breaks';
import type { SharedCache } from '../../lib/shared-cache';
import {
  type ClimberScore,
  type GymScoring,
  gymClimberScores,
  gymRouteClimbers,
  rankedClimberRefs,
} from '../../logbook/logbook.public';
import { findGym, lockGym } from '../gyms/gym.repository';
import { indoorChanged } from '../shared/indoor-change';
import {
  deleteRankingSystem,
  findRankingLevels,
  findRankingRoutes,
  findRankingSystems,
  upsertRankingSystem,
} from './ranking.repository';
import {
  ASCENT_WEIGHTS,
  birthYearsOf,
  CLIMBERS_RANKING_VERSION,
  dependsOnClimbers,
  type GymScoringRules,
  gymRankingVersion,
  pointsOfRoutes,
  RANKING_CACHE_SECONDS,
  type RankingChange,
  rankingCacheKey,
  rankingChangeKey,
  rankingListPrefix,
} from './ranking-rules';

/*
 * A gym's ranking (docs/domain/indoor.md, "Ranking"), computed when read: the routes' points from the gym's routes,
 * scales and systems, the climbers' scores from the logbook's aggregate, ranked. The whole ranked list of a window and
 * type (ids, scores, routes, ranks, and each climber's sex and birth year: small) is kept in the shared cache under
 * the gym's ranking counter (bumped in composition.ts); a list by sex or age band is the climbers of that list who
 * are of it, ranked again (a climber's score does not depend on them); a page then maps only its own climbers (their
 * names kept under the climbers' counter). After a climber's doing (an ascent, a change of their privacy, sex or
 * birth date: the gym's counter moved with a record naming them), the list of the version before is brought up to
 * date by scoring that climber again, unless an ascent touched a route whose points divide among its climbers;
 * anything else is computed whole.
 */

type RankingContext = Pick<AppContext, 'db' | 'config' | 'cache'>;
type RankingFilters = Omit<GymRankingQuery, 'page' | 'per_page'>;
/** The filters a list is scored with: the window and the type of route (sex and age only pick its climbers). */
type ScoringFilters = Pick<RankingFilters, 'date_from' | 'date_to' | 'climbing_type'>;

/** A gym's ranked climbers, in columns (the cached form): the n-th climber's id, score, routes, rank, sex, birth year. */
interface RankedList {
  systems: GymRankingSystems;
  users: number[];
  scores: number[];
  routes: number[];
  ranks: number[];
  genders: (Gender | null)[];
  birthYears: (number | null)[];
  /** What the list was scored with: the routes that count and their points, and those that divide their points. */
  points: { ids: number[]; values: number[] };
  dividing: number[];
}

/**
 * What this process keeps of the rankings, per cache (a test file's app has its own): the lists read lately (parsed,
 * those by sex or age band too), those being computed, and per list prefix the newest list known, which an ascent's
 * change brings up to date.
 */
interface RankingMemo {
  /** The shared cache's epoch this memo was made in (see `memoOf`). */
  epoch: string;
  lists: Map<string, RankedList>;
  computing: Map<string, Promise<RankedList>>;
  latest: Map<string, { version: number; list: RankedList }>;
  /**
   * The ranked climbers' names and avatars already read, at one version of the climbers' counter (which every change
   * of a name, an avatar or an account moves): a page read again maps its climbers without a query.
   */
  climbers: { version: number; refs: Map<number, ClimberRef> };
}
const MEMO_ENTRIES = 64;
/** The most climbers' names kept (a few thousand lines of the pages read): past it, they are read again. */
const MEMO_CLIMBERS = 20_000;
/** The most changes a list is brought up to date by; further behind, it is computed whole. */
const MAX_CHANGES = 50;
const memos = new WeakMap<SharedCache, RankingMemo>();

/**
 * A word kept in the shared cache beside the counters: should the shared store lose them (Redis emptied or restarted
 * without its data), it loses this word too, and each process drops what it kept under the old counters, which
 * would otherwise come back with other meanings.
 */
const EPOCH_KEY = 'gym_ranking:epoch';
const EPOCH_SECONDS = 30 * 24 * 3600;

/** This process's memo of the rankings, empty again whenever the shared cache's epoch changed. */
async function memoOf(cache: SharedCache): Promise<RankingMemo> {
  let epoch = await cache.get<string>(EPOCH_KEY);
  if (epoch === undefined) {
    epoch = randomUUID();
    await cache.set(EPOCH_KEY, epoch, EPOCH_SECONDS);
  }
  let memo = memos.get(cache);
  if (!memo || memo.epoch !== epoch) {
    memo = {
      epoch,
      lists: new Map(),
      computing: new Map(),
      latest: new Map(),
      climbers: { version: 0, refs: new Map() },
    };
    memos.set(cache, memo);
  }
  return memo;
}

/** Keeps `value` as the most recently used entry of a bounded map. */
function remember<Value>(entries: Map<string, Value>, key: string, value: Value): void {
  entries.delete(key);
  entries.set(key, value);
  for (const oldest of entries.keys()) {
    if (entries.size <= MEMO_ENTRIES) break;
    entries.delete(oldest);
  }
}

/** The gym's scales and chosen systems, per type of route. */
async function scoringRulesOf(context: RankingContext, gymId: number) {
  const [levels, systems] = await Promise.all([
    findRankingLevels(context.db, gymId),
    findRankingSystems(context.db, gymId),
  ]);
  const rules: GymScoringRules = {
    levels: new Map(levels.map((row) => [row.climbing_type, row.levels as readonly GymLevelStep[]])),
    systems: new Map(systems.map((row) => [row.climbing_type, row.system])),
  };
  return { rules, systems: systemsOf(systems) };
}

/** The aggregate's input for these points and window (of some climbers only, when named). */
function scoringOf(
  gymId: number,
  points: RankedList['points'],
  filters: ScoringFilters,
  userIds?: readonly number[],
): GymScoring {
  return {
    gymId,
    ...(userIds ? { userIds } : {}),
    routes: points.ids.map((id, index) => ({ id, points: points.values[index] as number })),
    weights: ASCENT_WEIGHTS,
    ...(filters.date_from ? { dateFrom: filters.date_from } : {}),
    ...(filters.date_to ? { dateTo: filters.date_to } : {}),
  };
}

type ListColumns = Pick<RankedList, 'users' | 'scores' | 'routes' | 'ranks' | 'genders' | 'birthYears'>;

/** Scores in the list's order (best first, equal scores by climber id), ranked, in columns. */
function rankedColumns(scores: ClimberScore[]): ListColumns {
  scores.sort((first, second) => second.score - first.score || first.user_id - second.user_id);
  const ranked = rankByScore(scores);
  return {
    users: ranked.map((entry) => entry.user_id),
    scores: ranked.map((entry) => entry.score),
    routes: ranked.map((entry) => entry.routes_count),
    ranks: ranked.map((entry) => entry.rank),
    genders: ranked.map((entry) => entry.gender),
    birthYears: ranked.map((entry) => entry.birth_year),
  };
}

/** The list's climbers as scores, but those of `left` (in the list's order). */
function scoresOf(list: RankedList, left: ReadonlySet<number> = new Set()): ClimberScore[] {
  return list.users.flatMap((user_id, index) =>
    left.has(user_id)
      ? []
      : [
          {
            user_id,
            score: list.scores[index] as number,
            routes_count: list.routes[index] as number,
            gender: list.genders[index] as Gender | null,
            birth_year: list.birthYears[index] as number | null,
          },
        ],
  );
}

/**
 * Computes a gym's ranked list whole: 404 for an unknown gym. The distinct climbers of a route are counted (by the
 * logbook, over every ascent of it but projects, whoever and whenever) only for the routes whose points divide among
 * them.
 */
async function computeRanking(context: RankingContext, gymId: number, filters: ScoringFilters): Promise<RankedList> {
  const gym = await findGym(context.db, gymId);
  if (!gym) throw new NotFound('Gym not found');
  const [routes, { rules, systems }] = await Promise.all([
    findRankingRoutes(context.db, gymId, filters.climbing_type),
    scoringRulesOf(context, gymId),
  ]);
  const dividing = routes.filter((route) => dependsOnClimbers(route, rules)).map((route) => route.id);
  const climbers = await gymRouteClimbers(context, gymId, dividing);
  const worth = pointsOfRoutes(routes, rules, climbers);
  const points = { ids: worth.map((route) => route.id), values: worth.map((route) => route.points) };
  const scores = await gymClimberScores(context, scoringOf(gymId, points, filters));
  return { systems, points, dividing, ...rankedColumns(scores) };
}

/**
 * The list `base` (at the gym's counter `from`) brought to the counter `to` by the climbers' doings meanwhile: those
 * climbers scored again with the same points, the others kept. Null (compute it whole) when a version between has no
 * change record (not a climber's doing, or its record not stored yet or gone), is too far behind, or an ascent touched
 * a route whose points divide among its climbers (they all move).
 */
async function updatedRanking(
  context: RankingContext,
  gymId: number,
  base: { version: number; list: RankedList },
  to: number,
  filters: ScoringFilters,
): Promise<RankedList | null> {
  if (base.version < 0 || to <= base.version || to - base.version > MAX_CHANGES) return null;
  const versions = Array.from({ length: to - base.version }, (_, index) => base.version + 1 + index);
  const changes = await Promise.all(
    versions.map((version) => context.cache.get<RankingChange>(rankingChangeKey(gymId, version))),
  );
  const dividing = new Set(base.list.dividing);
  const climbers = new Set<number>();
  for (const change of changes) {
    if (!change || (change.route_id !== null && dividing.has(change.route_id))) return null;
    climbers.add(change.user_id);
  }
  const rescored = await gymClimberScores(context, scoringOf(gymId, base.list.points, filters, [...climbers]));
  return { ...base.list, ...rankedColumns([...scoresOf(base.list, climbers), ...rescored]) };
}

/** The climbers of a list of the sex and age band asked (the age reached during `year`), ranked again. */
function climbersOfFilters(list: RankedList, filters: RankingFilters, year: number): RankedList {
  const [born, to] = filters.age_band ? birthYearsOf(filters.age_band, year) : [null, null];
  const kept = scoresOf(list).filter(
    (entry) =>
      (!filters.gender || entry.gender === filters.gender) &&
      (born === null || (entry.birth_year !== null && entry.birth_year >= born && entry.birth_year <= (to as number))),
  );
  return { ...list, ...rankedColumns(kept) };
}

/**
 * The ranked list of a window and type under these versions: this process's copy, else one being computed here,
 * else the shared cache's, else the newest list of the same filters brought up to date, else computed whole (once
 * per process however many ask at the same time); then stored.
 */
async function scoredList(
  context: RankingContext,
  memo: RankingMemo,
  gymId: number,
  gymVersion: number,
  filters: ScoringFilters,
): Promise<{ key: string; list: RankedList }> {
  const prefix = rankingListPrefix(gymId, filters);
  const key = rankingCacheKey(prefix, gymVersion);
  const known = memo.lists.get(key);
  if (known) {
    remember(memo.lists, key, known);
    return { key, list: known };
  }
  const pending = memo.computing.get(key);
  if (pending) return { key, list: await pending };
  const work = (async () => {
    const cached = await context.cache.get<RankedList>(key);
    const base = memo.latest.get(prefix);
    const list =
      cached ??
      (base && (await updatedRanking(context, gymId, base, gymVersion, filters))) ??
      (await computeRanking(context, gymId, filters));
    // Not awaited: the answer does not wait for the cache (which never fails: a store away is a no-op).
    if (!cached) void context.cache.set(key, list, RANKING_CACHE_SECONDS);
    remember(memo.lists, key, list);
    if (!base || base.version < gymVersion) remember(memo.latest, prefix, { version: gymVersion, list });
    return list;
  })();
  memo.computing.set(key, work);
  try {
    return { key, list: await work };
  } finally {
    memo.computing.delete(key);
  }
}

/** The ranked list these filters ask for: the list of their window and type, of their climbers only. */
async function rankedList(context: RankingContext, gymId: number, filters: RankingFilters, year: number) {
  const [memo, [gym = 0, climbers = 0]] = await Promise.all([
    memoOf(context.cache),
    context.cache.versions([gymRankingVersion(gymId), CLIMBERS_RANKING_VERSION]),
  ]);
  const { gender, age_band: ageBand, ...scoring } = filters;
  const scored = await scoredList(context, memo, gymId, gym, scoring);
  if (!gender && !ageBand) return { list: scored.list, climbersVersion: climbers, memo };
  // Kept in this process only: picking a list's climbers again costs less than reading it from the shared cache.
  const key = `${scored.key}|${gender ?? ''}|${ageBand ? `${ageBand}@${year}` : ''}`;
  let list = memo.lists.get(key);
  if (!list) {
    list = climbersOfFilters(scored.list, filters, year);
    remember(memo.lists, key, list);
  }
  return { list, climbersVersion: climbers, memo };
}

/** The climbers of these user ids as a ranking's lines show them: those this process read at this version, the others read. */
async function climbersOf(
  context: RankingContext,
  memo: RankingMemo,
  climbersVersion: number,
  userIds: readonly number[],
): Promise<Map<number, ClimberRef>> {
  if (memo.climbers.version !== climbersVersion || memo.climbers.refs.size > MEMO_CLIMBERS) {
    memo.climbers = { version: climbersVersion, refs: new Map() };
  }
  const { refs } = memo.climbers;
  const missing = userIds.filter((id) => !refs.has(id));
  if (missing.length === 0) return new Map(userIds.map((id) => [id, refs.get(id) as ClimberRef]));
  const read = await rankedClimberRefs(context, missing);
  // Kept only under a version the shared cache gave (while it is away, versions are never the same twice).
  if (climbersVersion >= 0 && memo.climbers.refs === refs) for (const [id, ref] of read) refs.set(id, ref);
  return new Map(
    userIds.flatMap((id) => {
      const ref = refs.get(id) ?? read.get(id);
      return ref ? [[id, ref] as const] : [];
    }),
  );
}

/**
 * `GET gyms/{id}/ranking.json`: a page of the gym's ranking and the signed-in climber's own line wherever it is.
 * 422 `date_to: too_small` for a window that ends before it starts; 404 for an unknown gym.
 */
export async function getGymRanking(
  context: RankingContext,
  gymId: number,
  query: GymRankingQuery,
  viewer: Pick<AuthUser, 'id'> | null,
): Promise<GymRanking> {
  const { page, per_page: perPage, ...filters } = query;
  if (filters.date_from && filters.date_to && filters.date_to < filters.date_from) {
    new RuleBreaks().add('date_to', 'too_small').check();
  }
  const { list, climbersVersion, memo } = await rankedList(context, gymId, filters, new Date().getUTCFullYear());
  const from = Math.min((page - 1) * perPage, list.users.length);
  const lines = Array.from({ length: Math.min(perPage, list.users.length - from) }, (_, offset) => from + offset);
  const mine = viewer ? list.users.indexOf(viewer.id) : -1;
  const refs = await climbersOf(context, memo, climbersVersion, [
    ...lines.map((index) => list.users[index] as number),
    ...(mine >= 0 ? [viewer?.id as number] : []),
  ]);
  const lineOf = (index: number): GymRankingEntry | null => {
    const user = refs.get(list.users[index] as number);
    if (!user) return null;
    return {
      rank: list.ranks[index] as number,
      user,
      score: list.scores[index] as number,
      routes_count: list.routes[index] as number,
    };
  };
  return {
    entries: lines.map(lineOf).filter((entry) => entry !== null),
    total: list.users.length,
    me: mine >= 0 ? lineOf(mine) : null,
    systems: list.systems,
  };
}

/** `GET gyms/{id}/ranking_systems.json`: the system of each type of route (null: the default); 404 for no such gym. */
export async function getGymRankingSystems(context: Pick<AppContext, 'db'>, gymId: number): Promise<GymRankingSystems> {
  const [gym, systems] = await Promise.all([findGym(context.db, gymId), findRankingSystems(context.db, gymId)]);
  if (!gym) throw new NotFound('Gym not found');
  return systemsOf(systems);
}

/**
 * `PUT gyms/{id}/ranking_systems.json` (the gym's staff managing it, checked by the route): chooses the system of the
 * types given, null going back to the default, in one transaction with the gym locked. A type given twice is 422
 * `systems: invalid`, nothing changed. The gym's ranking counter moves before the answer (`indoor.changed`), so the
 * ranking follows at once.
 */
export async function updateGymRankingSystems(
  context: Pick<AppContext, 'db' | 'events'>,
  gymId: number,
  input: GymRankingSystemsInput,
): Promise<GymRankingSystems> {
  const types = input.systems.map((entry) => entry.climbing_type);
  if (new Set<GymRouteClimbingType>(types).size !== types.length) new RuleBreaks().add('systems', 'invalid').check();
  const systems = await inTransaction(context.db, async (tx) => {
    if (!(await lockGym(tx, gymId))) throw new NotFound('Gym not found');
    for (const { climbing_type: climbingType, system } of input.systems) {
      if (system === null) await deleteRankingSystem(tx, gymId, climbingType);
      else await upsertRankingSystem(tx, gymId, climbingType, system);
    }
    return findRankingSystems(tx, gymId);
  });
  await indoorChanged(context, { kind: 'gym', id: gymId, gymIds: [gymId] });
  return systemsOf(systems);
}
