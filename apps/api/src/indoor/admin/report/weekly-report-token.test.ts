import { describe, expect, it } from 'vitest';
import { readWeeklyReportToken, weeklyReportToken } from './weekly-report-token';

describe('the weekly report token', () => {
  const secret = 'a-secret-of-the-server';

  it('names the administrator record it was made for', () => {
    expect(readWeeklyReportToken(secret, weeklyReportToken(secret, 42))).toBe(42);
  });

  it('is refused when altered, cut, signed with another secret or naming another record', () => {
    const token = weeklyReportToken(secret, 42);
    const [, signature] = token.split('.');
    expect(readWeeklyReportToken(secret, `43.${signature}`)).toBeNull();
    expect(readWeeklyReportToken(secret, token.slice(0, -2))).toBeNull();
    expect(readWeeklyReportToken('another-secret', token)).toBeNull();
    expect(readWeeklyReportToken(secret, `0.${signature}`)).toBeNull();
    expect(readWeeklyReportToken(secret, `99999999999.${signature}`)).toBeNull();
    expect(readWeeklyReportToken(secret, 'nonsense')).toBeNull();
    expect(readWeeklyReportToken(secret, `${token}.more`)).toBeNull();
  });
});
