import { parseGrade } from '@climb/contracts';
import { describe, expect, it } from 'vitest';
import { parseCsv, readDate, toCsv, toTable } from '../../lib/csv';
import {
  CORDEE_COLUMNS,
  cordeeRecord,
  type ExportedAscent,
  isCordeeHeader,
  readCordeeRows,
  spreadsheetSafe,
} from './cordee-format';
import { pickRoute, ropingFor, sectionsFor } from './import-matching';
import type { CandidateRoute, ImportCandidate } from './import-rows';

const NOW = Date.parse('2025-06-01T12:00:00Z');

const ASCENT: ExportedAscent = {
  id: 7,
  released_at: '2024-05-12',
  crag_route_id: 42,
  route_name: 'Mur, "droit"',
  crag_id: 3,
  crag_name: 'Céüse',
  sector_name: 'Biographie',
  climbing_type: 'multi_pitch',
  grade_text: '6b+',
  grade_value: 34,
  height: 60,
  ascent_status: 'red_point',
  roping_status: 'multi_pitch_leader',
  sections: [0, 2],
  attempt: 3,
  note: 5,
  hardness_status: 'easy',
  comment: 'Belle voie\nsur deux lignes',
  private_comment: null,
  partners: ['Ana Martin', 'Léo Roux'],
};

describe('our CSV format', () => {
  it('writes one record per ascent in the order of the columns, pitches numbered from 1', () => {
    expect(cordeeRecord(ASCENT)).toEqual([
      7,
      '2024-05-12',
      42,
      'Mur, "droit"',
      3,
      'Céüse',
      'Biographie',
      'multi_pitch',
      '6b+',
      34,
      60,
      'red_point',
      'multi_pitch_leader',
      '1,3',
      3,
      5,
      'easy',
      'Belle voie\nsur deux lignes',
      null,
      'Ana Martin, Léo Roux',
    ]);
  });

  it('reads back what it writes', () => {
    const csv = toCsv([[...CORDEE_COLUMNS], cordeeRecord(ASCENT)], { bom: true });
    const table = toTable(parseCsv(csv).rows);
    expect(isCordeeHeader(table.columns)).toBe(true);
    expect(readCordeeRows(table, NOW)).toEqual([
      {
        row: 1,
        route_name: 'Mur, "droit"',
        crag_name: 'Céüse',
        grade_text: '6b+',
        grade_value: 34,
        crag_route_id: 42,
        crag_names: ['Céüse'],
        released_at: '2024-05-12',
        ascent_status: 'red_point',
        roping: { fixed: 'multi_pitch_leader' },
        pitches: { numbers: [1, 3] },
        attempt: 3,
        note: 5,
        hardness_status: 'easy',
        comment: 'Belle voie\nsur deux lignes',
        private_comment: null,
        errors: {},
      },
    ]);
  });

  it('guards text a spreadsheet would take for a formula, and reads it back unguarded', () => {
    const record = cordeeRecord({
      ...ASCENT,
      route_name: '=HYPERLINK("http://evil")',
      comment: '-2 dégaines',
      note: null,
    });
    expect(record[3]).toBe('\'=HYPERLINK("http://evil")');
    expect(record[17]).toBe("'-2 dégaines");
    const [row] = readCordeeRows(toTable(parseCsv(toCsv([[...CORDEE_COLUMNS], record])).rows), NOW);
    expect(row).toMatchObject({ route_name: '=HYPERLINK("http://evil")', comment: '-2 dégaines' });
    expect(spreadsheetSafe('Éclipse')).toBe('Éclipse');
  });

  it('reads a hand-written file: columns in any order and case, semicolons, French dates, labels', () => {
    const csv =
      'Crag_Name;Route_Name;Released_At;Ascent_Status;Roping_Status;Grade\r\nBuoux;Rose des sables;12/05/2024;Red point;;7a\r\n';
    const [row] = readCordeeRows(toTable(parseCsv(csv).rows), NOW);
    expect(row).toMatchObject({
      crag_route_id: null,
      crag_names: ['Buoux'],
      route_name: 'Rose des sables',
      released_at: '2024-05-12',
      ascent_status: 'red_point',
      roping: { fixed: null },
      grade_value: parseGrade('7a')?.value,
      pitches: null,
      errors: {},
    });
  });

  it('lists every value it cannot read, by field', () => {
    const csv =
      'released_at,crag_route_id,route_name,crag_name,ascent_status,roping_status,pitches,attempt,note,hardness_status\n2024-02-30,,,,done,rappel,0,many,9,meh\n';
    const [row] = readCordeeRows(toTable(parseCsv(csv).rows), NOW);
    expect(row?.errors).toEqual({
      released_at: ['invalid'],
      route_name: ['required'],
      crag_name: ['required'],
      ascent_status: ['not_included'],
      roping_status: ['not_included'],
      sections: ['too_small'],
      attempt: ['not_a_number'],
      note: ['too_big'],
      hardness_status: ['not_included'],
    });
  });

  it('needs a date, a status and a route (by id or by names) in its header', () => {
    expect(isCordeeHeader(['released_at', 'ascent_status', 'crag_route_id'])).toBe(true);
    expect(isCordeeHeader(['released_at', 'ascent_status', 'route_name', 'crag_name'])).toBe(true);
    expect(isCordeeHeader(['released_at', 'ascent_status', 'route_name'])).toBe(false);
    expect(isCordeeHeader(['date', 'route', 'location'])).toBe(false);
  });
});

