import type { Crag, CragRoute } from '@climb/contracts';
import { describe, expect, it } from 'vitest';
import { alertBody, endDateErrors, validateAlert } from './alert-values';
import { cragBody, cragValuesOf, EMPTY_CRAG_VALUES, validateCrag } from './crag-values';
import { numberOrNull, textOf } from './form-text';
import { approachBody, approachValuesOf, validateApproach, validateRockBar } from './map-item-values';
import { emptyPitchRow, type PitchRow } from './pitches';
import { emptyRouteValues, routeBody, routeUpdateBody, routeValuesOf, validateRoute } from './route-values';
import { EMPTY_SECTOR_VALUES, sectorBody, sectorUpdateBody, validateSector } from './sector-values';

const crag: Crag = {
  id: 12,
  name: 'Céüse',
  slug_name: 'ceuse',
  latitude: 44.5081234,
  longitude: 5.9402,
  climbing_types: ['sport_climbing'],
  routes_count: 0,
  grade_min_value: null,
  grade_max_value: null,
  town_name: 'Sigoyer',
  department_number: '05',
  country_code: 'FR',
  elevation: 1750,
  department: { number: '05', name: 'Hautes-Alpes', slug: 'hautes-alpes' },
  town: { id: 4, name: 'Sigoyer', slug: 'sigoyer' },
  rocks: ['limestone'],
  rain: 'exposed',
  sun: null,
  orientations: ['south', 'south_east'],
  seasons: ['summer'],
  min_approach_time: 45,
  max_approach_time: null,
  description: null,
  figures: { climbing_types: {}, degrees: {}, grades: {} },
  sectors_count: 0,
  parks_count: 0,
  approaches_count: 0,
  alerts_count: 0,
  areas: [],
  source: null,
  creator: null,
  created_at: '2024-01-01T00:00:00.000Z',
  updated_at: '2024-01-01T00:00:00.000Z',
};

const pitch = (grade: string, extra: Partial<PitchRow> = {}): PitchRow => ({ ...emptyPitchRow(), grade, ...extra });

describe('form text', () => {
  it('reads numbers with a French comma, blanks as null, anything else as NaN', () => {
    expect(numberOrNull(' 44,5 ')).toBe(44.5);
    expect(numberOrNull('')).toBeNull();
    expect(numberOrNull('abc')).toBeNaN();
    expect(textOf(null)).toBe('');
    expect(textOf(0)).toBe('0');
  });
});

describe('crag form', () => {
  it('round-trips a crag into the body, blanks becoming null', () => {
    const values = cragValuesOf(crag);
    expect(values).toMatchObject({
      latitude: '44.508123',
      elevation: '1750',
      max_approach_time: '',
      town: { id: 4, name: 'Sigoyer', detail: '05 · Hautes-Alpes' },
    });
    expect(cragBody({ ...values, name: '  Céüse ', description: '  ' })).toEqual({
      name: 'Céüse',
      latitude: 44.508123,
      longitude: 5.9402,
      elevation: 1750,
      climbing_types: ['sport_climbing'],
      rocks: ['limestone'],
      rain: 'exposed',
      sun: null,
      orientations: ['south', 'south_east'],
      seasons: ['summer'],
      min_approach_time: 45,
      max_approach_time: null,
      description: null,
      town_id: 4,
    });
    expect(validateCrag(values)).toEqual({});
  });

  it('leaves the town to the server when none is chosen', () => {
    expect(cragBody({ ...cragValuesOf(crag), town: null }).town_id).toBeNull();
  });

  it('refuses what the API refuses, under its field and rule names', () => {
    expect(validateCrag(EMPTY_CRAG_VALUES)).toEqual({
      name: ['required'],
      latitude: ['required'],
      longitude: ['required'],
      climbing_types: ['too_short'],
    });
    const errors = validateCrag({
      ...cragValuesOf(crag),
      latitude: '91',
      longitude: 'east',
      elevation: '12000',
      min_approach_time: '30',
      max_approach_time: '10',
    });
    expect(errors).toEqual({
      latitude: ['too_big'],
      longitude: ['not_a_number'],
      elevation: ['too_big'],
      max_approach_time: ['too_small'],
    });
  });
});

describe('sector form', () => {
  it('sends a position only as a pair', () => {
    const values = { ...EMPTY_SECTOR_VALUES, name: 'Biographie', latitude: '44.5', longitude: '' };
    expect(validateSector(12, values)).toEqual({ longitude: ['required'] });
    expect(validateSector(12, { ...values, longitude: '5,94' })).toEqual({});
    expect(sectorBody(12, { ...values, longitude: '5,94' })).toMatchObject({
      crag_id: 12,
      latitude: 44.5,
      longitude: 5.94,
      sun: null,
    });
    expect(sectorUpdateBody({ ...values, longitude: '5.94' })).not.toHaveProperty('crag_id');
  });
});

