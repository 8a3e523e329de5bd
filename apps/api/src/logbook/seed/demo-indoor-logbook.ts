import type { AscentGymRouteInput, GymRouteClimbingType, HoldColor } from '@climb/contracts';
import type { AppContext } from '../../app-context';
import { findDemoGymRoutes, gymScales } from '../../indoor/indoor.public';
import { createGymAscent } from '../indoor/gym-ascent.service';

/**
 * An indoor ascent of a demo climber (by index in `findDemoClimbers`) at a demo gym (by place in the indoor seed's
 * list): of its `route`-th mounted route of `type` (oldest first), or without a route, `quantity` × the level of
 * colour `color`; `days` before the seed.
 */
type DemoIndoorAscent = Omit<
  AscentGymRouteInput,
  'gym_route_id' | 'gym_id' | 'climbing_type' | 'level_index' | 'released_at' | 'keep_without_route'
> & {
  climber: number;
  gym: 0 | 1;
  type: GymRouteClimbingType;
  days: number;
} & ({ route: number } | { color: HoldColor });

/*
 * What the demo gyms show on a fresh install: boulders of the Lyon gym done by the three demo climbers (the third
 * boulder voted by all three, so its note and difficulty show), board problems, a series "3 × green" without a
 * route, and routes of the Grenoble gym led and top-roped, over the last weeks: a ranking, progress per colour and
 * route figures to look at.
 */
const DEMO_INDOOR_ASCENTS: DemoIndoorAscent[] = [
  { climber: 0, gym: 0, type: 'bouldering', route: 0, days: 20, ascent_status: 'flash' },
  { climber: 0, gym: 0, type: 'bouldering', route: 1, days: 20, ascent_status: 'sent', attempt: 3 },
  {
    climber: 0,
    gym: 0,
    type: 'bouldering',
    route: 2,
    days: 12,
    ascent_status: 'sent',
    note: 4,
    hardness_status: 'accurate',
    comment: 'Joli mouvement de compression au départ.',
  },
  { climber: 0, gym: 0, type: 'bouldering', route: 9, days: 12, ascent_status: 'project', attempt: 4 },
  { climber: 0, gym: 0, type: 'bouldering', color: 'green', quantity: 3, days: 12, ascent_status: 'sent' },
  { climber: 0, gym: 0, type: 'pan', route: 0, days: 5, ascent_status: 'sent' },
  { climber: 1, gym: 0, type: 'bouldering', route: 0, days: 25, ascent_status: 'onsight' },
  { climber: 1, gym: 0, type: 'bouldering', route: 1, days: 25, ascent_status: 'flash' },
  {
    climber: 1,
    gym: 0,
    type: 'bouldering',
    route: 2,
    days: 18,
    ascent_status: 'flash',
    note: 5,
    hardness_status: 'easy',
    comment: 'Bloc super fluide, cotation un peu généreuse.',
  },
  { climber: 1, gym: 0, type: 'bouldering', route: 3, days: 18, ascent_status: 'sent', note: 3 },
  { climber: 1, gym: 0, type: 'bouldering', route: 9, days: 8, ascent_status: 'sent', attempt: 5 },
  { climber: 1, gym: 0, type: 'bouldering', route: 14, days: 8, ascent_status: 'flash', hardness_status: 'accurate' },
  { climber: 1, gym: 0, type: 'bouldering', route: 21, days: 2, ascent_status: 'sent', note: 4 },
  { climber: 1, gym: 0, type: 'pan', route: 1, days: 2, ascent_status: 'sent' },
  { climber: 1, gym: 0, type: 'bouldering', color: 'yellow', quantity: 5, days: 2, ascent_status: 'sent' },
  { climber: 2, gym: 0, type: 'bouldering', route: 0, days: 15, ascent_status: 'flash' },
  {
    climber: 2,
    gym: 0,
    type: 'bouldering',
    route: 2,
    days: 15,
    ascent_status: 'sent',
    attempt: 2,
    note: 3,
    hardness_status: 'sandbagged',
    comment: 'Tricky heel hook, felt harder than its colour.',
  },
  { climber: 2, gym: 1, type: 'sport_climbing', route: 0, days: 10, ascent_status: 'onsight', note: 4 },
  {
    climber: 2,
    gym: 1,
    type: 'sport_climbing',
    route: 1,
    days: 10,
    ascent_status: 'flash',
    roping_status: 'top_rope',
  },
  {
    climber: 2,
    gym: 1,
    type: 'sport_climbing',
    route: 3,
    days: 3,
    ascent_status: 'red_point',
    attempt: 3,
    note: 5,
    hardness_status: 'accurate',
  },
  {
    climber: 0,
    gym: 1,
    type: 'sport_climbing',
    route: 0,
    days: 10,
    ascent_status: 'sent',
    roping_status: 'top_rope',
    note: 4,
  },
  { climber: 0, gym: 1, type: 'sport_climbing', route: 3, days: 3, ascent_status: 'project', attempt: 2 },
  { climber: 1, gym: 1, type: 'sport_climbing', route: 0, days: 6, ascent_status: 'red_point', note: 3 },
];

function daysBefore(today: Date, days: number): string {
  return new Date(today.getTime() - days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Logs the demo climbers' indoor ascents at the demo gyms through the logbook's service (sessions, route figures),
 * inside the seed's transaction. Skipped when the demo gyms are missing (an indoor seed that did not run).
 */
export async function seedDemoIndoorAscents(
  context: Pick<AppContext, 'db' | 'config' | 'events'>,
  climbers: readonly { id: number }[],
  today: Date,
): Promise<void> {
  const places = [await findDemoGymRoutes(context.db, 0), await findDemoGymRoutes(context.db, 1)];
  if (places.some((place) => place === null)) return;
  for (const { climber, gym: place, type, days, ...ascent } of DEMO_INDOOR_ASCENTS) {
    const user = climbers[climber];
    const gym = places[place];
    if (!user || !gym) throw new Error(`demo indoor ascent of climber ${climber} at gym ${place} has no target`);
    const released_at = daysBefore(today, days);
    if ('route' in ascent) {
      const { route, ...fields } = ascent;
      const target = gym.routes.filter((candidate) => candidate.climbing_type === type)[route];
      if (!target) throw new Error(`demo gym ${place} has no ${type} route ${route}`);
      await createGymAscent(context, user, { ...fields, gym_route_id: target.id, released_at });
    } else {
      const { color, ...fields } = ascent;
      const scale = (await gymScales(context.db, gym.gymId))?.scales.find((row) => row.climbing_type === type);
      const levelIndex = scale?.levels.findIndex((level) => level.color === color) ?? -1;
      if (levelIndex < 0) throw new Error(`demo gym ${place} has no ${color} level for ${type}`);
      await createGymAscent(context, user, {
        ...fields,
        gym_id: gym.gymId,
        climbing_type: type,
        level_index: levelIndex,
        released_at,
      });
    }
  }
}
