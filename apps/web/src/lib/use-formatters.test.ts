import { describe, expect, it } from 'vitest';
import { formattersFor } from './use-formatters';

describe('formatters', () => {
  it('are made once per language and shared', () => {
    expect(formattersFor('fr')).toBe(formattersFor('fr'));
    expect(formattersFor('en')).not.toBe(formattersFor('fr'));
  });

  it('format in their language, a calendar day without moving it across time zones', () => {
    const fr = formattersFor('fr');
    const en = formattersFor('en');
    expect(fr.day('2026-05-31')).toBe('31 mai 2026');
    expect(en.day('2026-05-31T23:30:00Z')).toBe('May 31, 2026');
    expect(fr.integer(12345)).toMatch(/^12\s345$/);
    expect(en.decimal(2.46)).toBe('2.5');
    expect(en.month('2026-05')).toBe('May 26');
  });
});
