import { PAGES, PAGES_BY_DOMAIN, type PageDomain } from '@climb/contracts';
import { describe, expect, it } from 'vitest';
import { loadPageTable, PAGE_MODULES } from './page-modules';

describe('page modules', () => {
  it('gives every built page a lazy module, and no module without a page', () => {
    expect(Object.keys(PAGE_MODULES).sort()).toEqual(PAGES.map((page) => page.path).sort());
  });

  it("loads each domain's table with exactly that domain's pages", async () => {
    for (const domain of Object.keys(PAGES_BY_DOMAIN) as PageDomain[]) {
      if (domain === 'content') continue;
      const table = await loadPageTable(domain);
      expect(Object.keys(table).sort(), domain).toEqual(PAGES_BY_DOMAIN[domain].map((page) => page.path).sort());
    }
  });
});
