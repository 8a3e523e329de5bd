import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { bboxCondition } from '../../lib/bbox';
import { cragCell, cragPosition } from './crag-position';

const dialect = new PgDialect();

describe('cragPosition', () => {
  it('bounds a viewport on the crags’ (latitude, longitude) index', () => {
    expect(dialect.sqlToQuery(bboxCondition(cragPosition, [2, 45, 7, 48])).sql).toBe(
      '("crags"."latitude" between $1 and $2 and "crags"."longitude" between $3 and $4)',
    );
  });
});

describe('cragCell', () => {
  it('computes a crag’s cell with the functions the triggers use, the level written in the query', () => {
    const { x, y } = cragCell(12);
    expect(dialect.sqlToQuery(x).sql).toBe('crag_grid_x("crags"."longitude", 12)');
    expect(dialect.sqlToQuery(y).sql).toBe('crag_grid_y("crags"."latitude", 12)');
  });
});
