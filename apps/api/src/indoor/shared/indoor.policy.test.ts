import { describe, expect, it } from 'vitest';
import { Forbidden } from '../../lib/errors';
import { authorizeGymWiki, canChangeGym } from './indoor.policy';

const climber = { super_admin: false };
const administrator = { super_admin: true };
const open = { administered: false };
const staffed = { administered: true };

describe('canChangeGym (indoor wiki)', () => {
  it('lets any climber create and edit a gym without staff, and what it holds', () => {
    expect(canChangeGym(climber, 'create', null)).toBe(true);
    expect(canChangeGym(climber, 'create', open)).toBe(true);
    expect(canChangeGym(climber, 'update', open)).toBe(true);
  });

  it('keeps deleting to site administrators', () => {
    expect(canChangeGym(climber, 'destroy', open)).toBe(false);
    expect(canChangeGym(administrator, 'destroy', open)).toBe(true);
  });

  it('keeps a gym run by its staff from other climbers, not from site administrators', () => {
    expect(canChangeGym(climber, 'create', staffed)).toBe(false);
    expect(canChangeGym(climber, 'update', staffed)).toBe(false);
    expect(canChangeGym(administrator, 'update', staffed)).toBe(true);
  });
});

describe('authorizeGymWiki', () => {
  it('throws a 403 naming the super_admin role when the climber may not', () => {
    expect(() => authorizeGymWiki(administrator, 'destroy', open)).not.toThrow();
    try {
      authorizeGymWiki(climber, 'destroy', open);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(Forbidden);
      expect((error as Forbidden).need).toEqual({ role: 'super_admin' });
    }
  });
});
