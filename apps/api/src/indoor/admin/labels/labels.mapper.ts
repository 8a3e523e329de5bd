import { type GymLabelRoute, type GymLabelTemplate, isClimbingStyle } from '@climb/contracts';
import type { GymLabelTemplateRow, PrintableRouteRow } from './labels.repository';

export function toGymLabelTemplate(row: GymLabelTemplateRow): GymLabelTemplate {
  return {
    id: row.id,
    gym_id: row.gym_id,
    name: row.name,
    layout: row.layout,
    paper_size: row.paper_size,
    orientation: row.orientation,
    font: row.font,
    qr_position: row.qr_position,
    fields: row.fields,
    footer: row.footer,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The short public address a route's label and QR code hold (`/gr/{gymId}-{routeId}`), as the gym's pages answer it. */
export const gymRouteShortPath = (gymId: number, routeId: number) => `/gr/${gymId}-${routeId}`;

/** A route as its label prints it: the fields the gym's pages show, its points as they show them (its fixed points). */
export function toGymLabelRoute(row: PrintableRouteRow): GymLabelRoute {
  return {
    id: row.id,
    gym_id: row.gym_id,
    name: row.name,
    climbing_type: row.climbing_type,
    grade_text: row.grade_text,
    level_index: row.level_index,
    level_color: row.level_color,
    sub_level: row.sub_level,
    hold_colors: row.hold_colors,
    sector_name: row.sector_name,
    openers: row.openers,
    opened_at: row.opened_at,
    points: row.fixed_points,
    anchor_number: row.anchor_number,
    styles: row.styles.filter(isClimbingStyle),
    description: row.description,
    path: gymRouteShortPath(row.gym_id, row.id),
  };
}
