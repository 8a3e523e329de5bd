import { describe, expect, it } from 'vitest';
import { GYM_ROLE_CASES } from './gym-role-cases';
import { GYM_ROLES, gymRoleDecision } from './gym-roles';

describe('gymRoleDecision', () => {
  it.each(GYM_ROLE_CASES)('$name', ({ viewer, gym, role, refusal }) => {
    expect(gymRoleDecision(viewer, gym, role)).toEqual(
      refusal === null ? { allowed: true } : { allowed: false, need: refusal },
    );
  });

  it('leaves the gym name out of a refusal when it is not known', () => {
    expect(gymRoleDecision(null, { id: 4, staffed: true }, 'manage_gym')).toEqual({
      allowed: false,
      need: { role: 'manage_gym' },
    });
  });

  it('names the seven roles of a gym', () => {
    expect(GYM_ROLES).toHaveLength(7);
  });
});
