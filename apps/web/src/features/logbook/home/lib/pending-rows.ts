import type { AscentStatus } from '@climb/contracts';
import type { PendingAscent } from '../../../../stores/ascents-pusher-store';

/** An ascent of the offline queue as the list shows it, waiting to be sent. */
export interface PendingRow {
  key: string;
  routeName: string;
  cragName: string | null;
  gradeText: string | null;
  releasedAt: string;
  status: AscentStatus;
}

/** The crag-route ascents of the offline queue, newest day first (then the last logged first), from their display snapshot. */
export function pendingRows(queue: readonly PendingAscent[]): PendingRow[] {
  return queue
    .filter((ascent) => ascent.kind === 'crag_route')
    .sort(
      (a, b) => b.payload.released_at.localeCompare(a.payload.released_at) || b.createdAt.localeCompare(a.createdAt),
    )
    .map((ascent) => ({
      key: ascent.key,
      routeName: ascent.display.route_name,
      cragName: ascent.display.crag_name,
      gradeText: ascent.display.grade_text,
      releasedAt: ascent.payload.released_at,
      status: ascent.payload.ascent_status,
    }));
}
