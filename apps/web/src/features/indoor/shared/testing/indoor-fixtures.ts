import {
  type CurrentUser,
  type Follower,
  GYM_ROLES,
  type Gym,
  type GymAdministrationRequest,
  type GymChain,
  type GymRoute,
  type GymRouteSummary,
  type GymSpace,
  type GymSpaceSummary,
  type GymSummary,
} from '@climb/contracts';
import { climber } from '../../../../testing/catalogue-fixtures';

/*
 * Indoor records as the API answers them, for the page tests: the gym 4 "Bloc Session" in Lyon (chain 2), its
 * bouldering room with a plan and two sectors (one drawn), its wall without a plan, and routes of the first sector.
 */

const images = (name: string) => ({
  thumbnail: `/uploads/${name}-thumbnail.webp`,
  medium: `/uploads/${name}-medium.webp`,
  large: `/uploads/${name}-large.webp`,
});

export const gymSummary: GymSummary = {
  id: 4,
  name: 'Bloc Session',
  slug_name: 'bloc-session',
  city: 'Lyon',
  country_code: 'fr',
  latitude: 45.75,
  longitude: 4.85,
  climbing_types: ['bouldering', 'pan'],
  gym_type: 'private',
  logo: images('logo'),
  followers_count: 12,
  mounted_routes_count: 3,
};

export const gym: Gym = {
  ...gymSummary,
  description: 'Une salle de bloc au cœur de Lyon.',
  address: '12 rue des Prises',
  postal_code: '69007',
  time_zone: 'Europe/Paris',
  email: 'contact@bloc-session.fr',
  phone_number: '04 78 00 00 00',
  web_site: 'https://www.bloc-session.fr/',
  hours: 'Lundi–vendredi : 10 h – 23 h\nWeek-end : 9 h – 20 h',
  banner: images('banner'),
  gym_chain: { id: 2, name: 'Bloc Groupe', slug_name: 'bloc-groupe' },
  spaces_count: 2,
  administered: false,
  creator: null,
  created_at: '2026-01-10T10:00:00Z',
  updated_at: '2026-03-01T10:00:00Z',
};

export const spaceSummaries: GymSpaceSummary[] = [
  {
    id: 10,
    gym_id: 4,
    name: 'Salle de bloc',
    slug_name: 'salle-de-bloc',
    climbing_type: 'bouldering',
    position: 0,
    plan: { url: '/uploads/plan-10.webp', width: 1200, height: 800 },
    sectors_count: 2,
    mounted_routes_count: 3,
  },
  {
    id: 11,
    gym_id: 4,
    name: 'Mur de voies',
    slug_name: 'mur-de-voies',
    climbing_type: 'sport_climbing',
    position: 1,
    plan: null,
    sectors_count: 1,
    mounted_routes_count: 0,
  },
];

const sector = (id: number, spaceId: number, name: string, drawn: boolean, routes: number) => ({
  id,
  gym_id: 4,
  gym_space_id: spaceId,
  name,
  description: null,
  climbing_type: null,
  height: null,
  anchor_from: null,
  anchor_to: null,
  polygon: drawn
    ? ([
        [100, 100],
        [500, 100],
        [500, 400],
        [100, 100],
      ] as [number, number][])
    : null,
  position: 0,
  mounted_routes_count: routes,
  created_at: '2026-01-10T10:00:00Z',
  updated_at: '2026-01-10T10:00:00Z',
});

export const space: GymSpace = {
  ...(spaceSummaries[0] as GymSpaceSummary),
  description: null,
  gym: { id: 4, name: 'Bloc Session', slug_name: 'bloc-session' },
  sectors: [sector(20, 10, 'La Dalle', true, 2), sector(21, 10, 'Le Dévers', false, 1)],
  creator: null,
  created_at: '2026-01-10T10:00:00Z',
  updated_at: '2026-01-10T10:00:00Z',
};

export const spaceWithoutPlan: GymSpace = {
  ...(spaceSummaries[1] as GymSpaceSummary),
  description: null,
  gym: space.gym,
  sectors: [sector(22, 11, 'Grand Mur', false, 0)],
  creator: null,
  created_at: '2026-01-10T10:00:00Z',
  updated_at: '2026-01-10T10:00:00Z',
};

export const routeSummaries: GymRouteSummary[] = [
  {
    id: 120,
    gym_id: 4,
    gym_space_id: 10,
    gym_sector_id: 20,
    name: 'Le Toboggan',
    climbing_type: 'bouldering',
    hold_colors: ['red'],
    tag_colors: ['white'],
    grade_value: 31,
    grade_text: null,
    level_index: 3,
    level_color: 'red',
    sub_level: null,
    anchor_number: null,
    points: 321,
    openers: ['Léa', 'Tom'],
    opened_at: '2026-03-02',
    dismounted_at: null,
    thumbnail: '/uploads/route-120-thumbnail.webp',
    sector_name: 'La Dalle',
  },
  {
    id: 121,
    gym_id: 4,
    gym_space_id: 10,
    gym_sector_id: 20,
    name: null,
    climbing_type: 'bouldering',
    hold_colors: ['light_blue'],
    tag_colors: [],
    grade_value: null,
    grade_text: null,
    level_index: 1,
    level_color: 'green',
    sub_level: 2,
    anchor_number: null,
    points: null,
    openers: [],
    opened_at: '2026-02-20',
    dismounted_at: null,
    thumbnail: null,
    sector_name: 'La Dalle',
  },
];

