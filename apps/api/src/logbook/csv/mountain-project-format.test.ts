import { parseGrade } from '@climb/contracts';
import { describe, expect, it } from 'vitest';
import { parseCsv, toTable } from '../../lib/csv';
import {
  decodeEntities,
  isMountainProjectHeader,
  locationSegments,
  mountainProjectGradeValue,
  mountainProjectStyle,
  readMountainProjectRows,
} from './mountain-project-format';

const value = (grade: string) => parseGrade(grade)?.value;

describe('mountainProjectStyle', () => {
  it.each([
    ['Lead', 'Onsight', 'onsight', 'lead'],
    ['Lead', 'Flash', 'flash', 'lead'],
    ['Lead', 'Redpoint', 'red_point', 'lead'],
    ['Lead', 'Pinkpoint', 'red_point', 'lead'],
    ['Lead', 'Fell/Hung', 'project', 'lead'],
    ['Lead', '', 'sent', 'lead'],
    ['TR', '', 'sent', 'top_rope'],
    ['Follow', '', 'sent', 'follow'],
    ['Solo', '', 'sent', 'none'],
    ['Send', '', 'sent', 'none'],
    ['Flash', '', 'flash', 'none'],
    ['Attempt', '', 'project', 'none'],
    ['', '', 'sent', 'none'],
    ['lead', 'REDPOINT', 'red_point', 'lead'],
  ])('%s / %s → %s, roped as %s', (style, leadStyle, status, roping) => {
    expect(mountainProjectStyle(style, leadStyle)).toEqual({ ascent_status: status, roping: { style: roping } });
  });

  it('knows no other style', () => {
    expect(mountainProjectStyle('Aid', '')).toBeNull();
    expect(mountainProjectStyle('Lead', 'Hangdog')).toBeNull();
  });
});

describe('mountainProjectGradeValue', () => {
  it.each([
    ['5.10a', '5.10a'],
    ['5.10b/c', '5.10b'],
    ['5.10-', '5.10a'],
    ['5.10', '5.10b'],
    ['5.10+', '5.10c'],
    ['5.9+', '5.9'],
    ['5.11a PG13', '5.11a'],
    ['5.8 R', '5.8'],
    ['5.2', '5.4'],
    ['V4', 'V4'],
    ['V4-5', 'V4'],
    ['V0+', 'V0'],
    ['V-easy', 'VB'],
    ['6b+', '6b+'],
  ])('%s reads as %s', (rating, equivalent) => {
    expect(mountainProjectGradeValue(rating)).toBe(value(equivalent));
  });

  it('is null for what is no grade', () => {
    expect(mountainProjectGradeValue('')).toBeNull();
    expect(mountainProjectGradeValue('Easy 5th')).toBeNull();
    expect(mountainProjectGradeValue('WI3')).toBeNull();
  });
});

describe('locationSegments', () => {
  it('splits the path on ">" and cleans each segment', () => {
    expect(locationSegments('International >  Europe > France > Céüse >Berlin Wall ')).toEqual([
      'International',
      'Europe',
      'France',
      'Céüse',
      'Berlin Wall',
    ]);
    expect(locationSegments('')).toEqual([]);
  });
});

describe('decodeEntities', () => {
  it('decodes the entities MP leaves in notes', () => {
    expect(decodeEntities('L&#39;arête &amp; le toit &quot;facile&quot; &#x263A; &unknown;')).toBe(
      'L\'arête & le toit "facile" ☺ &unknown;',
    );
  });
});

describe('readMountainProjectRows', () => {
  const NOW = Date.parse('2025-06-01T12:00:00Z');
  const header =
    'Date,Route,Rating,Notes,URL,Pitches,Location,"Avg Stars","Your Stars",Style,"Lead Style","Route Type","Your Rating",Length,"Rating Code"';

  it('recognises the header', () => {
    const table = toTable(parseCsv(`${header}\n`).rows);
    expect(isMountainProjectHeader(table.columns)).toBe(true);
    expect(isMountainProjectHeader(['released_at', 'route_name'])).toBe(false);
  });

  it('reads a tick into a candidate', () => {
    const csv = `${header}\n2024-05-12,"Le Pilier",5.11a,"Great &amp; airy",https://www.mountainproject.com/route/1,2,"France > Hautes-Alpes > Céüse > Biographie",3.5,4,Lead,Redpoint,"Sport",,90,3000`;
    const [candidate] = readMountainProjectRows(toTable(parseCsv(csv).rows), NOW);
    expect(candidate).toEqual({
      row: 1,
      route_name: 'Le Pilier',
      crag_name: 'France > Hautes-Alpes > Céüse > Biographie',
      grade_text: '5.11a',
      grade_value: value('5.11a'),
      crag_route_id: null,
      crag_names: ['France', 'Hautes-Alpes', 'Céüse', 'Biographie'],
      released_at: '2024-05-12',
      ascent_status: 'red_point',
      roping: { style: 'lead' },
      pitches: { first: 2 },
      attempt: null,
      note: 6,
      hardness_status: null,
      comment: null,
      private_comment: 'Great & airy',
      errors: {},
    });
  });

  it('lists what a row cannot read', () => {
    const csv = `${header}\n2030-01-01,,5.9,,,x,,,-1,Aid,,Trad,,,`;
    const [candidate] = readMountainProjectRows(toTable(parseCsv(csv).rows), NOW);
    expect(candidate?.errors).toEqual({
      route_name: ['required'],
      crag_name: ['required'],
      ascent_status: ['not_included'],
      sections: ['not_a_number'],
      released_at: ['in_the_future'],
    });
    expect(candidate?.note).toBeNull();
  });
});
