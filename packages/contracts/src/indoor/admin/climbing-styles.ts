/*
 * Zod-free: the route form and the route panel read the list without loading zod.
 */

/**
 * The climbing styles a gym may tag its routes with (docs/domain/indoor.md, "Administration"): the gym chooses,
 * per type of route, those it uses (`PUT gyms/{id}/climbing_styles.json`); a route's styles come from its gym's
 * choice for its type. Labels live in the web app's `gym-admin-grades` namespace, one per value.
 */
export const CLIMBING_STYLES = [
  'crimps',
  'slopers',
  'pinches',
  'pockets',
  'jugs',
  'slab',
  'vertical',
  'overhang',
  'roof',
  'dihedral',
  'arete',
  'dynamic',
  'coordination',
  'balance',
  'endurance',
  'power',
  'technical',
  'compression',
  'mantle',
  'heel_hook',
  'toe_hook',
  'crack',
  'volume',
] as const;
export type ClimbingStyle = (typeof CLIMBING_STYLES)[number];

/** Whether `value` is one of the styles of the list. */
export function isClimbingStyle(value: string): value is ClimbingStyle {
  return (CLIMBING_STYLES as readonly string[]).includes(value);
}
