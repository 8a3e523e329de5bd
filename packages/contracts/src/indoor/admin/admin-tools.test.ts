import { describe, expect, it } from 'vitest';
import { CONTEST_PAGES } from '../../contests/contest-pages';
import { GYM_ROLES } from '../../platform/gym-roles';
import { INDOOR_PAGES } from '../indoor-pages';
import { GYM_ADMIN_TOOL_GROUPS, GYM_ADMIN_TOOLS, gymAdminToolsFor } from './admin-tools';

const keysFor = (viewer: Parameters<typeof gymAdminToolsFor>[0]) => gymAdminToolsFor(viewer).map((tool) => tool.key);

describe('the administration area’s tools by roles', () => {
  it('opens the dashboard alone to a member without a role', () => {
    expect(keysFor({ super_admin: false, roles: [] })).toEqual(['dashboard']);
  });

  it('opens only the openers to a member who manages openers', () => {
    expect(keysFor({ super_admin: false, roles: ['manage_openers'] })).toEqual(['dashboard', 'openers']);
  });

  it('opens the route and difficulty tools with manage opening, ranking and moderation with manage gym', () => {
    expect(keysFor({ super_admin: false, roles: ['manage_opening', 'manage_gym'] })).toEqual([
      'dashboard',
      'route_tables',
      'route_statistics',
      'opening_sheets',
      'label_templates',
      'levels',
      'grades',
      'climbing_styles',
      'ranking_systems',
      'comments',
      'videos',
    ]);
  });

  it('opens every tool to a member with every role and to a site administrator, in the menu’s order', () => {
    const every = GYM_ADMIN_TOOLS.map((tool) => tool.key);
    expect(keysFor({ super_admin: false, roles: [...GYM_ROLES] })).toEqual(every);
    expect(keysFor({ super_admin: true, roles: [] })).toEqual(every);
    const groups = GYM_ADMIN_TOOLS.map((tool) => GYM_ADMIN_TOOL_GROUPS.indexOf(tool.group));
    expect(groups).toEqual([...groups].sort((a, b) => a - b));
  });

  it('asks for the role the page table gives each tool’s page', () => {
    for (const tool of GYM_ADMIN_TOOLS) {
      const path = `/gyms/:gymId?/:gymName?/admins${tool.suffix ? `/${tool.suffix}` : ''}`;
      const page = [...INDOOR_PAGES, ...CONTEST_PAGES].find((candidate) => candidate.path === path);
      expect(page, path).toBeDefined();
      // The plans page is open to every climber (it lists the plans of the gyms they administer): the menu offers
      // it to those who manage the plan.
      if (page?.access === 'gym_admin') expect(page.gymRole ?? null, path).toBe(tool.role);
    }
  });
});
