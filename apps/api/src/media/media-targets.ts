import { MEDIA_TARGET_TYPES, type MediaTarget, type MediaTargetType } from '@climb/contracts';
import type { SQL } from 'drizzle-orm';
import type { Executor } from '../db/transaction';
import { ValidationFailed } from '../lib/errors';
import { isStoredId } from '../lib/path-params';

/*
 * The records photos, videos and links belong to (docs/domain/media.md). The media domain knows no catalogue: each
 * domain that owns a kind of record says, through `composition.ts`, how its records are named and where their pages
 * are. A kind nobody registered takes no media. A record's own pages hold none of its media in their HTML (the media
 * section loads in the browser), so a medium written moves only the media pages' versions, never the record's.
 */

/** One record as the media pages name it and lead back to it. */
export interface DescribedTarget {
  /** Its name (a gym route without one: its grade and sector). */
  name: string;
  /** The record's page in the web app. */
  path: string;
  /** Its gym, for a gym, a space or a gym route; null outdoors. */
  gym_id: number | null;
  /** The slug its own page's address carries (the canonical address of its photos page). */
  slug_name: string;
  /** The record it is part of, when its name needs it (a sector's crag, a space's gym), else null. */
  parent_name: string | null;
}

/** What the owner of a kind of record tells the media domain. */
export interface MediaTargetKind {
  /** The records of these ids that exist, described; the others are absent from the map. */
  describe(ids: readonly number[]): Promise<Map<number, DescribedTarget>>;
  /**
   * A kind climbers also like whose owner keeps the count (gym routes): moves a record's count by `delta` (0 reads
   * it) in the like's transaction and names the page versions that show it; null when there is no such record.
   */
  likes?: {
    move(executor: Executor, id: number, delta: number): Promise<{ likes_count: number; versions: string[] } | null>;
  };
  /**
   * A kind of a gym's records (the gym, its spaces, its routes): a subquery of the ids of a gym's records of the kind,
   * what its team's moderation lists join on without loading them.
   */
  idsInGym?(gymId: number): SQL;
}

/** The kinds of records that take media, by their plural snake_case name. */
export type MediaTargets = Partial<Record<MediaTargetType, MediaTargetKind>>;

/** A record a medium belongs to, by kind and id. */
export interface TargetRef {
  type: MediaTargetType;
  id: number;
}

/** `<field>` names the kind in a body (`illustrable_type`), `<field>_id` its id (`illustrable_id`). */
export type TargetField = 'illustrable' | 'viewable' | 'linkable';

/** The page-cache version of a record's media pages (its photos and links pages): `media:crags:12`. */
export function mediaVersion({ type, id }: TargetRef): string {
  return `media:${type}:${id}`;
}

/** The registered kind of a type, or null (a kind no domain registered). */
function kindOf(targets: MediaTargets, type: MediaTargetType): MediaTargetKind | null {
  return MEDIA_TARGET_TYPES.includes(type) ? (targets[type] ?? null) : null;
}

/** The record described, or null when it does not exist (or its kind takes no media). */
export async function findTarget(targets: MediaTargets, ref: TargetRef): Promise<DescribedTarget | null> {
  const kind = kindOf(targets, ref.type);
  if (!kind || !isStoredId(ref.id)) return null;
  return (await kind.describe([ref.id])).get(ref.id) ?? null;
}

/**
 * The record a medium is written on, described: 422 `<field>_type: [not_included]` for a kind that takes no media,
 * `<field>_id: [not_found]` for a record that does not exist.
 */
export async function requireTarget(
  targets: MediaTargets,
  ref: TargetRef,
  field: TargetField,
): Promise<DescribedTarget> {
  if (!kindOf(targets, ref.type)) throw ValidationFailed.on(`${field}_type`, 'not_included');
  const target = await findTarget(targets, ref);
  if (!target) throw ValidationFailed.on(`${field}_id`, 'not_found');
  return target;
}

/** The key of a record in the map `describeTargets` answers. */
export function targetKey({ type, id }: TargetRef): string {
  return `${type}:${id}`;
}

/** Several records of any kinds, described with one call per kind; those that do not exist are absent. */
export async function describeTargets(
  targets: MediaTargets,
  refs: readonly TargetRef[],
): Promise<Map<string, DescribedTarget>> {
  const idsByType = new Map<MediaTargetType, Set<number>>();
  for (const ref of refs) {
    if (!kindOf(targets, ref.type) || !isStoredId(ref.id)) continue;
    const ids = idsByType.get(ref.type) ?? new Set<number>();
    ids.add(ref.id);
    idsByType.set(ref.type, ids);
  }
  const described = new Map<string, DescribedTarget>();
  await Promise.all(
    [...idsByType].map(async ([type, ids]) => {
      const found = await (kindOf(targets, type) as MediaTargetKind).describe([...ids]);
      for (const [id, target] of found) described.set(targetKey({ type, id }), target);
    }),
  );
  return described;
}

/** A record as a medium's answer names it. */
export function toMediaTarget(ref: TargetRef, target: DescribedTarget): MediaTarget {
  return { type: ref.type, id: ref.id, name: target.name, path: target.path, gym_id: target.gym_id };
}
