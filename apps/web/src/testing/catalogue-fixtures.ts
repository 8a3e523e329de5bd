import type {
  Alert,
  Area,
  AscentCragRoute,
  Crag,
  CragMap,
  CragRoute,
  CragRouteStatus,
  CragRouteSummary,
  CragSector,
  CragSectorSummary,
  CragSummary,
  CurrentUser,
  PublicAscent,
  VersionHistory,
} from '@climb/contracts';
import { EMPTY_ROUTE_FIGURES } from '@climb/contracts';

/** API answers for the catalogue pages' tests: one crag with two sectors, routes, an alert, an area, a history. */
const creator = { uuid: '7f1c2a52-2f6e-4c53-9a43-0d6f4f1f6a11', name: 'Léa Grimpe', slug_name: 'lea-grimpe' };
const cragRef = { id: 12, name: 'Céüse', slug_name: 'ceuse' };
const biographieRef = { id: 5, name: 'Biographie', slug_name: 'biographie' };
const berlinRef = { id: 6, name: 'Berlin', slug_name: 'berlin' };

export const crag: Crag = {
  ...cragRef,
  latitude: 44.5,
  longitude: 5.93,
  climbing_types: ['sport_climbing', 'multi_pitch'],
  routes_count: 4,
  grade_min_value: 29,
  grade_max_value: 37,
  town_name: 'Sigoyer',
  department_number: '05',
  country_code: 'FR',
  elevation: 1_800,
  department: { number: '05', name: 'Hautes-Alpes', slug: 'hautes-alpes' },
  town: { id: 3, name: 'Sigoyer', slug: 'sigoyer' },
  rocks: ['limestone'],
  rain: 'exposed',
  sun: 'sunny_afternoon',
  orientations: ['south', 'south_west'],
  seasons: ['summer', 'autumn'],
  min_approach_time: 45,
  max_approach_time: 60,
  description: 'Une barre de calcaire gris et bleu au-dessus de Gap.',
  figures: {
    climbing_types: { sport_climbing: 3, multi_pitch: 1 },
    degrees: { '5': 1, '6': 2, '7': 1 },
    grades: { '29': 1, '31': 1, '34': 1, '37': 1 },
  },
  sectors_count: 2,
  parks_count: 1,
  approaches_count: 1,
  alerts_count: 1,
  areas: [{ id: 8, name: 'Hautes-Alpes du Sud', slug_name: 'hautes-alpes-du-sud' }],
  source: null,
  creator,
  created_at: '2026-01-10T09:00:00.000Z',
  updated_at: '2026-02-10T09:00:00.000Z',
};

export const sectors: CragSectorSummary[] = [
  {
    ...biographieRef,
    crag_id: 12,
    latitude: 44.501,
    longitude: 5.931,
    routes_count: 2,
    grade_min_value: 31,
    grade_max_value: 37,
  },
  {
    ...berlinRef,
    crag_id: 12,
    latitude: null,
    longitude: null,
    routes_count: 1,
    grade_min_value: 29,
    grade_max_value: 29,
  },
];

function summary(id: number, overrides: Partial<CragRouteSummary>): CragRouteSummary {
  return {
    id,
    name: `Voie ${id}`,
    slug_name: `voie-${id}`,
    climbing_type: 'sport_climbing',
    height: 25,
    pitches_count: 1,
    grade_min_value: 31,
    grade_max_value: 31,
    grade_text: '6a',
    crag: cragRef,
    crag_sector: null,
    note: null,
    ascents_count: 0,
    ...overrides,
  };
}

export const routes: CragRouteSummary[] = [
  summary(40, {
    name: 'La Fée',
    grade_min_value: 37,
    grade_max_value: 37,
    grade_text: '7a',
    crag_sector: biographieRef,
  }),
  summary(41, { name: 'Aubade', grade_min_value: 31, grade_max_value: 31, crag_sector: biographieRef, note: 4.5 }),
  summary(42, {
    name: 'Mur de Berlin',
    grade_min_value: 29,
    grade_max_value: 29,
    grade_text: '5c',
    crag_sector: berlinRef,
  }),
  summary(43, {
    name: 'Grande Traversée',
    climbing_type: 'multi_pitch',
    pitches_count: 2,
    height: 60,
    grade_min_value: 31,
    grade_max_value: 34,
    grade_text: '6a → 6b+',
  }),
];

