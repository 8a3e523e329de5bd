import { z } from 'zod';
import { contributor, recordRef } from '../outdoor/wiki';
import { GYM_ROLES } from '../platform/gym-roles';
import { pageQuery } from '../platform/pagination';
import { text } from '../platform/validation';

/** What becomes of a request to administer a gym. */
export const GYM_ADMINISTRATION_REQUEST_STATES = ['pending', 'approved', 'refused'] as const;
export type GymAdministrationRequestState = (typeof GYM_ADMINISTRATION_REQUEST_STATES)[number];

/** One of the climber's administrator records (`current_users/gym_administrators.json`). */
export const gymAdministrator = z.object({
  id: z.number().int(),
  gym: recordRef,
  roles: z.array(z.enum(GYM_ROLES)),
  email_report: z.boolean(),
  created_at: z.string(),
});
export type GymAdministrator = z.infer<typeof gymAdministrator>;

/** A request to administer a gym, as its author and the site administrators read it. */
export const gymAdministrationRequest = z.object({
  id: z.number().int(),
  gym: recordRef.extend({ city: z.string() }),
  climber: contributor,
  /** Who the climber is: their name as the gym knows them. */
  full_name: z.string(),
  /** Their role at the gym (manager, route setter…). */
  job_title: z.string(),
  message: z.string(),
  state: z.enum(GYM_ADMINISTRATION_REQUEST_STATES),
  /** Why a site administrator refused it; null otherwise. */
  refusal_reason: z.string().nullable(),
  created_at: z.string(),
  answered_at: z.string().nullable(),
});
export type GymAdministrationRequest = z.infer<typeof gymAdministrationRequest>;

/** `POST gyms/{id}/administration_requests.json`. */
export const gymAdministrationRequestInput = z.strictObject({
  full_name: text().trim().min(1).max(120),
  job_title: text().trim().min(1).max(120),
  message: text().trim().min(1).max(2000),
});
export type GymAdministrationRequestInput = z.infer<typeof gymAdministrationRequestInput>;

/** `PUT gym_administration_requests/{id}/refuse.json`: the reason the climber reads. */
export const gymAdministrationRefusalInput = z.strictObject({
  reason: text().trim().min(1).max(2000),
});
export type GymAdministrationRefusalInput = z.infer<typeof gymAdministrationRefusalInput>;

/** `GET gym_administration_requests.json`: pending ones by default, oldest first; answered ones newest first. */
export const gymAdministrationRequestListQuery = pageQuery.extend({
  state: z.enum(GYM_ADMINISTRATION_REQUEST_STATES).default('pending'),
});
export type GymAdministrationRequestListQuery = z.infer<typeof gymAdministrationRequestListQuery>;
