import { describe, expect, it } from 'vitest';
import { bottomBarHeight } from './device';

describe('bottomBarHeight', () => {
  it('is 70 on iOS and 60 elsewhere (spec §9)', () => {
    expect(bottomBarHeight('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)')).toBe(70);
    expect(bottomBarHeight('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe(70);
    expect(bottomBarHeight('Mozilla/5.0 (Linux; Android 15; Pixel 8)')).toBe(60);
    expect(bottomBarHeight('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe(60);
  });
});
