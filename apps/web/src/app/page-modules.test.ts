import { PAGES } from '@climb/contracts';
import { describe, expect, it } from 'vitest';
import { PAGE_MODULES } from './page-modules';

describe('page modules', () => {
  it('gives every built page a lazy module, and no module without a page', () => {
    expect(Object.keys(PAGE_MODULES).sort()).toEqual(PAGES.map((page) => page.path).sort());
  });
});
