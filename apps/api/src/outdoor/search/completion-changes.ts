import type { OutdoorVersionItemType } from '@climb/contracts';
import type { ChangedRecord, TouchedRecords } from '../../lib/search-completions';

/** What an outdoor completion row finds: the four kinds of the top bar's search as you type. */
export type SearchCompletionKind = 'crag' | 'route' | 'area' | 'town';

/** Records of one outdoor kind whose completions must be written again. */
interface TouchedOutdoorRecords extends TouchedRecords {
  kind: SearchCompletionKind;
}

/** The crag a sector or route belongs to, from either side of its change. */
function cragOf(change: ChangedRecord): number[] {
  const cragId = (change.after ?? change.before)?.crag_id;
  return typeof cragId === 'number' ? [cragId] : [];
}

/**
 * The records whose completions a change touches. A crag is found by its name, its sectors' and its
 * town's, weighed by its routes; a route by its name; an area by its name, weighed by its crags (its
 * crag list changes are area changes). The crag map records and alerts are found by nothing.
 */
export function touchedRecords(change: ChangedRecord<OutdoorVersionItemType>): TouchedOutdoorRecords[] {
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
