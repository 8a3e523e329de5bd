import type {
  AscentGymRoute,
  GymLevelProgress,
  GymLevels,
  GymRouteStatus,
  GymRouteSummary,
  GymSpace,
  GymSpaceSummary,
  GymSummary,
  IndoorAnalytics,
} from '@climb/contracts';

/** API answers for the tests of the indoor logbook: a bouldering gym in Lyon with two spaces, and a day there. */
export const lyon = { id: 3, name: 'Salle démo Cordée Bloc', slug_name: 'salle-demo-cordee-bloc' };
export const grenoble = { id: 4, name: 'Salle démo Cordée Voies', slug_name: 'salle-demo-cordee-voies' };

export const gymSummary: GymSummary = {
  ...lyon,
  city: 'Lyon',
  country_code: 'FR',
  latitude: 45.75,
  longitude: 4.85,
  climbing_types: ['bouldering'],
  gym_type: 'private',
  logo: null,
  followers_count: 2,
  mounted_routes_count: 3,
};

export const levels: GymLevels[] = [
  {
    climbing_type: 'bouldering',
    levels: [
      { color: 'yellow', grade_value: 19, points: 100 },
      { color: 'green', grade_value: 25, points: 200 },
      { color: 'blue', grade_value: 29, points: 300 },
    ],
  },
  { climbing_type: 'sport_climbing', levels: [{ color: 'white', grade_value: 23, points: 100 }] },
  { climbing_type: 'pan', levels: [] },
];

function route(id: number, overrides: Partial<GymRouteSummary>): GymRouteSummary {
  return {
    id,
    gym_id: lyon.id,
    gym_space_id: 10,
    gym_sector_id: 20,
    name: null,
    climbing_type: 'bouldering',
    hold_colors: ['green'],
    tag_colors: [],
    grade_value: 25,
    grade_text: '5a',
    level_index: 1,
    level_color: 'green',
    sub_level: null,
    anchor_number: null,
    points: 200,
    openers: [],
    opened_at: '2026-05-01',
    dismounted_at: null,
    thumbnail: null,
    sector_name: 'Le Toit',
    ...overrides,
  };
}

export const greenBoulder = route(40, {});
export const blueBoulder = route(41, {
  name: 'La Dalle',
  hold_colors: ['blue'],
  grade_value: 29,
  grade_text: '5c',
  level_index: 2,
  level_color: 'blue',
  gym_sector_id: 21,
  sector_name: 'La Grotte',
});
export const otherSpaceRoute = route(42, {
  name: 'Le Mur',
  gym_space_id: 11,
  gym_sector_id: 22,
  sector_name: 'Le Pan',
  climbing_type: 'pan',
  hold_colors: ['red'],
  level_index: null,
  level_color: null,
  grade_value: 32,
  grade_text: '6a+',
});
export const gymRoutes = [greenBoulder, blueBoulder, otherSpaceRoute];

export const spaceSummaries: GymSpaceSummary[] = [
  {
    id: 10,
    gym_id: lyon.id,
    name: 'Grande salle',
    slug_name: 'grande-salle',
    climbing_type: 'bouldering',
    position: 0,
    plan: null,
    sectors_count: 2,
    mounted_routes_count: 2,
  },
  {
    id: 11,
    gym_id: lyon.id,
    name: 'Salle du pan',
    slug_name: 'salle-du-pan',
    climbing_type: 'pan',
    position: 1,
    plan: null,
    sectors_count: 1,
    mounted_routes_count: 1,
  },
];

function sector(id: number, spaceId: number, name: string): GymSpace['sectors'][number] {
  return {
    id,
    gym_id: lyon.id,
    gym_space_id: spaceId,
    name,
    description: null,
    climbing_type: null,
    height: 4,
    anchor_from: null,
    anchor_to: null,
    polygon: null,
    position: 0,
    mounted_routes_count: 1,
    created_at: '2026-05-01T10:00:00.000Z',
    updated_at: '2026-05-01T10:00:00.000Z',
  };
}

