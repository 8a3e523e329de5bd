import { type CurrentUser, GYM_ROLES, type Gym } from '@climb/contracts';
import { climber } from '../../../../testing/catalogue-fixtures';

/* The gym 4 "Bloc Session" as `GET gyms/4.json` answers it, and its manager holding every role: the pages' frame. */

export const moderatedGym: Gym = {
  id: 4,
  name: 'Bloc Session',
  slug_name: 'bloc-session',
  city: 'Lyon',
  country_code: 'fr',
  latitude: 45.75,
  longitude: 4.85,
  climbing_types: ['bouldering'],
  gym_type: 'private',
  logo: null,
  followers_count: 12,
  mounted_routes_count: 3,
  description: null,
  address: '12 rue des Prises',
  postal_code: '69007',
  time_zone: 'Europe/Paris',
  email: null,
  phone_number: null,
  web_site: null,
  hours: null,
  banner: null,
  gym_chain: null,
  spaces_count: 1,
  administered: true,
  creator: null,
  created_at: '2026-01-10T10:00:00Z',
  updated_at: '2026-03-01T10:00:00Z',
};

export const gymManager: CurrentUser = {
  ...climber,
  id: 8,
  first_name: 'Lou',
  last_name: 'Gérant',
  administered_gyms: [{ id: 4, name: 'Bloc Session', slug_name: 'bloc-session', roles: [...GYM_ROLES] }],
};
