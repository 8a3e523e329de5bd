import { describe, expect, it } from 'vitest';
import { Forbidden } from '../../lib/errors';
import { authorizeWiki, can } from './wiki.policy';

const climber = { super_admin: false };
const administrator = { super_admin: true };

describe('can (outdoor wiki)', () => {
  it('lets any climber create and update', () => {
    expect(can(climber, 'create')).toBe(true);
    expect(can(climber, 'update')).toBe(true);
  });

  it('keeps deleting to site administrators', () => {
    expect(can(climber, 'destroy')).toBe(false);
    expect(can(administrator, 'destroy')).toBe(true);
  });
});

describe('authorizeWiki', () => {
  it('throws a 403 naming the super_admin role when the climber may not', () => {
    expect(() => authorizeWiki(administrator, 'destroy')).not.toThrow();
    try {
      authorizeWiki(climber, 'destroy');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(Forbidden);
      expect((error as Forbidden).need).toEqual({ role: 'super_admin' });
    }
  });
});
