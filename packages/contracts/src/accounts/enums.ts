/** Wire values of the account enums (docs/conventions.md: snake_case words). */
export const GENDERS = ['female', 'male', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

/** Climbing types a climber practises (docs/domain/outdoor.md). */
export const CLIMBING_TYPES = [
  'sport_climbing',
  'bouldering',
  'multi_pitch',
  'trad_climbing',
  'aid_climbing',
  'deep_water',
  'via_ferrata',
] as const;
export type ClimbingType = (typeof CLIMBING_TYPES)[number];

/** Usage types of an organization holding an API key (issue: organizations and API keys). */
export const ORGANIZATION_USAGE_TYPES = ['study', 'personal', 'commercial', 'institutional', 'ecosystem'] as const;
export type OrganizationUsageType = (typeof ORGANIZATION_USAGE_TYPES)[number];
