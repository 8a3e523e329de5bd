import { describe, expect, it } from 'vitest';
import { isEmbedPath } from './embed-pages';

describe('isEmbedPath', () => {
  it('is true for the embed pages of the page table only', () => {
    expect(isEmbedPath('/embed/crags/map')).toBe(true);
    expect(isEmbedPath('/embed/crags/map/')).toBe(true);
    for (const path of ['/embed/x', '/embed/', '/embed/crags/map/x', '/embedded', '/outdoor/embed/crags/map', '/']) {
      expect(isEmbedPath(path), path).toBe(false);
    }
  });
});