describe('readDate', () => {
  it.each([
    ['2024-05-12', '2024-05-12'],
    ['2024-5-2', '2024-05-02'],
    ['2024/05/12', '2024-05-12'],
    ['12/05/2024', '2024-05-12'],
    ['12.05.2024', '2024-05-12'],
    ['2024-05-12T10:00:00Z', '2024-05-12'],
    ['2024-02-30', null],
    ['1850-01-01', null],
    ['yesterday', null],
  ])('%s → %s', (text, expected) => {
    expect(readDate(text)).toBe(expected);
  });
});

function route(id: number, overrides: Partial<CandidateRoute> = {}): CandidateRoute {
  return {
    id,
    crag_id: 1,
    name: 'Voie',
    climbing_type: 'sport_climbing',
    height: 25,
    pitches: [{ grade_text: '6a', grade_value: 31, height: 25, bolt_count: null, incline: null, anchor_type: null }],
    grade_min_value: 31,
    grade_max_value: 31,
    ...overrides,
    pitches_count: overrides.pitches?.length ?? 1,
  };
}

const pitch = (grade_value: number) => ({
  grade_text: String(grade_value),
  grade_value,
  height: 30,
  bolt_count: null,
  incline: null,
  anchor_type: null,
});

describe('matching', () => {
  it('chooses the route whose grade is nearest, then the deepest crag, then the oldest', () => {
    const easy = route(1, { grade_min_value: 25, grade_max_value: 25 });
    const hard = route(2, { grade_min_value: 37, grade_max_value: 39 });
    expect(
      pickRoute(38, [
        { route: easy, depth: 0 },
        { route: hard, depth: 0 },
      ]),
    ).toBe(hard);
    expect(
      pickRoute(26, [
        { route: easy, depth: 0 },
        { route: hard, depth: 0 },
      ]),
    ).toBe(easy);
    const shallow = route(3);
    const deep = route(4);
    expect(
      pickRoute(31, [
        { route: shallow, depth: 1 },
        { route: deep, depth: 3 },
      ]),
    ).toBe(deep);
    expect(
      pickRoute(null, [
        { route: route(9), depth: 0 },
        { route: route(5), depth: 0 },
      ])?.id,
    ).toBe(5);
    expect(pickRoute(31, [])).toBeNull();
  });

  it('ropes a style according to the route', () => {
    const single = route(1);
    const multi = route(2, { pitches: [pitch(31), pitch(33)] });
    const boulder = route(3, { climbing_type: 'bouldering' });
    expect(ropingFor({ style: 'lead' }, single)).toBe('lead_climb');
    expect(ropingFor({ style: 'lead' }, multi)).toBe('multi_pitch_leader');
    expect(ropingFor({ style: 'follow' }, single)).toBe('top_rope');
    expect(ropingFor({ style: 'follow' }, multi)).toBe('multi_pitch_second');
    expect(ropingFor({ style: 'top_rope' }, multi)).toBe('top_rope');
    expect(ropingFor({ style: 'lead' }, boulder)).toBeNull();
    expect(ropingFor({ fixed: 'top_rope' }, boulder)).toBeNull();
    // A roped route the row says nothing about is led, as the API takes it.
    expect(ropingFor({ style: 'none' }, single)).toBe('lead_climb');
    expect(ropingFor({ fixed: null }, single)).toBe('lead_climb');
    expect(ropingFor({ style: 'none' }, null)).toBeNull();
  });

  it('refuses a multi-pitch roping on a route of one pitch', () => {
    const errors = {};
    expect(ropingFor({ fixed: 'multi_pitch_second' }, route(1), errors)).toBe('multi_pitch_second');
    expect(errors).toEqual({ roping_status: ['not_included'] });
  });

  it('takes the pitches a row names, the first N, or every pitch', () => {
    const multi = route(2, { pitches: [pitch(31), pitch(33), pitch(35)] });
    const candidate = (pitches: ImportCandidate['pitches']) => ({ pitches }) as ImportCandidate;
    const errors = {};
    expect(sectionsFor(candidate(null), multi, errors)).toEqual([0, 1, 2]);
    expect(sectionsFor(candidate({ first: 2 }), multi, errors)).toEqual([0, 1]);
    expect(sectionsFor(candidate({ first: 5 }), multi, errors)).toEqual([0, 1, 2]);
    expect(sectionsFor(candidate({ numbers: [3, 1, 3] }), multi, errors)).toEqual([0, 2]);
    expect(errors).toEqual({});
    const tooFar = {};
    sectionsFor(candidate({ numbers: [4] }), multi, tooFar);
    expect(tooFar).toEqual({ sections: ['too_big'] });
  });
});
