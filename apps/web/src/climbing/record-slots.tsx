import type { Crag, CragRoute, CragRouteStatus, Gym, GymRoute, MediaTargetType, RecordRef } from '@climb/contracts';
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';

/** Whose routes a list's marks are asked for: a crag's, a sector's, or a few routes by id (at most 500). */
export type RouteStatusScope = { crag_id: number } | { crag_sector_id: number } | { crag_route_ids: number[] };

/** Which record's photos, videos and links a record page shows, and where its own media pages are. */
export interface RecordMediaProps {
  type: MediaTargetType;
  id: number;
  /** The level of the parts' headings: 2 on a record's page, 3 inside a part that has its own (a route's panel). */
  level?: 2 | 3;
  /** The record's links page, for a record that has one (a crag). */
  linksPath?: string;
}

/**
 * What another domain shows on the record pages (the outdoor ones, the gym, its spaces and routes). The pages leave a place
 * for each part; `app/` fills the places when it builds the page table (today with the logbook's and the
 * community's parts), so the catalogues never import them. A place left empty shows nothing, or only its children.
 */
export interface RecordSlots {
  /** "My logbook" on a route page: the way to log it, the climber's mark, tick list and ascents. */
  routeLogbook?: ComponentType<{ route: CragRoute }>;
  /** The public comments left with the ascents of a route. */
  routeComments?: ComponentType<{ route: CragRoute }>;
  /** The crag's latest public comments and the way to log an ascent there. */
  cragComments?: ComponentType<{ crag: Crag }>;
  /** Around a list of routes: the climber's marks, asked once for the whole list. */
  routeMarks?: ComponentType<{ scope: RouteStatusScope; children: ReactNode }>;
  /** A route's mark (done, project, in the tick list), from the status given or the list's. */
  routeMark?: ComponentType<{ routeId: number; status?: CragRouteStatus }>;
  /** Shows nothing: keeps the crag's routes on the device, so an ascent can be logged there offline. */
  offlineCrag?: ComponentType<{ crag: RecordRef | undefined }>;
  /** The climber's favourite button of a crag (a visitor's asks to sign in first). */
  cragFavorite?: ComponentType<{ crag: Crag }>;
  /** The climber's favourite button of a gym, on the gym page (a visitor's asks to sign in first). */
  gymFavorite?: ComponentType<{ gym: Gym }>;
  /** The record's photos, videos and links, below the fold: loaded as they near the screen, never with the page. */
  recordMedia?: ComponentType<RecordMediaProps>;
  /** The climber's like of a gym route and its count, in the route's panel (a visitor's asks to sign in first). */
  gymRouteLike?: ComponentType<{ route: GymRoute }>;
  /**
   * "My logbook" in a gym route's panel: the climber's mark on the route and the way to log it in two taps (a
   * visitor's asks to sign in first). `route` is the panel's, undefined while it cannot load (offline): the part then
   * finds the route by `routeId` on the device.
   */
  gymRouteAscent?: ComponentType<{ routeId: number; route: GymRoute | undefined }>;
}

const RecordSlotsContext = createContext<RecordSlots>({});

/** Fills the places of the record pages below it. */
export const RecordSlotsProvider = RecordSlotsContext.Provider;

/** The place of one part: the part given to the page, else its children (or nothing). */
function place<Props extends object>(partOf: (slots: RecordSlots) => ComponentType<Props> | undefined) {
  return function Place(props: Props) {
    const Part = partOf(useContext(RecordSlotsContext));
    if (Part) return <Part {...props} />;
    return 'children' in props ? (props.children as ReactNode) : null;
  };
}

export const RouteLogbookPlace = place((slots) => slots.routeLogbook);
export const RouteCommentsPlace = place((slots) => slots.routeComments);
export const CragCommentsPlace = place((slots) => slots.cragComments);
export const RouteMarksPlace = place((slots) => slots.routeMarks);
export const RouteMarkPlace = place((slots) => slots.routeMark);
export const OfflineCragPlace = place((slots) => slots.offlineCrag);
export const CragFavoritePlace = place((slots) => slots.cragFavorite);
export const GymFavoritePlace = place((slots) => slots.gymFavorite);
export const RecordMediaPlace = place((slots) => slots.recordMedia);
export const GymRouteLikePlace = place((slots) => slots.gymRouteLike);
export const GymRouteAscentPlace = place((slots) => slots.gymRouteAscent);
