import { describe, expect, it } from 'vitest';
import { gradeBandValues, readRouteTableFilters, routeListParams } from './route-table-params';

describe('the route table’s address', () => {
  it('reads every filter it understands', () => {
    const filters = readRouteTableFilters(
      new URLSearchParams('sector=7&type=bouldering&color=light_blue&grade=6&sort=oldest&page=3'),
    );
    expect(filters).toEqual({
      page: 3,
      sort: 'oldest',
      sector: 7,
      type: 'bouldering',
      color: 'light_blue',
      grade: '6',
    });
    expect(routeListParams(filters)).toMatchObject({
      order: 'oldest',
      sectorId: 7,
      gradeMin: 31,
      gradeMax: 36,
      page: 3,
    });
  });

  it('leaves out what it does not understand, and starts from the newest on the first page', () => {
    expect(
      readRouteTableFilters(new URLSearchParams('sector=x&type=trad&color=gold&grade=10&sort=best&page=0')),
    ).toEqual({
      page: 1,
      sort: 'newest',
      sector: undefined,
      type: undefined,
      color: undefined,
      grade: undefined,
    });
  });

  it('gives each grade band its six grades, 3a to 9c+', () => {
    expect(gradeBandValues('3')).toEqual({ gradeMin: 13, gradeMax: 18 });
    expect(gradeBandValues('9')).toEqual({ gradeMin: 49, gradeMax: 54 });
  });
});
