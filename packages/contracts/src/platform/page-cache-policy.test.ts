import { describe, expect, it } from 'vitest';
import { isServerRendered, PAGES } from './pages';

describe('page cache declarations (docs/decisions/026)', () => {
  it('has every page the server renders say how its HTML is kept', () => {
    const undeclared = PAGES.filter((page) => isServerRendered(page) && page.cache === undefined).map(
      (page) => page.path,
    );
    expect(undeclared).toEqual([]);
  });

  it('names in `shows` only parameters of the page’s own path', () => {
    for (const page of PAGES) {
      if (!page.cache || page.cache === 'never') continue;
      for (const version of page.cache.shows ?? []) {
        for (const [, name] of version.matchAll(/\{(\w+)\}/g)) expect(page.path, version).toContain(`:${name}`);
      }
    }
  });
});