export const alert: Alert = {
  id: 70,
  alertable_type: 'crags',
  alertable_id: 12,
  alert_type: 'bird_nesting_ban',
  description: 'Nidification du faucon pèlerin : secteur Biographie interdit.',
  alerted_at: '2026-02-01T08:00:00.000Z',
  ends_on: '2026-06-30',
  creator,
  created_at: '2026-02-01T08:00:00.000Z',
};

export const cragMap: CragMap = {
  crag: { id: 12, name: 'Céüse', latitude: 44.5, longitude: 5.93 },
  sectors: [{ ...biographieRef, latitude: 44.501, longitude: 5.931 }],
  parks: [
    {
      id: 1,
      crag_id: 12,
      latitude: 44.49,
      longitude: 5.92,
      description: 'Parking de Céüse 2000',
      created_at: '2026-01-10T09:00:00.000Z',
      updated_at: '2026-01-10T09:00:00.000Z',
    },
  ],
  approaches: [
    {
      id: 2,
      crag_id: 12,
      path: [
        [44.49, 5.92],
        [44.5, 5.93],
      ],
      length: 1_360,
      approach_type: 'ascent',
      walking_time: 50,
      description: null,
      created_at: '2026-01-10T09:00:00.000Z',
      updated_at: '2026-01-10T09:00:00.000Z',
    },
  ],
  rock_bars: [],
};

export const sector: CragSector = {
  ...(sectors[0] as CragSectorSummary),
  crag: cragRef,
  description: 'Le cœur de Céüse.',
  orientations: ['south'],
  sun: 'sunny_afternoon',
  rain: 'exposed',
  figures: { ...EMPTY_ROUTE_FIGURES, climbing_types: { sport_climbing: 2 }, grades: { '31': 1, '37': 1 } },
  creator,
  created_at: '2026-01-10T09:00:00.000Z',
  updated_at: '2026-01-10T09:00:00.000Z',
};

export const route: CragRoute = {
  ...(routes[3] as CragRouteSummary),
  crag_sector: biographieRef,
  description: 'Deux longueurs sur le meilleur calcaire.',
  open_year: 1988,
  opener: 'Jean-Christophe Lafaille',
  incline: 'vertical',
  start_type: null,
  reception: null,
  bolt_type: 'glue_in_bolt',
  anchor_type: 'chain',
  pitches: [
    { grade_text: '6a', grade_value: 31, height: 30, bolt_count: 12, incline: 'vertical', anchor_type: 'chain' },
    { grade_text: '6b+', grade_value: 34, height: 30, bolt_count: 11, incline: 'slight_overhang', anchor_type: 'ring' },
  ],
  note_count: 0,
  hardness_value: null,
  hardness_count: 0,
  climbers_count: 3,
  ascents_count: 5,
  creator,
  created_at: '2026-01-10T09:00:00.000Z',
  updated_at: '2026-01-10T09:00:00.000Z',
};

export const area: Area = {
  id: 8,
  name: 'Hautes-Alpes du Sud',
  slug_name: 'hautes-alpes-du-sud',
  crags_count: 1,
  routes_count: 4,
  latitude: 44.5,
  longitude: 5.93,
  description: 'Les falaises autour de Gap.',
  grade_min_value: 29,
  grade_max_value: 37,
  bounds: [44.4, 5.8, 44.6, 6.0],
  source: 'Boolder',
  creator,
  created_at: '2026-01-10T09:00:00.000Z',
  updated_at: '2026-01-10T09:00:00.000Z',
};

