import type {
  AscendedCragsFeatureCollection,
  AscentCragRoute,
  AscentImportPreview,
  ClimbingSession,
  ClimbingSessionSummary,
  CragRouteSummary,
  OutdoorAnalytics,
  ProjectItem,
  TickListItem,
} from '@climb/contracts';

/** API answers for the tests of the climber's own logbook pages: two days at Céüse and Orgon. */
const ceuse = { id: 12, name: 'Céüse', slug_name: 'ceuse' };
const orgon = { id: 14, name: 'Orgon', slug_name: 'orgon' };

function route(id: number, overrides: Partial<CragRouteSummary>): CragRouteSummary {
  return {
    id,
    name: `Voie ${id}`,
    slug_name: `voie-${id}`,
    climbing_type: 'sport_climbing',
    height: 30,
    pitches_count: 1,
    grade_min_value: 31,
    grade_max_value: 31,
    grade_text: '6a',
    crag: ceuse,
    crag_sector: { id: 5, name: 'Biographie', slug_name: 'biographie' },
    note: null,
    ascents_count: 3,
    ...overrides,
  };
}

export const laFee = route(43, {
  name: 'La Fée',
  slug_name: 'la-fee',
  grade_min_value: 37,
  grade_max_value: 37,
  grade_text: '7a',
});
export const aubade = route(44, { name: 'Aubade', slug_name: 'aubade' });
export const miroir = route(45, {
  name: 'Le Miroir',
  slug_name: 'le-miroir',
  crag: orgon,
  crag_sector: null,
  grade_min_value: 34,
  grade_max_value: 34,
  grade_text: '6b+',
});

function ascent(id: number, summary: CragRouteSummary, overrides: Partial<AscentCragRoute>): AscentCragRoute {
  return {
    id,
    kind: 'crag_route',
    crag_route: summary,
    route_name: summary.name,
    crag: summary.crag,
    climbing_type: summary.climbing_type,
    grade_value: summary.grade_max_value,
    grade_text: summary.grade_text,
    height: summary.height,
    released_at: '2026-05-12',
    ascent_status: 'onsight',
    roping_status: 'lead_climb',
    sections: [0],
    sections_count: 1,
    attempt: null,
    note: 4,
    hardness_status: null,
    comment: null,
    private_comment: null,
    partners: [],
    idempotency_key: null,
    created_at: '2026-05-12T18:00:00.000Z',
    updated_at: '2026-05-12T18:00:00.000Z',
    ...overrides,
  };
}

export const ascents: AscentCragRoute[] = [
  ascent(201, laFee, { ascent_status: 'red_point', attempt: 4 }),
  ascent(202, aubade, { ascent_status: 'flash' }),
  ascent(203, miroir, { released_at: '2026-04-02', ascent_status: 'project', roping_status: 'top_rope' }),
];

export const analytics: OutdoorAnalytics = {
  figures: { ascents: 2, crags: 1, metres: 60, max_grade_value: 37, countries: 1, regions: 1 },
  climbing_types: [{ climbing_type: 'sport_climbing', count: 2 }],
  grades: [
    { bucket: '6a', count: 1, climbing_types: { sport_climbing: 1 } },
    { bucket: '7a', count: 1, climbing_types: { sport_climbing: 1 } },
  ],
  max_grade_by_year: [
    { year: 2025, climbing_type: 'sport_climbing', grade_value: 34 },
    { year: 2026, climbing_type: 'sport_climbing', grade_value: 37 },
  ],
  months: [{ month: '2026-05', count: 2 }],
  years: [
    { year: 2025, count: 1 },
    { year: 2026, count: 2 },
  ],
};

export const projects: ProjectItem[] = [
  { crag_route: miroir, attempts: 3, sessions_count: 2, first_tried_at: '2026-03-01', last_tried_at: '2026-04-02' },
];

export const tickList: TickListItem[] = [{ id: 9, crag_route: aubade, created_at: '2026-02-01T10:00:00.000Z' }];

export const sessions: ClimbingSessionSummary[] = [
  {
    session_date: '2026-05-12',
    description: 'Grand soleil, rocher sec.',
    crags: [ceuse],
    gyms: [],
    climbing_types: ['sport_climbing'],
    figures: { ascents: 2, crags: 1, metres: 60, max_grade_value: 37 },
  },
  {
    session_date: '2026-04-02',
    description: null,
    crags: [orgon],
    gyms: [],
    climbing_types: ['sport_climbing'],
    figures: { ascents: 0, crags: 1, metres: 0, max_grade_value: null },
  },
];

export const session: ClimbingSession = {
  ...(sessions[0] as ClimbingSessionSummary),
  ascents: ascents.slice(0, 2),
  gym_ascents: [],
  partners: [
    {
      uuid: '7f1c2a52-2f6e-4c53-9a43-0d6f4f1f6a11',
      name: 'Catherine Destivelle',
      slug_name: 'catherine-destivelle',
      avatar_url: null,
    },
  ],
};

export const ascendedCrags: AscendedCragsFeatureCollection = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [5.93, 44.5] },
      properties: {
        ...ceuse,
        icon: '11000',
        ascents_count: 2,
        routes_count: 2,
        max_grade_value: 37,
        last_released_at: '2026-05-12',
      },
    },
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [4.99, 43.79] },
      properties: {
        ...orgon,
        icon: '10000',
        ascents_count: 1,
        routes_count: 1,
        max_grade_value: null,
        last_released_at: '2026-04-02',
      },
    },
  ],
};

export const importPreview: AscentImportPreview = {
  format: 'cordee',
  rows_count: 4,
  matched_count: 2,
  unmatched_count: 1,
  invalid_count: 1,
  rows: [
    {
      row: 1,
      status: 'matched',
      route_name: 'La Fée',
      crag_name: 'Céüse',
      grade_text: '7a',
      released_at: '2025-07-01',
      ascent_status: 'onsight',
      roping_status: 'lead_climb',
      crag_route: laFee,
      errors: {},
    },
    {
      row: 2,
      status: 'unmatched',
      route_name: 'Voie fantôme',
      crag_name: 'Céüse',
      grade_text: '6c',
      released_at: '2025-07-01',
      ascent_status: 'flash',
      roping_status: 'lead_climb',
      crag_route: null,
      errors: { route_name: ['not_found'] },
    },
    {
      row: 3,
      status: 'invalid',
      route_name: 'Aubade',
      crag_name: 'Céüse',
      grade_text: '6a',
      released_at: null,
      ascent_status: null,
      roping_status: null,
      crag_route: aubade,
      errors: { released_at: ['invalid'], ascent_status: ['not_included'] },
    },
    {
      row: 4,
      status: 'matched',
      route_name: 'Aubade',
      crag_name: 'Céüse',
      grade_text: '6a',
      released_at: '2026-05-12',
      ascent_status: 'flash',
      roping_status: 'lead_climb',
      crag_route: aubade,
      errors: {},
    },
  ],
};
