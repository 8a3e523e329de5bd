import type { CragSector, CragSectorSummary } from '@climb/contracts';
import { toContributor } from '../../lib/contributor';
import type { SectorDetailRow, SectorSummaryRow } from './crag-sector.repository';

export function toCragSectorSummary(row: SectorSummaryRow): CragSectorSummary {
  return {
    id: row.id,
    crag_id: row.crag_id,
    name: row.name,
    slug_name: row.slug_name,
    latitude: row.latitude,
    longitude: row.longitude,
    routes_count: row.routes_count,
    grade_min_value: row.grade_min_value,
    grade_max_value: row.grade_max_value,
  };
}

/**
 * `GET crag_sectors/{id}.json`. The fields are added onto the summary rather than spread with it into
 * a new object, which V8 builds through a slow path at this size (as `toCrag`).
 */
export function toCragSector(row: SectorDetailRow): CragSector {
  return Object.assign(toCragSectorSummary(row), {
    crag: { id: row.crag_id, name: row.crag_name, slug_name: row.crag_slug_name },
    description: row.description,
    orientations: row.orientations,
    sun: row.sun,
    rain: row.rain,
    figures: row.figures,
    creator: toContributor(row),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  });
}
