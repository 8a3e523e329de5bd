import type { RecordRef } from '@climb/contracts';
import type { RecordSlots } from '../../../climbing/record-slots';
import { useOfflineLogging } from '../log/offline/use-offline-logging';
import { CragCommentsSection, RouteCommentsSection, RouteLogbookSection } from './logbook-sections';
import { RouteStatusesProvider, RouteStatusMark } from './route-status-mark';

/** Keeps the crag's routes on the device for offline logging; shows nothing. */
function OfflineLogging({ crag }: { crag: RecordRef | undefined }) {
  useOfflineLogging(crag);
  return null;
}

/** The logbook's parts of the outdoor record pages, put in their places by `app/`. */
export const LOGBOOK_RECORD_SLOTS: RecordSlots = {
  routeLogbook: RouteLogbookSection,
  routeComments: RouteCommentsSection,
  cragComments: CragCommentsSection,
  routeMarks: RouteStatusesProvider,
  routeMark: RouteStatusMark,
  offlineCrag: OfflineLogging,
};
