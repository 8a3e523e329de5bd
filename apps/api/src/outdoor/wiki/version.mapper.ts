import type { Version } from '@climb/contracts';
import { toContributor } from '../crags/contributor';
import type { VersionRow } from './version.repository';

/** One recorded change: each changed field as `[before, after]`, and who made it. */
export function toVersion(row: VersionRow): Version {
  return {
    id: row.id,
    item_type: row.item_type,
    item_id: row.item_id,
    event: row.event,
    changes: row.changes,
    user: toContributor(row),
    created_at: row.created_at.toISOString(),
  };
}
