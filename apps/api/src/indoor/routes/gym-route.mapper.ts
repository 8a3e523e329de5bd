import { consensusValue, type GymRoute, type GymRouteSummary, isClimbingStyle } from '@climb/contracts';
import { variantKey } from '../../media/image-variants';
import type { FileUrl } from '../gyms/gym.mapper';
import type { GymRouteDetailRow, GymRouteSummaryRow } from './gym-route.repository';

/**
 * A route's points: its fixed points, else none yet (the gym's ranking system, which gives points by level or by
 * ascents, comes with the indoor logbook).
 */
function pointsOf(row: Pick<GymRouteSummaryRow, 'fixed_points'>): number | null {
  return row.fixed_points;
}

export function toGymRouteSummary(row: GymRouteSummaryRow, url: FileUrl): GymRouteSummary {
  return {
    id: row.id,
    gym_id: row.gym_id,
    gym_space_id: row.gym_space_id,
    gym_sector_id: row.gym_sector_id,
    name: row.name,
    climbing_type: row.climbing_type,
    hold_colors: row.hold_colors,
    tag_colors: row.tag_colors,
    grade_value: row.grade_value,
    grade_text: row.grade_text,
    level_index: row.level_index,
    level_color: row.level_color,
    sub_level: row.sub_level,
    anchor_number: row.anchor_number,
    points: pointsOf(row),
    openers: row.openers,
    opened_at: row.opened_at,
    dismounted_at: row.dismounted_at,
    thumbnail: row.thumbnail_key ? url(variantKey(row.thumbnail_key, 'medium')) : null,
    sector_name: row.sector_name,
  };
}

/**
 * `GET gym_routes/{id}.json`. Its climbers' note and difficulty opinion are stored as raw means of the votes; they
 * show only from `minVotes` votes (`ASCENT_CONSENSUS_MIN_VOTES`), as a crag route's.
 */
export function toGymRoute(row: GymRouteDetailRow, url: FileUrl, minVotes: number): GymRoute {
  return Object.assign(toGymRouteSummary(row, url), {
    description: row.description,
    pitches_count: row.pitches_count,
    fixed_points: row.fixed_points,
    picture:
      row.picture_key && row.picture_width && row.picture_height
        ? { url: url(variantKey(row.picture_key, 'large')), width: row.picture_width, height: row.picture_height }
        : null,
    gym: { id: row.gym_id, name: row.gym_name, slug_name: row.gym_slug_name },
    space: { id: row.gym_space_id, name: row.space_name, slug_name: row.space_slug_name },
    likes_count: row.likes_count,
    ascents_count: row.ascents_count,
    climbers_count: row.climbers_count,
    note: consensusValue(row.note, row.note_count, minVotes),
    note_count: row.note_count,
    hardness_value: consensusValue(row.hardness_value, row.hardness_count, minVotes),
    hardness_count: row.hardness_count,
    gym_opener_ids: row.opener_ids,
    styles: row.styles.filter(isClimbingStyle),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  });
}
