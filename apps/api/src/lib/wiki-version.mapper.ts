import type { Contributor, VersionEvent } from '@climb/contracts';
import { toContributor } from './contributor';
import type { FieldChange } from './version-diff';
import type { VersionRow } from './wiki-version.repository';

/** One recorded change of a record of kind `ItemType`: each changed field as `[before, after]`, and who made it. */
export interface WikiVersion<ItemType extends string> {
  id: number;
  item_type: ItemType;
  item_id: number;
  event: VersionEvent;
  changes: Record<string, FieldChange>;
  user: Contributor | null;
  created_at: string;
}

/** A version of a record of `itemType` (the kind its history was read for). */
export function toWikiVersion<ItemType extends string>(row: VersionRow, itemType: ItemType): WikiVersion<ItemType> {
  return {
    id: row.id,
    item_type: itemType,
    item_id: row.item_id,
    event: row.event,
    changes: row.changes,
    user: toContributor(row),
    created_at: row.created_at.toISOString(),
  };
}
