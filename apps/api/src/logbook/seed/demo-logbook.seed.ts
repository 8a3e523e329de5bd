import type { AscentCragRouteInput, CragInput, CragRouteInput } from '@climb/contracts';
import { findDemoClimbers } from '../../accounts/account.seed';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';
import type { SeedStep } from '../../db/seed';
import { DomainEventBus } from '../../lib/domain-events';
import { MemorySharedCache } from '../../lib/shared-cache';
import { createCrag, createRoute, createSector } from '../../outdoor/outdoor.public';
import { createAscent } from '../ascents/ascent.service';
import { seedDemoIndoorAscents } from './demo-indoor-logbook';

/**
 * The demo crag: a made-up cliff whose name and description say so, with two sectors and routes
 * from 4c to 7c+ (one multi-pitch), so that a first visit finds routes to open and to log.
 */
export const DEMO_CRAG_NAME = 'Falaise de démonstration Cordée';

const DEMO_CRAG = {
  name: DEMO_CRAG_NAME,
  latitude: 45.1712,
  longitude: 1.5316,
  elevation: 210,
  climbing_types: ['sport_climbing', 'multi_pitch'],
  rocks: ['limestone'],
  rain: 'protected',
  sun: 'sunny_afternoon',
  orientations: ['south', 'south_west'],
  seasons: ['spring', 'autumn', 'winter'],
  min_approach_time: 5,
  max_approach_time: 15,
  description:
    'Site fictif, créé pour la démonstration de Cordée : ses voies et ses croix n’existent pas. ' +
    'Made-up crag for the Cordée demo: its routes and ascents are not real.',
} satisfies CragInput;

type DemoRoute = Omit<CragRouteInput, 'crag_id' | 'crag_sector_id'> & { sector: 0 | 1 };

const DEMO_ROUTES: DemoRoute[] = [
  {
    sector: 0,
    name: 'Premiers pas',
    climbing_type: 'sport_climbing',
    incline: 'slab',
    pitches: [{ grade: '4c', height: 15, bolt_count: 6 }],
  },
  {
    sector: 0,
    name: 'La dalle grise',
    climbing_type: 'sport_climbing',
    incline: 'slab',
    pitches: [{ grade: '5b', height: 18, bolt_count: 7 }],
  },
  {
    sector: 0,
    name: 'Fissure du facteur',
    climbing_type: 'sport_climbing',
    incline: 'vertical',
    pitches: [{ grade: '5c', height: 20, bolt_count: 8 }],
  },
  {
    sector: 0,
    name: 'Le pilier rouge',
    climbing_type: 'sport_climbing',
    incline: 'vertical',
    pitches: [{ grade: '6a', height: 22, bolt_count: 9 }],
  },
  {
    sector: 0,
    name: 'Bleausard égaré',
    climbing_type: 'sport_climbing',
    incline: 'vertical',
    pitches: [{ grade: '6a+', height: 22, bolt_count: 9 }],
  },
  {
    sector: 1,
    name: 'Les colonnettes du dimanche',
    climbing_type: 'sport_climbing',
    incline: 'vertical',
    pitches: [{ grade: '6b', height: 25, bolt_count: 10 }],
  },
  {
    sector: 1,
    name: 'Tufas et chocolat',
    climbing_type: 'sport_climbing',
    incline: 'slight_overhang',
    pitches: [{ grade: '6b+', height: 28, bolt_count: 11 }],
  },
  {
    sector: 1,
    name: 'Le toit du monde',
    climbing_type: 'sport_climbing',
    incline: 'roof',
    pitches: [{ grade: '6c', height: 25, bolt_count: 11 }],
  },
  {
    sector: 1,
    name: 'Réglette et patience',
    climbing_type: 'sport_climbing',
    incline: 'vertical',
    pitches: [{ grade: '7a', height: 30, bolt_count: 12 }],
  },
  {
    sector: 1,
    name: 'Dévers de la lune',
    climbing_type: 'sport_climbing',
    incline: 'overhang',
    pitches: [{ grade: '7b', height: 30, bolt_count: 13 }],
  },
  {
    sector: 1,
    name: 'Grand bleu',
    climbing_type: 'sport_climbing',
    incline: 'overhang',
    pitches: [{ grade: '7c+', height: 32, bolt_count: 14 }],
  },
  {
    sector: 1,
    name: 'La grande traversée',
    climbing_type: 'multi_pitch',
    pitches: [
      { grade: '5c', height: 30, bolt_count: 10, anchor_type: 'double_bolt' },
      { grade: '6a+', height: 35, bolt_count: 12, anchor_type: 'double_bolt' },
      { grade: '6b', height: 30, bolt_count: 11, anchor_type: 'chain' },
    ],
  },
];

/** Ascents of the demo climbers (by index in `findDemoClimbers`, partners too), `days` before the seed. */
type DemoAscent = Omit<AscentCragRouteInput, 'crag_route_id' | 'released_at' | 'partner_uuids'> & {
  climber: number;
  partners?: number[];
  route: number;
  days: number;
};

