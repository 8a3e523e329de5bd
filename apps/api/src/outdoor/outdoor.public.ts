/**
 * What the outdoor domain offers the other domains (the logbook, and the follows through `composition.ts`),
 * and the one outdoor file they may import besides its services: a crag's existence and its list item
 * (favourite crags), the route summary an ascent shows (its columns, to join in the logbook's own queries, and
 * its mapping), the writes the demo seed uses, and the kinds whose wiki history the kernel reads; the names and
 * page addresses of its records (the media's records) and the demo crag's id (the media's demo data). The
 * architecture test (`architecture.test.ts`) keeps every other outdoor file theirs.
 */

export { cragExists, createCrag } from './crags/crag.service';
export { createRoute } from './crags/crag-route.service';
export { createSector } from './crags/crag-sector.service';
export { cragRouteSummaryColumns, selectCragRouteSummaries, toCragRouteSummary } from './crags/crag-summary';
export { cragSummariesByIds } from './geo/geo.service';
export {
  findCragIdByName,
  labelOutdoorRecords,
  type OutdoorLabelKind,
  type OutdoorRecordLabel,
} from './shared/record-labels';
export { OUTDOOR_VERSIONED_KINDS } from './wiki/versioned-kinds';
