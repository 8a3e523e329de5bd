import { describe, expect, it } from 'vitest';
import { ageOn, isMinor } from './age';

describe('age and minors (partner search)', () => {
  it('counts full years, the birthday itself included', () => {
    expect(ageOn('2008-06-15', '2026-06-14')).toBe(17);
    expect(ageOn('2008-06-15', '2026-06-15')).toBe(18);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
    expect(ageOn(null, '2026-01-01')).toBeNull();
    expect(ageOn('15/06/2008', '2026-01-01')).toBeNull();
  });

  it('treats under 18 as minors and an unknown date as not known to be one', () => {
    expect(isMinor('2008-06-15', '2026-06-14')).toBe(true);
    expect(isMinor('2008-06-15', '2026-06-15')).toBe(false);
    expect(isMinor(null, '2026-06-15')).toBe(false);
  });
});
