import type { PageQuery, VersionHistory, VersionItemType } from '@climb/contracts';
import type { AppContext } from '../../app-context';
import { wikiVersionHistory } from '../../lib/wiki-versions';
import { findLiveItem } from './version.repository';

type VersionContext = Pick<AppContext, 'db'>;

/**
 * `GET versions/{version_type}/{id}.json`: a page of the outdoor record's history, newest first, with the
 * number of versions. A deleted record's history still reads, under the last name it had; 404 only
 * when there is neither a record nor a version.
 */
export function getVersionHistory(
  context: VersionContext,
  itemType: VersionItemType,
  id: number,
  page: PageQuery,
): Promise<{ history: VersionHistory; total: number }> {
  return wikiVersionHistory(context.db, { itemType, itemId: id }, page, (executor) =>
    findLiveItem(executor, itemType, id),
  );
}
