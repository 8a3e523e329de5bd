import { cragFilters } from '@climb/contracts';
import { and, sql as rawSql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { ValidationFailed } from '../../lib/errors';
import { checkCragFilters, cragFilterConditions } from './crag-filters';

const dialect = new PgDialect();

/** The filters as the API reads them from a query string, turned into SQL text and parameters. */
function compiled(query: Record<string, string>) {
  const conditions = cragFilterConditions(cragFilters.parse(query));
  return { count: conditions.length, ...dialect.sqlToQuery(and(...conditions) ?? rawSql`true`) };
}

describe('cragFilterConditions', () => {
  it('adds no condition without filters, nor for an empty list', () => {
    expect(cragFilterConditions(cragFilters.parse({}))).toEqual([]);
    expect(cragFilterConditions(cragFilters.parse({ climbing_types: '', rocks: ',' }))).toEqual([]);
  });

  it.each([
    ['climbing_types', 'sport_climbing,bouldering', '"crags"."climbing_types" &&'],
    ['orientations', 'south,south_west', '"crags"."orientations" &&'],
    ['seasons', 'spring', '"crags"."seasons" &&'],
    ['rocks', 'granite', '"crags"."rocks" &&'],
  ])('keeps crags having any of the %s (array overlap)', (name, value, expected) => {
    const { count, sql, params } = compiled({ [name]: value });
    expect(count).toBe(1);
    expect(sql).toContain(expected);
    // One array parameter, written as a PostgreSQL array literal.
    expect(params).toEqual([
      `{${value
        .split(',')
        .map((item) => `"${item}"`)
        .join(',')}}`,
    ]);
  });

  it('keeps one rain exposure and any of the sun exposures', () => {
    expect(compiled({ rain: 'protected' })).toMatchObject({ sql: '"crags"."rain" = $1', params: ['protected'] });
    expect(compiled({ sun: 'shady,sunny_morning' })).toMatchObject({
      sql: '"crags"."sun" in ($1, $2)',
      params: ['shady', 'sunny_morning'],
    });
  });

  it('keeps crags whose shortest approach fits, and elevations within the altitudes', () => {
    expect(compiled({ approach_max: '15' })).toMatchObject({
      sql: '"crags"."min_approach_time" <= $1',
      params: [15],
    });
    expect(compiled({ altitude_min: '500', altitude_max: '1500' })).toMatchObject({
      sql: '("crags"."elevation" >= $1 and "crags"."elevation" <= $2)',
      params: [500, 1500],
    });
  });

  it('keeps crags having any route whose own range meets the grade range', () => {
    const { sql, params } = compiled({ grade_min: '31', grade_max: '36' });
    expect(sql).toBe(
      'exists (select 1 from "crag_routes" where "crag_routes"."crag_id" = "crags"."id" and "crag_routes"."grade_min_value" <= $1 and "crag_routes"."grade_max_value" >= $2)',
    );
    expect(params).toEqual([36, 31]);
  });

  it('bounds only the side of the grade range that is given', () => {
    expect(compiled({ grade_min: '31' }).sql).toContain('"crag_routes"."grade_max_value" >= $1)');
    expect(compiled({ grade_min: '31' }).sql).not.toContain('grade_min_value');
    expect(compiled({ grade_max: '36' }).sql).toContain('"crag_routes"."grade_min_value" <= $1)');
    expect(compiled({ grade_max: '36' }).sql).not.toContain('grade_max_value');
  });

  it('combines every filter given', () => {
    const { count } = compiled({
      climbing_types: 'sport_climbing',
      grade_min: '20',
      orientations: 'north',
      seasons: 'summer',
      rain: 'exposed',
      sun: 'shady',
      rocks: 'limestone',
      approach_max: '30',
      altitude_min: '0',
      altitude_max: '2000',
    });
    expect(count).toBe(10);
  });
});

describe('checkCragFilters', () => {
  it('accepts ranges in order, and single bounds', () => {
    expect(() =>
      checkCragFilters({ grade_min: 30, grade_max: 30, altitude_min: 100, altitude_max: 200 }),
    ).not.toThrow();
    expect(() => checkCragFilters({ grade_max: 2, altitude_min: 3_000 })).not.toThrow();
  });

  it('refuses a maximum below the minimum (422 too_small)', () => {
    expect(() => checkCragFilters({ grade_min: 40, grade_max: 30 })).toThrow(ValidationFailed);
    try {
      checkCragFilters({ altitude_min: 1_000, altitude_max: 500 });
    } catch (error) {
      expect((error as ValidationFailed).errors).toEqual({ altitude_max: ['too_small'] });
    }
    expect.assertions(2);
  });
});
