import type { PageQuery, VersionHistory, VersionItemType } from '@climb/contracts';
import type { AppContext } from '../../app-context';
import { NotFound } from '../../lib/errors';
import { toVersion } from './version.mapper';
import { findLiveItem, findVersionsOverview, findVersionsPage } from './version.repository';

type VersionContext = Pick<AppContext, 'db'>;

/**
 * `GET versions/{version_type}/{id}.json`: a page of the record's history, newest first, with the
 * number of versions. A deleted record's history still reads, under the last name it had; 404 only
 * when there is neither a record nor a version.
 */
export async function getVersionHistory(
  context: VersionContext,
  itemType: VersionItemType,
  id: number,
  page: PageQuery,
): Promise<{ history: VersionHistory; total: number }> {
  const [live, overview, rows] = await Promise.all([
    findLiveItem(context.db, itemType, id),
    findVersionsOverview(context.db, itemType, id),
    findVersionsPage(context.db, itemType, id, { limit: page.per_page, offset: (page.page - 1) * page.per_page }),
  ]);
  if (!live && overview.total === 0) throw new NotFound('No such record nor history');
  return {
    history: {
      item_type: itemType,
      item_id: id,
      item_name: live ? live.name : overview.lastItemName,
      deleted: !live,
      versions_count: overview.total,
      versions: rows.map(toVersion),
    },
    total: overview.total,
  };
}
