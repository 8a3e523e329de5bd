import type { Follow, Follower, FollowInput, FollowStatus } from '@climb/contracts';
import { variantKey } from '../media/image-variants';
import type { FollowerRow, FollowRow } from './follow.repository';

/** A stored follow as the API shows it to its climber. */
export function toFollow(row: FollowRow): Follow {
  return {
    followable_type: row.followable_type,
    followable_id: row.followable_id,
    state: row.state,
    created_at: row.created_at.toISOString(),
  };
}

/** Whether the climber follows the record (`state` null when not), and how many climbers do. */
export function toFollowStatus(record: FollowInput, row: FollowRow | undefined, followersCount: number): FollowStatus {
  return {
    followable_type: record.followable_type,
    followable_id: record.followable_id,
    state: row?.state ?? null,
    followers_count: followersCount,
  };
}

/** A climber following a record, as its followers list shows them. */
export function toFollower(row: FollowerRow, fileUrl: (key: string) => string): Follower {
  return {
    uuid: row.uuid,
    name: `${row.first_name} ${row.last_name ?? ''}`.trim(),
    slug_name: row.slug_name,
    avatar_url: row.avatar_key ? fileUrl(variantKey(row.avatar_key, 'thumbnail')) : null,
    followed_at: row.followed_at.toISOString(),
  };
}