export const route: GymRoute = {
  ...(routeSummaries[0] as GymRouteSummary),
  description: 'Départ assis, la prise rouge à deux mains.',
  pitches_count: 1,
  fixed_points: null,
  picture: { url: '/uploads/route-120.webp', width: 600, height: 900 },
  gym: space.gym,
  space: { id: 10, name: 'Salle de bloc', slug_name: 'salle-de-bloc' },
  likes_count: 0,
  ascents_count: 0,
  climbers_count: 0,
  note: null,
  note_count: 0,
  hardness_value: null,
  hardness_count: 0,
  gym_opener_ids: [],
  styles: [],
  created_at: '2026-03-02T10:00:00Z',
  updated_at: '2026-03-02T10:00:00Z',
};

export const chain: GymChain = {
  id: 2,
  name: 'Bloc Groupe',
  slug_name: 'bloc-groupe',
  logo: null,
  gyms_count: 1,
  description: 'Des salles de bloc en France.',
  web_site: 'https://www.bloc-groupe.fr',
  banner: null,
  creator: null,
  created_at: '2026-01-01T10:00:00Z',
  updated_at: '2026-01-01T10:00:00Z',
};

export const followers: Follower[] = [
  {
    uuid: '3f1d2c4b-5a6e-4f70-8a91-b2c3d4e5f607',
    name: 'Léa Grimpe',
    slug_name: 'lea-grimpe',
    avatar_url: null,
    followed_at: '2026-03-05T10:00:00Z',
  },
];

/** What the fake API answers, by path below `/api/v1/`; a test replaces answers on the object it gets. */
export function indoorAnswers(): Record<string, unknown> {
  return {
    'gyms/4.json': gym,
    'gyms/4/gym_spaces.json': spaceSummaries,
    'gyms/4/gym_routes.json': routeSummaries,
    'gym_spaces/10.json': space,
    'gym_spaces/11.json': spaceWithoutPlan,
    'gym_sectors/20/gym_routes.json': routeSummaries,
    'gym_sectors/21/gym_routes.json': [],
    'gym_sectors/22/gym_routes.json': [],
    'gym_routes/120.json': route,
    'gym_chains/2.json': chain,
    'gym_chains/2/gyms.json': [gymSummary],
    'follows/followers.json': followers,
  };
}

/* The gym's staff: a climber who runs gym 4 with every role, one who sets its routes, a site administrator. */

/** Gym 4 as its staff run it. */
export const staffedGym: Gym = { ...gym, administered: true };

export const gymManager: CurrentUser = {
  ...climber,
  id: 8,
  first_name: 'Lou',
  last_name: 'Gérant',
  administered_gyms: [{ id: 4, name: 'Bloc Session', slug_name: 'bloc-session', roles: [...GYM_ROLES] }],
};

export const routeSetter: CurrentUser = {
  ...climber,
  id: 9,
  first_name: 'Alex',
  last_name: 'Ouvreur',
  administered_gyms: [{ id: 4, name: 'Bloc Session', slug_name: 'bloc-session', roles: ['manage_opening'] }],
};

export const siteAdmin: CurrentUser = { ...climber, id: 1, super_admin: true };

const request: GymAdministrationRequest = {
  id: 31,
  gym: { id: 4, name: 'Bloc Session', slug_name: 'bloc-session', city: 'Lyon' },
  climber: { uuid: climber.uuid, name: 'Catherine Destivelle', slug_name: 'catherine-destivelle' },
  full_name: 'Catherine Destivelle',
  job_title: 'Gérante',
  message: 'Je gère la salle depuis 2019.',
  state: 'pending',
  refusal_reason: null,
  created_at: '2026-05-12T09:30:00Z',
  answered_at: null,
};

/** A climber's request to administer gym 4, waiting for an answer. */
export const pendingRequest: GymAdministrationRequest = request;

/** The same request, refused with a reason. */
export const refusedRequest: GymAdministrationRequest = {
  ...request,
  id: 30,
  state: 'refused',
  refusal_reason: 'Nous n’avons pas pu joindre la salle pour confirmer.',
  created_at: '2026-04-02T08:00:00Z',
  answered_at: '2026-04-05T10:00:00Z',
};

/** Another gym's request, approved. */
export const approvedRequest: GymAdministrationRequest = {
  ...request,
  id: 29,
  gym: { id: 6, name: 'Vertical Hall', slug_name: 'vertical-hall', city: 'Grenoble' },
  state: 'approved',
  created_at: '2026-03-01T08:00:00Z',
  answered_at: '2026-03-02T08:00:00Z',
};
