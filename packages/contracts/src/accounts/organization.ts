import { z } from 'zod';
import { coercedRecordId, text, updateOf } from '../platform/validation';
import { ORGANIZATION_USAGE_TYPES } from './enums';

export const organization = z.object({
  id: z.number().int(),
  name: z.string(),
  usage_type: z.enum(ORGANIZATION_USAGE_TYPES),
  created_at: z.string(),
});
export type Organization = z.infer<typeof organization>;

/** Returned once, when an organization is created or its key regenerated: the key in full. */
export const organizationWithKey = organization.extend({
  api_access_token: z.string().describe('Shown once: only its digest is kept.'),
});

export const organizationBody = z.strictObject({
  name: text().trim().min(2).max(120),
  usage_type: z.enum(ORGANIZATION_USAGE_TYPES),
});

/** `PUT organizations/{id}.json`: rename or change the usage type. */
export const updateOrganizationBody = updateOf(organizationBody);

export const organizationParams = z.object({
  id: coercedRecordId().describe('Id of the organization.'),
});

/** `GET current_users/organizations.json`: the organizations the climber belongs to. */
export const organizationList = z.array(organization);
