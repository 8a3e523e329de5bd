/** Addresses of the climber's own logbook and of the pages it links to. */

interface Named {
  id: number;
  slug_name: string;
}

export const LOGBOOK_PATH = '/home/ascents/outdoor';
export const SESSIONS_PATH = '/home/climbing-sessions';
export const MY_MAP_PATH = '/maps/my-map';
/** Where a first ascent is logged (search the route). */
export const NEW_ASCENT_PATH = '/ascents/outdoor/new';

export type LogbookTab = 'list' | 'analytics' | 'projects' | 'tickList';

export const LOGBOOK_TABS: readonly { key: LogbookTab; path: string }[] = [
  { key: 'list', path: LOGBOOK_PATH },
  { key: 'analytics', path: `${LOGBOOK_PATH}/analytiks` },
  { key: 'projects', path: `${LOGBOOK_PATH}/projects` },
  { key: 'tickList', path: `${LOGBOOK_PATH}/tick-list` },
];

export const sessionPath = (date: string) => `${SESSIONS_PATH}/${date}`;

/** `/crags/12/ceuse/routes/43/la-fee`: the base of a route's ascent pages. */
function routeBase(crag: Named, route: Named): string {
  return `/crags/${crag.id}/${crag.slug_name}/routes/${route.id}/${route.slug_name}`;
}

/** Log an ascent of this route. */
export const newAscentPath = (crag: Named, route: Named) => `${routeBase(crag, route)}/ascents/new`;

/** Edit one of my ascents of this route. */
export const editAscentPath = (crag: Named, route: Named, ascentId: number) =>
  `${routeBase(crag, route)}/ascents/${ascentId}/edit`;
