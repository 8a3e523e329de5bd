import { GYM_ROLES, type GymRole, type GymRoleNeed, type GymStaffViewer } from './gym-roles';

/**
 * The cases the API guard and the web guard are both tested against (they must agree): who asks, about which gym,
 * for which role, and what both must answer. Gym 1 is "Bloc Session", staffed; gym 2 has no staff.
 */
export interface GymRoleCase {
  name: string;
  viewer: GymStaffViewer | null;
  gym: { id: number; name: string; staffed: boolean };
  role: GymRole | undefined;
  /** null: allowed; else what the refusal names. */
  refusal: GymRoleNeed | null;
}

const STAFFED = { id: 1, name: 'Bloc Session', staffed: true };
const UNSTAFFED = { id: 2, name: 'Vertical Hall', staffed: false };
const climber: GymStaffViewer = { super_admin: false, administered_gyms: [] };
const siteAdmin: GymStaffViewer = { super_admin: true, administered_gyms: [] };
const manager: GymStaffViewer = {
  super_admin: false,
  administered_gyms: [
    {
      id: 1,
      roles: [...GYM_ROLES],
    },
  ],
};
const setter: GymStaffViewer = { super_admin: false, administered_gyms: [{ id: 1, roles: ['manage_opening'] }] };
const otherGymManager: GymStaffViewer = {
  super_admin: false,
  administered_gyms: [{ id: 3, roles: ['manage_spaces', 'manage_gym', 'manage_opening'] }],
};

export const GYM_ROLE_CASES: readonly GymRoleCase[] = [
  {
    name: 'a climber writes a gym without staff',
    viewer: climber,
    gym: UNSTAFFED,
    role: 'manage_spaces',
    refusal: null,
  },
  {
    name: 'a climber writes a staffed gym',
    viewer: climber,
    gym: STAFFED,
    role: 'manage_spaces',
    refusal: { gym_name: 'Bloc Session', role: 'manage_spaces' },
  },
  {
    name: 'a site administrator writes a staffed gym',
    viewer: siteAdmin,
    gym: STAFFED,
    role: 'manage_gym',
    refusal: null,
  },
  { name: 'its manager adds a space', viewer: manager, gym: STAFFED, role: 'manage_spaces', refusal: null },
  { name: 'its route setter sets a route', viewer: setter, gym: STAFFED, role: 'manage_opening', refusal: null },
  {
    name: 'its route setter adds a space',
    viewer: setter,
    gym: STAFFED,
    role: 'manage_spaces',
    refusal: { gym_name: 'Bloc Session', role: 'manage_spaces' },
  },
  {
    name: "another gym's manager writes it",
    viewer: otherGymManager,
    gym: STAFFED,
    role: 'manage_gym',
    refusal: { gym_name: 'Bloc Session', role: 'manage_gym' },
  },
  {
    name: 'its route setter opens the administration area',
    viewer: setter,
    gym: STAFFED,
    role: undefined,
    refusal: null,
  },
  {
    name: 'a climber opens the administration area',
    viewer: climber,
    gym: STAFFED,
    role: undefined,
    refusal: { gym_name: 'Bloc Session', role: 'gym_administrator' },
  },
  {
    name: 'a visitor writes a gym without staff',
    viewer: null,
    gym: UNSTAFFED,
    role: 'manage_spaces',
    refusal: { gym_name: 'Vertical Hall', role: 'manage_spaces' },
  },
];
