import { describe, expect, it } from 'vitest';
import { gymSubscriptionState } from './gym-subscription-plans';

describe('a plan’s state', () => {
  const plan = { starts_on: '2026-01-01', ends_on: '2026-12-31' };

  it('is upcoming before its first day, current through its last, ended after', () => {
    expect(gymSubscriptionState(plan, '2025-12-31')).toBe('upcoming');
    expect(gymSubscriptionState(plan, '2026-01-01')).toBe('current');
    expect(gymSubscriptionState(plan, '2026-12-31')).toBe('current');
    expect(gymSubscriptionState(plan, '2027-01-01')).toBe('ended');
  });

  it('never ends without a last day', () => {
    expect(gymSubscriptionState({ starts_on: '2026-01-01', ends_on: null }, '2099-01-01')).toBe('current');
  });
});
