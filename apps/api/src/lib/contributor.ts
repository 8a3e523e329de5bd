import type { Contributor } from '@climb/contracts';
import { users } from '../db/schema';

/** The user columns a contribution shows (left-joined: null once nobody is known). */
export const contributorColumns = {
  user_uuid: users.uuid,
  user_first_name: users.first_name,
  user_last_name: users.last_name,
  user_slug_name: users.slug_name,
};

export interface ContributorRow {
  user_uuid: string | null;
  user_first_name: string | null;
  user_last_name: string | null;
  user_slug_name: string | null;
}

/** Who made a contribution (creator of a record, author of a version), or null when unknown. */
export function toContributor(row: ContributorRow): Contributor | null {
  if (!row.user_uuid) return null;
  return {
    uuid: row.user_uuid,
    name: `${row.user_first_name ?? ''} ${row.user_last_name ?? ''}`.trim(),
    slug_name: row.user_slug_name ?? '',
  };
}
