import type { CragRouteStatus } from '@climb/contracts';
import { IconBookmark, IconCheck, IconHourglassHigh } from '@tabler/icons-react';
import { createContext, type ReactNode, Suspense, useContext } from 'react';
import { useLogbookLabels } from '../../../climbing/logbook-labels';
import { Badge } from '../../../components/ui';
import { type RouteMark, type RouteStatusScope, routeMarkOf, useCragRouteStatuses } from '../api/route-statuses.api';
import classes from './route-status-mark.module.css';

const RouteStatusesContext = createContext<ReadonlyMap<number, CragRouteStatus> | undefined>(undefined);

/**
 * The signed-in climber's statuses for every route of a list, asked once for the list
 * (`current_users/crag_route_statuses.json`); nothing for a visitor.
 */
export function RouteStatusesProvider({ scope, children }: { scope: RouteStatusScope; children: ReactNode }) {
  const statuses = useCragRouteStatuses(scope);
  return <RouteStatusesContext.Provider value={statuses.data}>{children}</RouteStatusesContext.Provider>;
}

/** Each mark's icon; its colour is its class's (`route-status-mark.module.css`). */
const MARK_ICONS: Record<RouteMark, typeof IconCheck> = {
  done: IconCheck,
  project: IconHourglassHigh,
  tick_list: IconBookmark,
};

function MarkBadge({ mark }: { mark: RouteMark }) {
  const { label } = useLogbookLabels();
  const Icon = MARK_ICONS[mark];
  return (
    <Badge
      radius="sm"
      keepCase
      className={classes.mark}
      leftSection={<Icon size={12} aria-hidden />}
      data-testid="route-mark"
      data-mark={mark}
    >
      {label('route_statuses', mark)}
    </Badge>
  );
}

/** A mark (done, project, in my tick list) for a route of the list, from the status given or the list's statuses. */
export function RouteStatusMark({ routeId, status }: { routeId: number; status?: CragRouteStatus }) {
  const statuses = useContext(RouteStatusesContext);
  const mark = routeMarkOf(status ?? statuses?.get(routeId));
  if (!mark) return null;
  // The logbook's labels load with the first mark, without holding the list back.
  return (
    <Suspense fallback={null}>
      <MarkBadge mark={mark} />
    </Suspense>
  );
}
