import type { GymOpener } from '@climb/contracts';
import { toContributor } from '../../../lib/contributor';
import type { GymOpenerDetailRow } from './opener.repository';

export function toGymOpener(row: GymOpenerDetailRow): GymOpener {
  return {
    id: row.id,
    gym_id: row.gym_id,
    name: row.name,
    first_name: row.first_name,
    last_name: row.last_name,
    user: row.user_id === null ? null : toContributor(row),
    mounted_routes_count: row.mounted_routes_count,
    routes_count: row.routes_count,
    archived_at: row.archived_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
