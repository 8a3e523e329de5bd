import { describe, expect, it } from 'vitest';
import { can, type OrganizationAction } from './organization.policy';

const member = { id: 7 };
const stranger = { id: 8 };
const organization = { is_web_app: false, member_ids: [3, 7] };
const webApp = { is_web_app: true, member_ids: [7] };
const ACTIONS: OrganizationAction[] = ['read', 'update', 'regenerate_key'];

describe('organization policy', () => {
  it('lets any signed-in climber create an organization', () => {
    expect(can(stranger, 'create')).toBe(true);
  });

  it.each(ACTIONS)('lets a member %s the organization', (action) => {
    expect(can(member, action, organization)).toBe(true);
  });

  it.each(ACTIONS)('refuses %s to a climber who is not a member', (action) => {
    expect(can(stranger, action, organization)).toBe(false);
  });

  it.each(ACTIONS)("refuses %s on the web app's own organization, even to someone linked to it", (action) => {
    expect(can(member, action, webApp)).toBe(false);
  });

  it.each(ACTIONS)('refuses %s when there is no organization', (action) => {
    expect(can(member, action)).toBe(false);
  });
});
