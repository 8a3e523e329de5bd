import type { AscentFilters } from '@climb/contracts';
import type { AuthUser } from '../../accounts/auth';
import type { AppContext } from '../../app-context';
import { toCsv } from '../../lib/csv';
import { ascentFilterCondition } from '../analytics/ascent-filter';
import { CORDEE_COLUMNS, cordeeRecord } from './cordee-format';
import { findExportedAscents } from './export.repository';

/** The file name of an export made on `date`: `cordee-ascents-2026-05-14.csv`. */
export function exportFileName(date = new Date()): string {
  return `cordee-ascents-${date.toISOString().slice(0, 10)}.csv`;
}

/**
 * `GET current_users/ascent_crag_routes/export.csv`: the climber's outdoor ascents matching the
 * filters (every status by default, projects included: the export is a copy of the logbook), in our
 * format, UTF-8 with a byte order mark so that Excel reads the accents.
 */
export async function exportAscentsCsv(
  context: Pick<AppContext, 'db'>,
  user: Pick<AuthUser, 'id'>,
  filters: AscentFilters,
): Promise<string> {
  const rows = await findExportedAscents(context.db, ascentFilterCondition(user.id, filters, null));
  return toCsv([[...CORDEE_COLUMNS], ...rows.map(cordeeRecord)], { bom: true });
}
