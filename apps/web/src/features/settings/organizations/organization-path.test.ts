import { describe, expect, it } from 'vitest';
import { organizationPath, slugify } from './organization-path';

describe('organization paths', () => {
  it('puts a readable name in the URL', () => {
    expect(slugify('Club Alpin d’Évry')).toBe('club-alpin-d-evry');
    expect(slugify('  Topo & Co. 2025 ')).toBe('topo-co-2025');
    expect(slugify('日本')).toBe('organization');
  });

  it('builds the page and editing paths', () => {
    expect(organizationPath({ id: 12, name: 'Grimpe Data' })).toBe('/organizations/12/grimpe-data');
    expect(organizationPath({ id: 12, name: 'Grimpe Data' }, true)).toBe('/organizations/12/grimpe-data/edit');
  });
});
