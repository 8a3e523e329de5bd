import { describe, expect, it } from 'vitest';
import { pageParams } from './page-params';

describe('pageParams', () => {
  it('reads the parameters of a record page and of its children', () => {
    expect(pageParams('/crags/:cragId?/:cragName?', '/crags/12/ceuse')).toEqual({ cragId: '12', cragName: 'ceuse' });
    expect(pageParams('/crags/:cragId?/:cragName?/maps', '/crags/12/ceuse/maps/')).toEqual({
      cragId: '12',
      cragName: 'ceuse',
    });
  });

  it('leaves out an optional parameter the path does not have', () => {
    expect(pageParams('/escalade-en/france/:departmentNumber?/:departementName', '/escalade-en/france/isere')).toEqual({
      departmentNumber: undefined,
      departementName: 'isere',
    });
    expect(
      pageParams('/escalade-en/france/:departmentNumber?/:departementName', '/escalade-en/france/38/isere'),
    ).toEqual({ departmentNumber: '38', departementName: 'isere' });
  });

  it('decodes the segments, and keeps a malformed one as it is', () => {
    expect(pageParams('/escalade-autour-de/:townName', '/escalade-autour-de/l%C3%A8s-baux')).toEqual({
      townName: 'lès-baux',
    });
    expect(pageParams('/escalade-autour-de/:townName', '/escalade-autour-de/%E0%A4%A')).toEqual({
      townName: '%E0%A4%A',
    });
  });
});