export const areaCrags: CragSummary[] = [
  {
    id: crag.id,
    name: crag.name,
    slug_name: crag.slug_name,
    latitude: crag.latitude,
    longitude: crag.longitude,
    climbing_types: crag.climbing_types,
    routes_count: crag.routes_count,
    grade_min_value: crag.grade_min_value,
    grade_max_value: crag.grade_max_value,
    town_name: crag.town_name,
    department_number: crag.department_number,
    country_code: crag.country_code,
  },
];

export const routeHistory: VersionHistory = {
  item_type: 'crag_routes',
  item_id: 43,
  item_name: 'Grande Traversée',
  deleted: false,
  versions_count: 2,
  versions: [
    {
      id: 91,
      item_type: 'crag_routes',
      item_id: 43,
      event: 'update',
      changes: {
        height: [50, 60],
        incline: [null, 'vertical'],
        pitches: [
          [{ grade_text: '6a', grade_value: 31, height: 30, bolt_count: 12, incline: null, anchor_type: 'chain' }],
          route.pitches,
        ],
      },
      user: creator,
      created_at: '2026-02-10T09:00:00.000Z',
    },
    {
      id: 90,
      item_type: 'crag_routes',
      item_id: 43,
      event: 'create',
      changes: { name: [null, 'Grande Traversée'], climbing_type: [null, 'multi_pitch'], crag_id: [null, 12] },
      user: null,
      created_at: '2026-01-10T09:00:00.000Z',
    },
  ],
};

/** A public ascent with a comment, as route and crag pages list them. */
export const publicAscent: PublicAscent = {
  id: 501,
  user: { ...creator, avatar_url: null },
  crag_route: { id: 41, name: 'Aubade', slug_name: 'aubade' },
  released_at: '2026-05-02',
  ascent_status: 'onsight',
  roping_status: 'lead_climb',
  note: 5,
  hardness_status: 'accurate',
  comment: 'Rocher parfait, à faire le matin.',
};

/** The signed-in climber's statuses on the crag's routes: one done, one project, one in the tick list. */
export const routeStatuses: CragRouteStatus[] = [
  { crag_route_id: 40, status: 'project', tick_list: false, ascents_count: 2, last_released_at: '2026-05-01' },
  { crag_route_id: 41, status: 'done', tick_list: false, ascents_count: 1, last_released_at: '2026-05-02' },
  { crag_route_id: 43, status: null, tick_list: true, ascents_count: 0, last_released_at: null },
];

/** One of my ascents of the multi-pitch route. */
export const myAscent: AscentCragRoute = {
  id: 900,
  kind: 'crag_route',
  crag_route: routes[3] ?? null,
  route_name: 'Grande Traversée',
  crag: cragRef,
  climbing_type: 'multi_pitch',
  grade_value: 34,
  grade_text: '6b+',
  height: 60,
  released_at: '2026-05-30',
  ascent_status: 'red_point',
  roping_status: 'multi_pitch_alternate_lead',
  sections: [0, 1],
  sections_count: 2,
  attempt: null,
  note: null,
  hardness_status: null,
  comment: null,
  private_comment: null,
  partners: [],
  idempotency_key: null,
  created_at: '2026-05-30T18:00:00.000Z',
  updated_at: '2026-05-30T18:00:00.000Z',
};

/** A signed-in climber. */
export const climber: CurrentUser = {
  id: 7,
  uuid: '0b3f6a1e-8c1d-4d53-9a55-5f8f3f0b8a11',
  first_name: 'Catherine',
  last_name: 'Destivelle',
  slug_name: 'catherine-destivelle',
  email: 'catherine@example.org',
  description: null,
  gender: null,
  date_of_birth: null,
  language: 'fr',
  climbing_types: ['sport_climbing'],
  grade_min_value: null,
  grade_max_value: null,
  avatar: null,
  banner: null,
  super_admin: false,
  administered_gyms: [],
  ws_token: 'ws',
  scope: [],
  privacy: { public_profile: true, public_outdoor_ascents: true, public_indoor_ascents: true },
  partner_search: false,
  email_notifications: [],
  created_at: '2023-09-14T08:00:00.000Z',
};
