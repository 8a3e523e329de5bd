import type { VersionItemType } from '@climb/contracts';
import type { SearchCompletionKind } from '../../db/schema';

/** One change of a wiki record, as its version records it: without `before` a creation, without `after` a deletion. */
export interface WikiChange {
  itemType: VersionItemType;
  itemId: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Records of one kind whose completions must be written again. */
export interface TouchedRecords {
  kind: SearchCompletionKind;
  ids: number[];
}

/** The crag a sector or route belongs to, from either side of its change. */
function cragOf(change: WikiChange): number[] {
  const cragId = (change.after ?? change.before)?.crag_id;
  return typeof cragId === 'number' ? [cragId] : [];
}

/**
 * The records whose completions a change touches. A crag is found by its name, its sectors' and its
 * town's, weighed by its routes; a route by its name; an area by its name, weighed by its crags (its
 * crag list changes are area changes). The crag map records and alerts are found by nothing.
 */
export function touchedRecords(change: WikiChange): TouchedRecords[] {
  switch (change.itemType) {
    case 'crags':
      return [{ kind: 'crag', ids: [change.itemId] }];
    case 'crag_sectors':
      return [{ kind: 'crag', ids: cragOf(change) }];
    case 'crag_routes':
      return [
        { kind: 'route', ids: [change.itemId] },
        { kind: 'crag', ids: cragOf(change) },
      ];
    case 'areas':
      return [{ kind: 'area', ids: [change.itemId] }];
    default:
      return [];
  }
}
