import type { CragSummary, FollowableType, GymSummary } from '@climb/contracts';

/**
 * What a domain gives for a kind of record climbers may follow. `composition.ts` registers each
 * kind (crags from the outdoor catalogue, gyms from the indoor one), so the community imports no domain.
 */
export interface FollowableKind<Item extends { id: number }> {
  /** Whether the record exists: a follow names only existing records. */
  exists(id: number): Promise<boolean>;
  /** The records as the list of followed records shows them: those that exist, in any order. */
  listItems(ids: readonly number[]): Promise<Item[]>;
}

/** The kinds registered, each with the list item of its favourites. */
export interface FollowableKinds {
  crags: FollowableKind<CragSummary>;
  gyms: FollowableKind<GymSummary>;
}

/** The registered kind of a followable type, or undefined when none is yet (gyms, climbers, guide books). */
export function registeredKind(
  kinds: FollowableKinds,
  type: FollowableType,
): FollowableKind<{ id: number }> | undefined {
  return (kinds as Partial<Record<FollowableType, FollowableKind<{ id: number }>>>)[type];
}
