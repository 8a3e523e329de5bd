import type { CragStamp } from './crag.repository';

/**
 * The crag page's answer (`GET crags/{id}.json`) in the shared cache (docs/runtime.md, "Caches"), as
 * the JSON text it is sent as (`lib/serialized-answer.ts`), with the stamps it was read at: the crag's `updated_at` (moved by every
 * write of what the page shows, in the write's transaction), its creator's `updated_at` (a renamed
 * creator) and the day its running alerts were counted on. An entry is served only while those are
 * still the crag's (one primary-key lookup to know): a write never has to find it, the next read on
 * any node sees that it is behind.
 */
export interface CachedCragAnswer extends CragStamp {
  day: string;
  json: string;
}

/** Seconds an answer is kept: it is only ever served at its own stamps, so the TTL bounds memory, not staleness. */
export const CRAG_CACHE_SECONDS = 60;

/** Changes whenever the answer's shape does, so that nodes of two releases never read each other's entries. */
const CRAG_ANSWER_SHAPE = 1;

export function cragCacheKey(id: number): string {
  return `crag:${CRAG_ANSWER_SHAPE}:${id}`;
}

/** Whether a cached answer was read at the crag's current stamps, on the same day. */
export function isCurrent(cached: CachedCragAnswer, stamp: CragStamp, day: string): boolean {
  return cached.stamp === stamp.stamp && cached.creator_stamp === stamp.creator_stamp && cached.day === day;
}