const DEMO_ASCENTS: DemoAscent[] = [
  {
    climber: 0,
    route: 3,
    days: 200,
    ascent_status: 'onsight',
    note: 4,
    hardness_status: 'accurate',
    comment: 'Belle colonne, un pas à bien lire au quatrième point.',
  },
  {
    climber: 0,
    route: 5,
    days: 200,
    ascent_status: 'flash',
    note: 5,
    hardness_status: 'easy',
    comment: 'Magnifique, le rocher est parfait.',
  },
  { climber: 0, route: 6, days: 120, ascent_status: 'red_point', attempt: 3, note: 5, hardness_status: 'accurate' },
  {
    climber: 0,
    route: 8,
    days: 120,
    ascent_status: 'project',
    attempt: 2,
    private_comment: 'Le crux : main gauche sur la réglette, pied haut.',
  },
  {
    climber: 0,
    route: 8,
    days: 40,
    ascent_status: 'red_point',
    attempt: 4,
    note: 6,
    hardness_status: 'sandbagged',
    comment: 'Enfin ! Une voie exigeante, cotation sévère.',
  },
  {
    climber: 0,
    route: 11,
    days: 40,
    ascent_status: 'sent',
    roping_status: 'multi_pitch_alternate_lead',
    note: 4,
    comment: 'Belle sortie en réversible, relais confortables.',
  },
  { climber: 1, route: 0, days: 300, ascent_status: 'onsight', note: 3, hardness_status: 'accurate' },
  { climber: 1, route: 3, days: 200, ascent_status: 'flash', note: 4, hardness_status: 'easy', partners: [0] },
  {
    climber: 1,
    route: 5,
    days: 200,
    ascent_status: 'red_point',
    attempt: 2,
    note: 5,
    hardness_status: 'accurate',
    comment: 'Les colonnettes, un régal.',
    partners: [0],
  },
  { climber: 1, route: 7, days: 60, ascent_status: 'project', attempt: 3 },
  {
    climber: 2,
    route: 3,
    days: 90,
    ascent_status: 'onsight',
    note: 4,
    hardness_status: 'accurate',
    comment: 'Solid warm-up, well bolted.',
  },
  {
    climber: 2,
    route: 5,
    days: 90,
    ascent_status: 'onsight',
    note: 6,
    hardness_status: 'accurate',
    comment: 'One of the best 6b I have climbed.',
  },
  {
    climber: 2,
    route: 8,
    days: 30,
    ascent_status: 'flash',
    note: 5,
    hardness_status: 'sandbagged',
    comment: 'Felt harder than 7a, crimpy crux.',
  },
  { climber: 2, route: 9, days: 30, ascent_status: 'project', attempt: 2 },
  { climber: 2, route: 3, days: 10, ascent_status: 'repetition', note: 4 },
];

function daysBefore(today: Date, days: number): string {
  return new Date(today.getTime() - days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Seeds the demo crag and the demo climbers' ascents, outdoors then at the demo gyms (`demo-indoor-logbook.ts`),
 * through the same services as the API (versions, figures, sessions, route opinions), inside the transaction
 * seeding an empty database. Skipped when a demo climber is missing.
 */
async function seedDemoLogbook(db: Database, config: AppContext['config']): Promise<boolean> {
  const today = new Date();
  const found = await findDemoClimbers(db);
  if (!found) return false;
  const climbers = found.map((climber) => ({ ...climber, super_admin: false }));
  const [author] = climbers;
  if (!author) return false;
  // The demo's ascents are news to no one: their events go out on a bus nobody listens to, and the
  // answers the services read back are cached in a throw-away cache (nothing is served yet).
  const context = {
    db,
    config,
    events: new DomainEventBus(() => {}),
    cache: new MemorySharedCache({ maxEntries: 10 }),
  };

  const crag = await createCrag(context, author, DEMO_CRAG);
  const sectors = [];
  for (const [index, name] of ['Secteur école', 'Grande face'].entries()) {
    sectors.push(
      await createSector(context, author, {
        crag_id: crag.id,
        name,
        latitude: DEMO_CRAG.latitude + index * 0.0012,
        longitude: DEMO_CRAG.longitude + index * 0.0015,
        orientations: [DEMO_CRAG.orientations[index] ?? 'south'],
      }),
    );
  }
  const routes = [];
  for (const { sector, ...route } of DEMO_ROUTES) {
    routes.push(
      await createRoute(context, author, { ...route, crag_id: crag.id, crag_sector_id: sectors[sector]?.id ?? null }),
    );
  }
  for (const { climber, route, days, partners = [], ...ascent } of DEMO_ASCENTS) {
    const user = climbers[climber];
    const cragRoute = routes[route];
    if (!user || !cragRoute) throw new Error(`demo ascent of climber ${climber} on route ${route} has no target`);
    await createAscent(context, user, {
      ...ascent,
      crag_route_id: cragRoute.id,
      released_at: daysBefore(today, days),
      partner_uuids: partners.map((index) => climbers[index]?.uuid).filter((uuid) => uuid !== undefined),
    });
  }
  await seedDemoIndoorAscents(context, climbers, today);
  return true;
}

/** The logbook part of the seed: the demo crag and the demo climbers' ascents (after the accounts and the gyms). */
export const logbookSeed: SeedStep = {
  async seedEmpty(tx, config) {
    await seedDemoLogbook(tx, config);
    return undefined;
  },
};
