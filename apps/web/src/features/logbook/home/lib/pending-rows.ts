import type { AscentStatus } from '@climb/contracts';
import type { PendingAscent, PendingCragAscent } from '../../../../stores/ascents-pusher-store';
import { newestFirst } from '../../api/pending-ascents';
import type { LogbookFilters } from './ascent-search';

/** An ascent of the offline queue as the list shows it, waiting to be sent. */
export interface PendingRow {
  key: string;
  routeName: string;
  cragName: string | null;
  gradeText: string | null;
  releasedAt: string;
  status: AscentStatus;
}

/** Lower case without accents, as the API compares words. */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * Whether a queued ascent passes the list's filters, judged from what the device knows of it (its payload and
 * display snapshot): a list of boulders does not show a sport route waiting to be sent.
 */
export function pendingMatches(ascent: PendingCragAscent, filters: LogbookFilters): boolean {
  const { payload, display } = ascent;
  const day = payload.released_at.slice(0, 10);
  if (filters.ascent_status?.length && !filters.ascent_status.includes(payload.ascent_status)) return false;
  if (
    filters.roping_status?.length &&
    !(payload.roping_status && filters.roping_status.includes(payload.roping_status))
  )
    return false;
  if (filters.climbing_type?.length && !filters.climbing_type.includes(display.climbing_type)) return false;
  if (filters.date_from && day < filters.date_from) return false;
  if (filters.date_to && day > filters.date_to) return false;
  const words = folded(filters.query ?? '')
    .split(/\s+/)
    .filter(Boolean);
  const names = folded(`${display.route_name} ${display.crag_name ?? ''}`);
  return words.every((word) => names.includes(word));
}

/**
 * The crag-route ascents of the offline queue that pass the filters, newest day first (then the last logged
 * first), from their display snapshot.
 */
export function pendingRows(queue: readonly PendingAscent[], filters: LogbookFilters = {}): PendingRow[] {
  return newestFirst(queue)
    .filter((ascent) => pendingMatches(ascent, filters))
    .map((ascent) => ({
      key: ascent.key,
      routeName: ascent.display.route_name,
      cragName: ascent.display.crag_name,
      gradeText: ascent.display.grade_text,
      releasedAt: ascent.payload.released_at,
      status: ascent.payload.ascent_status,
    }));
}
