import { describe, expect, it } from 'vitest';
import { planDay } from './plan-dates';

describe('a plan’s day', () => {
  it('is written in the reader’s language, on the day given whatever their time zone', () => {
    expect(planDay('2026-01-01', 'fr')).toBe('1 janvier 2026');
    expect(planDay('2026-12-31', 'en')).toBe('December 31, 2026');
  });
});
