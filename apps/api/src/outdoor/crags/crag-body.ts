import type { Crag } from '@climb/contracts';
import { BatchedLookup } from '../../lib/batched-lookup';
import { PreparedBodies, PreparedBody } from '../../lib/prepared-body';
import type { SharedCache } from '../../lib/shared-cache';
import { earliestToday } from '../alerts/alert-dates';

/*
 * The crag page's answer (`GET crags/{id}.json`) prepared once per version of the crag, on each node
 * (docs/decisions/031): its JSON bytes and ETag, kept with the crag's record version (`crag:{id}`,
 * docs/decisions/026) and the day its running alerts were counted on. A request reads that version
 * from the shared cache (Redis with several nodes, this process otherwise) and is answered with the
 * prepared bytes while it is current: every write of what the answer shows moves it, on every node,
 * before the write's answer leaves (`registerCacheListeners` in composition.ts).
 */

/** The record version of a crag: moved by every write of what its page shows (decision 026). */
export function cragVersion(id: number): string {
  return `crag:${id}`;
}

/** The crag's answer as sent: the mapper's object as JSON, which is what its contract encodes (a test checks). */
export function cragJson(crag: Crag): string {
  return JSON.stringify(crag);
}

export interface PreparedCrag {
  /** The crag's record version read before its row was. */
  version: number;
  /** The day its running alerts were counted on (`earliestToday`). */
  day: string;
  prepared: PreparedBody;
}

/**
 * Bounds of one node's prepared crag answers: about 1 to 4 KB each with their compressed copies. The
 * TTL only bounds how long a write made outside the app (psql, a script) stays unseen.
 */
export const CRAG_BODY_BOUNDS = { maxEntries: 20_000, maxBytes: 48 * 1024 * 1024, ttlMs: 60_000 };

/** One node's prepared answers, and how it reads the crags' versions. */
interface CragAnswers {
  bodies: PreparedBodies<number, PreparedCrag>;
  version(id: number): Promise<number>;
}

/** One per app (its shared cache stands for it): nodes and test apps in one process keep their own. */
const answersByApp = new WeakMap<SharedCache, CragAnswers>();

function answersOf(cache: SharedCache): CragAnswers {
  let answers = answersByApp.get(cache);
  if (!answers) {
    answers = { bodies: new PreparedBodies(CRAG_BODY_BOUNDS), version: versionReader(cache) };
    answersByApp.set(cache, answers);
  }
  return answers;
}

/** A version no answer is kept at (negative, like those of a shared cache away). */
const UNKNOWN_VERSION = -1;

/**
 * Reads crag versions: from this process's counters as they are; from Redis, the versions asked in
 * one turn of the event loop in one `MGET` (`BatchedLookup`: sent once those requests all arrived).
 */
function versionReader(cache: SharedCache): (id: number) => Promise<number> {
  if (!cache.shared) return (id) => cache.version(cragVersion(id));
  const lookup = new BatchedLookup<number, number>(async (ids) => {
    const versions = await cache.versions(ids.map(cragVersion));
    return new Map(ids.map((id, index) => [id, versions[index] ?? UNKNOWN_VERSION]));
  });
  return async (id) => (await lookup.load(id)) ?? UNKNOWN_VERSION;
}

export function preparedCragsOf(cache: SharedCache): PreparedBodies<number, PreparedCrag> {
  return answersOf(cache).bodies;
}

/** The crag's record version, read where every node reads it. */
export function readCragVersion(cache: SharedCache, id: number): Promise<number> {
  return answersOf(cache).version(id);
}

/** The 12 hours by which UTC is ahead of the last time zone (`earliestToday`). */
const LAST_ZONE_MS = 12 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
let alertDay = { day: '', until: 0 };

/** `earliestToday()`, worked out once a day rather than on each request. */
export function alertCountDay(now = Date.now()): string {
  if (now >= alertDay.until || now < alertDay.until - DAY_MS) {
    const start = Math.floor((now - LAST_ZONE_MS) / DAY_MS) * DAY_MS;
    alertDay = { day: earliestToday(new Date(now)), until: start + DAY_MS + LAST_ZONE_MS };
  }
  return alertDay.day;
}

/** The prepared answer if it was made at this version on this day. */
export function currentPreparedCrag(
  bodies: PreparedBodies<number, PreparedCrag>,
  id: number,
  version: number,
  day: string,
): PreparedBody | undefined {
  const kept = bodies.get(id);
  return kept && kept.version === version && kept.day === day ? kept.prepared : undefined;
}

/**
 * Prepares the answer from the mapper's object and keeps it at `version`, unless the shared cache is
 * away (a negative version, never answered twice): then it is made for this request alone.
 */
export function prepareCrag(
  bodies: PreparedBodies<number, PreparedCrag>,
  crag: Crag,
  version: number,
  day: string,
): PreparedBody {
  const prepared = new PreparedBody(cragJson(crag));
  if (version >= 0) bodies.set(crag.id, { version, day, prepared });
  return prepared;
}
