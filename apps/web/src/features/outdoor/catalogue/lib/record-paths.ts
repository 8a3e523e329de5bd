import type { VersionHistory } from '@climb/contracts';
import { areaPath, cragChildPath, cragPath, cragRoutePath, cragSectorPath } from '../../../../climbing/paths';

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

/**
 * A URL name part from a record's name (`Céüse` → `ceuse`). Record pages replace it with the record's
 * own slug once loaded, so any readable approximation leads to the right page.
 */
export function nameSlug(name: string | null): string {
  const slug = (name ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || '-';
}

function numberIn(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
}

/** The first value a field took in the history (oldest change last in the list): a record's crag, an alert's subject. */
function firstValue(history: VersionHistory, field: string): unknown {
  for (const version of [...history.versions].reverse()) {
    const change = version.changes[field];
    if (change) return change[1] ?? change[0];
  }
  return undefined;
}

/**
 * The page a history leads back to: the record's own page, or for a parking, an approach, a rock bar or an
 * alert the page of what it belongs to. null once the record is deleted, or when the history does not say.
 */
export function versionTargetPath(history: VersionHistory): string | null {
  if (history.deleted) return null;
  const named = { id: history.item_id, slug_name: nameSlug(history.item_name) };
  switch (history.item_type) {
    case 'crags':
      return cragPath(named);
    case 'crag_sectors':
      return cragSectorPath(named);
    case 'crag_routes':
      return cragRoutePath(named);
    case 'areas':
      return areaPath(named);
    case 'parks':
    case 'approaches':
    case 'rock_bars': {
      const cragId = numberIn(firstValue(history, 'crag_id'));
      return cragId ? cragPath({ id: cragId, slug_name: '-' }, 'maps') : null;
    }
    case 'alerts': {
      const subjectId = numberIn(firstValue(history, 'alertable_id'));
      const subjectType = firstValue(history, 'alertable_type');
      if (!subjectId) return null;
      const subject = { id: subjectId, slug_name: '-' };
      if (subjectType === 'crags') return cragPath(subject);
      if (subjectType === 'crag_sectors') return cragSectorPath(subject);
      if (subjectType === 'crag_routes') return cragRoutePath(subject);
      return null;
    }
  }
}
