import type { CragMap } from '@climb/contracts';
import { toApproach, toCragMapSector, toPark, toRockBar } from './crag-map.mapper';
import { findCragRecordsOfCrag, findPlacedSectorsOfCrag } from './crag-record.repository';
import { type CragMapContext, requireCragOfPath } from './crag-record.service';

/** Everything the crag map draws, in one answer (`GET crags/{id}/map.json`); 404 for an unknown crag. */
export async function getCragMap(context: CragMapContext, cragId: number): Promise<CragMap> {
  const crag = await requireCragOfPath(context.db, cragId);
  const [sectors, parks, approaches, rockBars] = await Promise.all([
    findPlacedSectorsOfCrag(context.db, cragId),
    findCragRecordsOfCrag(context.db, 'parks', cragId),
    findCragRecordsOfCrag(context.db, 'approaches', cragId),
    findCragRecordsOfCrag(context.db, 'rock_bars', cragId),
  ]);
  return {
    crag,
    sectors: sectors.map(toCragMapSector),
    parks: parks.map(toPark),
    approaches: approaches.map(toApproach),
    rock_bars: rockBars.map(toRockBar),
  };
}
