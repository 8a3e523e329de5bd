import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageBudget, RECORD_PAGE_BUDGET } from './page-types';
import { PAGES } from './pages';

const DECISIONS = readdirSync(new URL('../../../../docs/decisions/', import.meta.url));
const RECORD_PAGES = [
  '/crags/:cragId?/:cragName?',
  '/crag-sectors/:cragSectorId?/:cragSectorName?',
  '/crag-routes/:cragRouteId?/:cragRouteName',
  '/areas/:areaId?/:areaName?',
];

describe('page budgets (docs/decisions/032)', () => {
  it('gives the record pages the record pages’ budget', () => {
    for (const path of RECORD_PAGES) {
      const page = PAGES.find((candidate) => candidate.path === path);
      expect(page && pageBudget(page), path).toEqual(RECORD_PAGE_BUDGET);
    }
  });

  it('lets a page load more than a record page only when a decision record says why', () => {
    for (const page of PAGES) {
      const budget = pageBudget(page);
      if (budget.js <= RECORD_PAGE_BUDGET.js && budget.css <= RECORD_PAGE_BUDGET.css) continue;
      expect(budget.decision, `${page.path} is over the record pages' budget`).toBeDefined();
      expect(
        DECISIONS.some((file) => file.startsWith(`${budget.decision}-`)),
        `${page.path}: docs/decisions/${budget.decision}-… is missing`,
      ).toBe(true);
    }
  });

  it('counts kilobytes of scripts and of styles for every page', () => {
    for (const page of PAGES) {
      const { js, css } = pageBudget(page);
      expect(js > 0 && css > 0, page.path).toBe(true);
    }
  });
});