export const spaces: GymSpace[] = [
  {
    ...(spaceSummaries[0] as GymSpaceSummary),
    description: null,
    gym: lyon,
    sectors: [sector(20, 10, 'Le Toit'), sector(21, 10, 'La Grotte')],
    creator: null,
    created_at: '2026-05-01T10:00:00.000Z',
    updated_at: '2026-05-01T10:00:00.000Z',
  },
  {
    ...(spaceSummaries[1] as GymSpaceSummary),
    description: null,
    gym: lyon,
    sectors: [sector(22, 11, 'Le Pan')],
    creator: null,
    created_at: '2026-05-01T10:00:00.000Z',
    updated_at: '2026-05-01T10:00:00.000Z',
  },
];

function ascent(id: number, overrides: Partial<AscentGymRoute>): AscentGymRoute {
  return {
    id,
    kind: 'gym_route',
    gym_route: { id: 40, name: null, gym_space_id: 10, hold_colors: ['green'], dismounted_at: null },
    gym: lyon,
    route_name: null,
    climbing_type: 'bouldering',
    grade_value: 25,
    grade_text: '5a',
    level_index: 1,
    level_color: 'green',
    quantity: 1,
    released_at: '2026-05-12',
    ascent_status: 'flash',
    roping_status: null,
    attempt: null,
    note: null,
    hardness_status: null,
    comment: null,
    private_comment: null,
    idempotency_key: null,
    created_at: '2026-05-12T18:00:00.000Z',
    updated_at: '2026-05-12T18:00:00.000Z',
    ...overrides,
  };
}

/** A green boulder flashed, "La Dalle" topped, and three greens without a route. */
export const gymAscents: AscentGymRoute[] = [
  ascent(301, {}),
  ascent(302, {
    gym_route: { id: 41, name: 'La Dalle', gym_space_id: 10, hold_colors: ['blue'], dismounted_at: null },
    route_name: 'La Dalle',
    grade_value: 29,
    grade_text: '5c',
    level_index: 2,
    level_color: 'blue',
    ascent_status: 'sent',
    note: 4,
  }),
  ascent(303, { gym_route: null, quantity: 3, ascent_status: 'sent', released_at: '2026-05-10' }),
];

export const indoorAnalytics: IndoorAnalytics = {
  figures: { ascents: 5, gyms: 1, days: 2, max_grade_value: 29 },
  climbing_types: [
    { climbing_type: 'bouldering', count: 5 },
    { climbing_type: 'pan', count: 0 },
  ],
  grades: [
    { bucket: '5a', count: 4, climbing_types: { bouldering: 4 } },
    { bucket: '5c', count: 1, climbing_types: { bouldering: 1 } },
  ],
  levels: [
    { color: 'green', count: 4 },
    { color: 'blue', count: 1 },
  ],
  gyms: [{ gym: lyon, count: 5 }],
  last_28_days: Array.from({ length: 28 }, (_, index) => ({
    date: `2026-05-${String(index + 1).padStart(2, '0')}`,
    count: index === 11 ? 2 : index === 9 ? 3 : 0,
  })),
};

export const levelProgress: GymLevelProgress = {
  gym: lyon,
  climbing_types: [
    {
      climbing_type: 'bouldering',
      levels: [
        { level_index: 0, color: 'yellow', mounted: 4, done: 4 },
        { level_index: 1, color: 'green', mounted: 15, done: 10 },
        { level_index: 2, color: 'blue', mounted: 6, done: 1 },
      ],
    },
  ],
};

export const routeStatuses: GymRouteStatus[] = [
  { gym_route_id: 40, status: 'done', ascents_count: 2, last_released_at: '2026-05-12' },
  { gym_route_id: 41, status: 'project', ascents_count: 0, last_released_at: '2026-05-11' },
];