describe('route form', () => {
  it('gives a single pitch the route’s own height, incline and anchor', () => {
    const values = {
      ...emptyRouteValues(7, 'sport_climbing'),
      name: 'Les colonnettes',
      height: '35',
      incline: 'vertical' as const,
      anchor_type: 'chain' as const,
      pitches: [pitch(' 7a ', { bolt_count: '14', height: '99' })],
    };
    expect(routeBody(12, values)).toMatchObject({
      crag_id: 12,
      crag_sector_id: 7,
      climbing_type: 'sport_climbing',
      height: 35,
      start_type: null,
      reception: null,
      pitches: [{ grade: '7a', height: 35, bolt_count: 14, incline: 'vertical', anchor_type: 'chain' }],
    });
    expect(validateRoute(12, values)).toEqual({});
  });

  it('keeps each pitch of a multi-pitch route as typed', () => {
    const values = {
      ...emptyRouteValues(null, 'multi_pitch'),
      name: 'Dalle des Prés',
      pitches: [pitch('6a', { height: '30', incline: 'slab' }), pitch('6b+', { bolt_count: '9', anchor_type: 'ring' })],
    };
    expect(routeBody(12, values).pitches).toEqual([
      { grade: '6a', height: 30, bolt_count: null, incline: 'slab', anchor_type: null },
      { grade: '6b+', height: null, bolt_count: 9, incline: null, anchor_type: 'ring' },
    ]);
    expect(routeBody(12, values).crag_sector_id).toBeNull();
  });

  it('keeps a boulder problem to one grade, a start and a landing, without bolts nor anchors', () => {
    const values = {
      ...emptyRouteValues(null, 'bouldering'),
      name: 'La Marie-Rose',
      start_type: 'sit' as const,
      reception: 'good' as const,
      bolt_type: 'piton' as const,
      pitches: [pitch('6A', { bolt_count: '3' }), pitch('7A')],
    };
    const body = routeBody(12, values);
    expect(body).toMatchObject({ start_type: 'sit', reception: 'good', bolt_type: null, anchor_type: null });
    expect(body.pitches).toEqual([{ grade: '6A', height: null, bolt_count: null, incline: null, anchor_type: null }]);
    expect(routeBody(12, { ...values, climbing_type: 'sport_climbing' })).toMatchObject({ start_type: null });
  });

  it('refuses an unreadable or missing grade under `pitches`, as the API does', () => {
    const values = { ...emptyRouteValues(null, ''), pitches: [pitch('9z')] };
    expect(validateRoute(12, values)).toEqual({
      name: ['required'],
      climbing_type: ['required'],
      pitches: ['invalid'],
    });
    expect(validateRoute(12, { ...values, name: 'x', climbing_type: 'sport_climbing', pitches: [pitch('')] })).toEqual({
      pitches: ['required'],
    });
    const nextYear = String(new Date().getUTCFullYear() + 1);
    expect(
      validateRoute(12, {
        ...values,
        name: 'x',
        climbing_type: 'sport_climbing',
        pitches: [pitch('6a')],
        open_year: nextYear,
      }),
    ).toEqual({ open_year: ['in_the_future'] });
  });

  it('reads a stored route back into the form, and updates without `crag_id`', () => {
    const route: CragRoute = {
      id: 3,
      name: 'Dalle',
      slug_name: 'dalle',
      climbing_type: 'multi_pitch',
      height: 120,
      pitches_count: 2,
      grade_min_value: 31,
      grade_max_value: 34,
      grade_text: '6a → 6b+',
      crag: { id: 12, name: 'Céüse', slug_name: 'ceuse' },
      crag_sector: { id: 7, name: 'Biographie', slug_name: 'biographie' },
      note: null,
      ascents_count: 0,
      description: null,
      open_year: 1988,
      opener: null,
      incline: null,
      start_type: null,
      reception: null,
      bolt_type: 'glue_in_bolt',
      anchor_type: null,
      pitches: [
        { grade_text: '6a', grade_value: 31, height: 60, bolt_count: 12, incline: null, anchor_type: 'chain' },
        { grade_text: '6b+', grade_value: 34, height: 60, bolt_count: 14, incline: null, anchor_type: 'chain' },
      ],
      note_count: 0,
      hardness_value: null,
      hardness_count: 0,
      climbers_count: 0,
      creator: null,
      created_at: '2024-01-01T00:00:00.000Z',
      updated_at: '2024-01-01T00:00:00.000Z',
    };
    const values = routeValuesOf(route);
    expect(values).toMatchObject({ crag_sector_id: '7', open_year: '1988', bolt_type: 'glue_in_bolt', opener: '' });
    expect(values.pitches.map((row) => row.grade)).toEqual(['6a', '6b+']);
    const body = routeUpdateBody(values);
    expect(body).not.toHaveProperty('crag_id');
    expect(body.pitches).toHaveLength(2);
  });
});

describe('alert form', () => {
  it('refuses an end date before today, but not today', () => {
    expect(endDateErrors('2024-05-01', '2024-05-02')).toEqual({ ends_on: ['in_the_past'] });
    expect(endDateErrors('2024-05-02', '2024-05-02')).toEqual({});
    expect(endDateErrors('', '2024-05-02')).toEqual({});
    expect(validateAlert({ alert_type: '', description: ' ', ends_on: '2000-01-01' }, '2024-05-02')).toEqual({
      alert_type: ['required'],
      description: ['required'],
      ends_on: ['in_the_past'],
    });
  });

  it('builds the body with what the alert is about', () => {
    expect(
      alertBody(
        { type: 'crag_sectors', id: 9 },
        { alert_type: 'bird_nesting_ban', description: ' Faucons ', ends_on: '' },
      ),
    ).toEqual({
      alertable_type: 'crag_sectors',
      alertable_id: 9,
      alert_type: 'bird_nesting_ban',
      description: 'Faucons',
      ends_on: null,
    });
  });
});

describe('map items', () => {
  it('needs two points to make a path', () => {
    const values = { ...approachValuesOf(null), path: [[44, 5]] as [number, number][] };
    expect(validateApproach(12, values)).toEqual({ path: ['too_short'] });
    expect(validateRockBar(12, { path: [], crag_sector_id: '' })).toEqual({ path: ['too_short'] });
    const drawn = {
      ...values,
      path: [
        [44, 5],
        [44.001, 5.001],
      ] as [number, number][],
      walking_time: '12',
    };
    expect(validateApproach(12, drawn)).toEqual({});
    expect(approachBody(12, drawn)).toMatchObject({ walking_time: 12, approach_type: null, description: null });
  });
});
