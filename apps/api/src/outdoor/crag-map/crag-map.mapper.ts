import type { Approach, CragMap, Park, RockBar } from '@climb/contracts';
import type { ApproachRow, ParkRow, PlacedSectorRow, RockBarRow } from './crag-record.repository';
import { estimateWalkingTime } from './walking-time';

export function toPark(row: ParkRow): Park {
  return {
    id: row.id,
    crag_id: row.crag_id,
    latitude: row.latitude,
    longitude: row.longitude,
    description: row.description,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** An approach with its walking time: the one given, else the estimate from its length and type. */
export function toApproach(row: ApproachRow): Approach {
  const type = row.approach_type;
  return {
    id: row.id,
    crag_id: row.crag_id,
    path: row.path,
    length: row.length,
    approach_type: type,
    walking_time: row.walking_time ?? estimateWalkingTime(row.length, type),
    description: row.description,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function toRockBar(row: RockBarRow): RockBar {
  return {
    id: row.id,
    crag_id: row.crag_id,
    crag_sector_id: row.crag_sector_id,
    path: row.path,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** A sector marker of the crag map (only sectors with a position are drawn). */
export function toCragMapSector(row: PlacedSectorRow): CragMap['sectors'][number] {
  return {
    id: row.id,
    name: row.name,
    slug_name: row.slug_name,
    latitude: row.latitude as number,
    longitude: row.longitude as number,
  };
}
