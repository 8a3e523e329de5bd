import type { Area, AreaSummary } from '@climb/contracts';
import { toContributor } from '../../lib/contributor';
import type { AreaRow, AreaWithCreatorRow } from './area.repository';
import type { AreaFigures } from './area-figures';

/** An area in lists: its name and the figures of its crags. */
export function toAreaSummary(row: AreaRow, figures: AreaFigures): AreaSummary {
  return {
    id: row.id,
    name: row.name,
    slug_name: row.slug_name,
    crags_count: figures.crags_count,
    routes_count: figures.routes_count,
    latitude: figures.latitude,
    longitude: figures.longitude,
  };
}

/**
 * `GET areas/{id}.json`: the area, the figures of its crags and who created it. The fields are added
 * onto the summary rather than spread with it into a new object, which V8 builds through a slow path
 * (as `toCrag`).
 */
export function toArea(row: AreaWithCreatorRow, figures: AreaFigures): Area {
  return Object.assign(toAreaSummary(row, figures), {
    description: row.description,
    grade_min_value: figures.grade_min_value,
    grade_max_value: figures.grade_max_value,
    bounds: figures.bounds,
    source: row.source,
    creator: toContributor(row),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  });
}
