/**
 * Wire values of the outdoor enums (docs/domain/outdoor.md, docs/conventions.md: snake_case). Labels live in the
 * web app's `outdoor-enums` namespace, one key per value.
 */
export { CLIMBING_TYPES, type ClimbingType } from '../accounts/enums';

export const ROCK_TYPES = [
  'limestone',
  'granite',
  'sandstone',
  'gneiss',
  'conglomerate',
  'basalt',
  'quartzite',
  'schist',
  'gritstone',
  'dolomite',
  'rhyolite',
  'volcanic_tuff',
  'marble',
  'molasse',
  'serpentinite',
  'gabbro',
  'diorite',
  'migmatite',
] as const;
export type RockType = (typeof ROCK_TYPES)[number];

export const RAIN_EXPOSURES = ['protected', 'exposed'] as const;
export type RainExposure = (typeof RAIN_EXPOSURES)[number];

export const SUN_EXPOSURES = ['sunny_all_day', 'shady', 'sunny_morning', 'sunny_afternoon'] as const;
export type SunExposure = (typeof SUN_EXPOSURES)[number];

/** The 8 orientations, clockwise from north (the order the orientation rose draws them in). */
export const ORIENTATIONS = [
  'north',
  'north_east',
  'east',
  'south_east',
  'south',
  'south_west',
  'west',
  'north_west',
] as const;
export type Orientation = (typeof ORIENTATIONS)[number];

export const SEASONS = ['spring', 'summer', 'autumn', 'winter'] as const;
export type Season = (typeof SEASONS)[number];

export const INCLINES = ['slab', 'vertical', 'slight_overhang', 'overhang', 'roof'] as const;
export type Incline = (typeof INCLINES)[number];

/** How a boulder problem starts. */
export const START_TYPES = ['sit', 'down', 'stand', 'jump', 'run_and_jump'] as const;
export type StartType = (typeof START_TYPES)[number];

/** The landing of a boulder problem. */
export const RECEPTIONS = ['good', 'correct', 'bad', 'dangerous'] as const;
export type Reception = (typeof RECEPTIONS)[number];

export const BOLT_TYPES = ['expansion_bolt', 'glue_in_bolt', 'piton', 'removable_gear', 'none'] as const;
export type BoltType = (typeof BOLT_TYPES)[number];

export const ANCHOR_TYPES = ['chain', 'ring', 'lower_off', 'double_bolt', 'natural', 'none'] as const;
export type AnchorType = (typeof ANCHOR_TYPES)[number];

export const ALERT_TYPES = ['good_news', 'warning', 'info', 'bad_news', 'bird_nesting_ban'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

/** What an alert is about; the same words as in `/alerts/{alertableType}/{alertableId}/new`. */
export const ALERTABLE_TYPES = ['crags', 'crag_sectors', 'crag_routes'] as const;
export type AlertableType = (typeof ALERTABLE_TYPES)[number];

export const APPROACH_TYPES = ['flat', 'ascent', 'descent'] as const;
export type ApproachType = (typeof APPROACH_TYPES)[number];

/**
 * The outdoor wiki's records whose history is kept, under these names; with the indoor ones, the `versionType` of
 * `/versions/{versionType}/{versionId}/changes` (`platform/wiki-versions.ts`).
 */
export const OUTDOOR_VERSION_ITEM_TYPES = [
  'crags',
  'crag_sectors',
  'crag_routes',
  'areas',
  'parks',
  'approaches',
  'rock_bars',
  'alerts',
] as const;
export type OutdoorVersionItemType = (typeof OUTDOOR_VERSION_ITEM_TYPES)[number];

export const VERSION_EVENTS = ['create', 'update', 'destroy'] as const;
export type VersionEvent = (typeof VERSION_EVENTS)[number];

/** Sort orders of a crag's or a sector's route list. */
export const CRAG_ROUTE_SORTS = ['name', 'grade', 'grade_desc', 'sector', 'height', 'newest', 'note'] as const;
export type CragRouteSort = (typeof CRAG_ROUTE_SORTS)[number];
