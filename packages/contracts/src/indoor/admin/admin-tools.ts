import type { GymRole } from '../../platform/gym-roles';

/*
 * The tools of a gym's administration area (docs/domain/indoor.md, "Administration"), as the shared frame's menu and
 * the dashboard's cards list them. Zod-free: the frame loads on every administration page. Each tool's role is the
 * one the page table gives its page (`indoor-pages.ts`); the dashboard needs none (any member of the team).
 */

/** The groups the menu shows the tools in, in order. */
export const GYM_ADMIN_TOOL_GROUPS = [
  'home',
  'team',
  'routes',
  'difficulty',
  'structure',
  'setters',
  'community',
  'contests',
  'plan',
] as const;
export type GymAdminToolGroup = (typeof GYM_ADMIN_TOOL_GROUPS)[number];

export const GYM_ADMIN_TOOL_KEYS = [
  'dashboard',
  'team',
  'levels',
  'grades',
  'climbing_styles',
  'ranking_systems',
  'tree_structures',
  'openers',
  'route_tables',
  'route_statistics',
  'opening_sheets',
  'label_templates',
  'comments',
  'videos',
  'contests',
  'indoor_subscriptions',
] as const;
export type GymAdminToolKey = (typeof GYM_ADMIN_TOOL_KEYS)[number];

export interface GymAdminTool {
  key: GymAdminToolKey;
  /** The page's path under the gym's `admins` (empty: the dashboard itself). */
  suffix: string;
  /** The role its page needs; null: any member of the team. */
  role: GymRole | null;
  group: GymAdminToolGroup;
}

export const GYM_ADMIN_TOOLS: readonly GymAdminTool[] = [
  { key: 'dashboard', suffix: '', role: null, group: 'home' },
  { key: 'team', suffix: 'administrators', role: 'manage_team_members', group: 'team' },
  { key: 'route_tables', suffix: 'routes/tables', role: 'manage_opening', group: 'routes' },
  { key: 'route_statistics', suffix: 'routes/statistics', role: 'manage_opening', group: 'routes' },
  { key: 'opening_sheets', suffix: 'opening-sheets', role: 'manage_opening', group: 'routes' },
  { key: 'label_templates', suffix: 'label-templates', role: 'manage_opening', group: 'routes' },
  { key: 'levels', suffix: 'levels', role: 'manage_opening', group: 'difficulty' },
  { key: 'grades', suffix: 'grades', role: 'manage_opening', group: 'difficulty' },
  { key: 'climbing_styles', suffix: 'climbing-styles', role: 'manage_opening', group: 'difficulty' },
  { key: 'ranking_systems', suffix: 'ranking-systems', role: 'manage_gym', group: 'difficulty' },
  { key: 'tree_structures', suffix: 'tree-structures', role: 'manage_spaces', group: 'structure' },
  { key: 'openers', suffix: 'openers', role: 'manage_openers', group: 'setters' },
  { key: 'comments', suffix: 'comments', role: 'manage_gym', group: 'community' },
  { key: 'videos', suffix: 'videos', role: 'manage_gym', group: 'community' },
  { key: 'contests', suffix: 'contests', role: 'manage_contests', group: 'contests' },
  { key: 'indoor_subscriptions', suffix: 'indoor-subscriptions', role: 'manage_subscription', group: 'plan' },
];

/** The tools a member's roles open, in the menu's order; a site administrator gets them all. */
export function gymAdminToolsFor(viewer: { super_admin: boolean; roles: readonly GymRole[] }): GymAdminTool[] {
  return GYM_ADMIN_TOOLS.filter((tool) => viewer.super_admin || tool.role === null || viewer.roles.includes(tool.role));
}
