import { geoJsonQuery } from '@climb/contracts';
import { doublePrecision, PgDialect, pgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { bboxCondition, longitudeRanges } from './bbox';

const dialect = new PgDialect();
/** Any table with a position. */
const places = pgTable('places', { latitude: doublePrecision('latitude'), longitude: doublePrecision('longitude') });
const position = { latitude: places.latitude, longitude: places.longitude };

describe('longitudeRanges', () => {
  it('is the viewport itself when west is left of east', () => {
    expect(longitudeRanges(2.5, 7)).toEqual([[2.5, 7]]);
    expect(longitudeRanges(-180, 180)).toEqual([[-180, 180]]);
  });

  it('splits a viewport crossing the antimeridian in two', () => {
    expect(longitudeRanges(170, -170)).toEqual([
      [170, 180],
      [-180, -170],
    ]);
  });
});

describe('bboxCondition', () => {
  it('bounds latitude and longitude on the (latitude, longitude) index', () => {
    const { sql, params } = dialect.sqlToQuery(bboxCondition(position, [2, 45, 7, 48]));
    expect(sql).toBe('("places"."latitude" between $1 and $2 and "places"."longitude" between $3 and $4)');
    expect(params).toEqual([45, 48, 2, 7]);
  });

  it('takes either side of the antimeridian', () => {
    const { sql, params } = dialect.sqlToQuery(bboxCondition(position, [175, -45, -175, -30]));
    expect(sql).toBe(
      '(("places"."latitude" between $1 and $2 and "places"."longitude" between $3 and $4) or ("places"."latitude" between $5 and $6 and "places"."longitude" between $7 and $8))',
    );
    expect(params).toEqual([-45, -30, 175, 180, -45, -30, -180, -175]);
  });
});

describe('the bbox query parameter', () => {
  it('reads west,south,east,north, also across the antimeridian', () => {
    expect(geoJsonQuery.parse({ bbox: '2.5,44,7,48.2' }).bbox).toEqual([2.5, 44, 7, 48.2]);
    expect(geoJsonQuery.parse({ bbox: '170,-50,-170,-30' }).bbox).toEqual([170, -50, -170, -30]);
  });

  it.each(['1,2,3', '1,2,3,4,5', 'a,b,c,d', '0,50,10,40', '-181,0,0,10', '0,-91,10,10'])('refuses %j', (bbox) => {
    expect(geoJsonQuery.safeParse({ bbox }).success).toBe(false);
  });
});

describe('the zoom query parameter', () => {
  it('takes a whole zoom from 0 to 22', () => {
    expect(geoJsonQuery.parse({ bbox: '2.5,44,7,48.2', zoom: '9' }).zoom).toBe(9);
    expect(geoJsonQuery.parse({ bbox: '2.5,44,7,48.2' }).zoom).toBeUndefined();
    for (const zoom of ['-1', '23', '9.5', 'x']) expect(geoJsonQuery.safeParse({ zoom }).success, zoom).toBe(false);
  });
});
