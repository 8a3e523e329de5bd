import type { OutdoorVersionItemType, VersionHistory } from '@climb/contracts';
import { areaPath, cragChildPath, cragPath, cragRoutePath, cragSectorPath } from '../../../../climbing/paths';
import {
  firstValue,
  nameSlug,
  recordIdIn,
  type VersionTarget,
  type VersionTargets,
} from '../../../../climbing/version-targets';

interface SectorRef {
  id: number;
  slug_name: string;
  crag: { id: number; slug_name: string };
}

/** A sector's pages under its crag: `/crags/12/ceuse/sectors/5/biographie/edit`. */
export function sectorChildPath(sector: SectorRef, child: string): string {
  return cragChildPath(sector.crag, `sectors/${sector.id}/${sector.slug_name}/${child}`);
}

/** A route's pages under its crag: `/crags/12/ceuse/routes/40/la-fee/edit`. */
export function routeChildPath(route: SectorRef, child: string): string {
  return cragChildPath(route.crag, `routes/${route.id}/${route.slug_name}/${child}`);
}

/** The page of an alert's subject: a crag, a sector or a route. */
function alertSubjectPath(history: VersionHistory): string | null {
  const subjectId = recordIdIn(firstValue(history, 'alertable_id'));
  const subjectType = firstValue(history, 'alertable_type');
  if (!subjectId) return null;
  const subject = { id: subjectId, slug_name: '-' };
  if (subjectType === 'crags') return cragPath(subject);
  if (subjectType === 'crag_sectors') return cragSectorPath(subject);
  if (subjectType === 'crag_routes') return cragRoutePath(subject);
  return null;
}

/** The map of the crag a parking, an approach or a rock bar belongs to. */
function cragMapsPath(history: VersionHistory): string | null {
  const cragId = recordIdIn(firstValue(history, 'crag_id'));
  return cragId ? cragPath({ id: cragId, slug_name: '-' }, 'maps') : null;
}

const named = (history: VersionHistory) => ({ id: history.item_id, slug_name: nameSlug(history.item_name) });

/** The way back of each outdoor kind. */
const OUTDOOR_VERSION_TARGETS: Record<OutdoorVersionItemType, VersionTarget> = {
  crags: (history) => cragPath(named(history)),
  crag_sectors: (history) => cragSectorPath(named(history)),
  crag_routes: (history) => cragRoutePath(named(history)),
  areas: (history) => areaPath(named(history)),
  parks: cragMapsPath,
  approaches: cragMapsPath,
  rock_bars: cragMapsPath,
  alerts: alertSubjectPath,
};

/**
 * The page a history leads back to: the record's own page, or for a parking, an approach, a rock bar or an
 * alert the page of what it belongs to; another catalogue's kinds by the ways back it gave (`others`). null once
 * the record is deleted, or when the history does not say.
 */
export function versionTargetPath(history: VersionHistory, others: VersionTargets = {}): string | null {
  if (history.deleted) return null;
  const target = (OUTDOOR_VERSION_TARGETS as VersionTargets)[history.item_type] ?? others[history.item_type];
  return target ? target(history) : null;
}
