import type { GymPlan, GymSector, GymSpace, GymSpaceSummary } from '@climb/contracts';
import { toContributor } from '../../lib/contributor';
import { variantKey } from '../../media/image-variants';
import type { FileUrl } from '../gyms/gym.mapper';
import type { GymSectorRow, GymSpaceDetailRow, GymSpaceSummaryRow } from './gym-space.repository';

/** A space's plan as stored: one variant, kept whole, with the size its sectors are drawn in. */
export function planOf(
  row: Pick<GymSpaceSummaryRow, 'plan_key' | 'plan_width' | 'plan_height'>,
  url: FileUrl,
): GymPlan | null {
  if (!row.plan_key || !row.plan_width || !row.plan_height) return null;
  return { url: url(variantKey(row.plan_key, 'large')), width: row.plan_width, height: row.plan_height };
}

export function toGymSpaceSummary(row: GymSpaceSummaryRow, url: FileUrl): GymSpaceSummary {
  return {
    id: row.id,
    gym_id: row.gym_id,
    name: row.name,
    slug_name: row.slug_name,
    climbing_type: row.climbing_type,
    position: row.position,
    plan: planOf(row, url),
    sectors_count: row.sectors_count,
    mounted_routes_count: row.mounted_routes_count,
  };
}

export function toGymSector(row: GymSectorRow): GymSector {
  return {
    id: row.id,
    gym_id: row.gym_id,
    gym_space_id: row.gym_space_id,
    name: row.name,
    description: row.description,
    climbing_type: row.climbing_type,
    height: row.height,
    anchor_from: row.anchor_from,
    anchor_to: row.anchor_to,
    polygon: row.polygon,
    position: row.position,
    mounted_routes_count: row.mounted_routes_count,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function toGymSpace(row: GymSpaceDetailRow, sectors: readonly GymSectorRow[], url: FileUrl): GymSpace {
  return Object.assign(toGymSpaceSummary(row, url), {
    description: row.description,
    gym: { id: row.gym_id, name: row.gym_name, slug_name: row.gym_slug_name },
    sectors: sectors.map(toGymSector),
    creator: toContributor(row),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  });
}
