/**
 * Wire values of the indoor enums (docs/domain/indoor.md, docs/conventions.md: snake_case). Labels live in the web
 * app's `indoor-enums` namespace, one key per value.
 */

/** What a gym offers: the types a climber filters gyms by. */
export const GYM_CLIMBING_TYPES = ['bouldering', 'sport_climbing', 'pan', 'fun_climbing', 'training_space'] as const;
export type GymClimbingType = (typeof GYM_CLIMBING_TYPES)[number];

/** The types a gym route is of: each has its own levels in a gym. */
export const GYM_ROUTE_CLIMBING_TYPES = ['bouldering', 'sport_climbing', 'pan'] as const;
export type GymRouteClimbingType = (typeof GYM_ROUTE_CLIMBING_TYPES)[number];

/** The indoor wiki's records whose history is kept, under these names (`platform/wiki-versions.ts`). */
export const INDOOR_VERSION_ITEM_TYPES = ['gyms', 'gym_chains', 'gym_spaces', 'gym_sectors', 'gym_routes'] as const;
export type IndoorVersionItemType = (typeof INDOOR_VERSION_ITEM_TYPES)[number];

/** Who runs a gym: a club of its members, or a private company. */
export const GYM_TYPES = ['club', 'private'] as const;
export type GymType = (typeof GYM_TYPES)[number];

/**
 * The colours of holds, tags and levels: named, so that a label, a filter and a screen reader say the same thing.
 * Each has a swatch in the web app (`features/indoor/shared/hold-color-swatch.tsx`).
 */
export const HOLD_COLORS = [
  'white',
  'yellow',
  'orange',
  'red',
  'pink',
  'purple',
  'blue',
  'light_blue',
  'green',
  'light_green',
  'brown',
  'grey',
  'black',
  'wood',
  'multicolor',
] as const;
export type HoldColor = (typeof HOLD_COLORS)[number];
