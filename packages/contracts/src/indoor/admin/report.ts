import { z } from 'zod';
import { recordRef } from '../../outdoor/wiki';
import { pageQuery } from '../../platform/pagination';
import { recordId, text } from '../../platform/validation';
import { GYM_SUBSCRIPTION_PLANS, GYM_SUBSCRIPTION_STATES } from './gym-subscription-plans';

export * from './gym-subscription-plans';

/**
 * `PUT current_users/switch_email_report.json`: one of the climber's administrator records, whose weekly e-mail report
 * turns on or off. The id is nested under `gym_administrator` (spec §7; docs/conventions.md lists the exceptions).
 */
export const switchEmailReportInput = z.strictObject({
  gym_administrator: z.strictObject({ id: recordId() }),
});
export type SwitchEmailReportInput = z.infer<typeof switchEmailReportInput>;

/**
 * `POST gym_administrators/email_report/unsubscribe.json`: the token of the link every weekly report carries. It names
 * the administrator record, so the link turns the report off without signing in (a bad or altered token: 422
 * `token: [invalid]`).
 */
export const gymReportUnsubscribeInput = z.strictObject({
  token: text().min(1).max(300),
});

/** The gym whose report is turned off, for the page to say which. */
export const gymReportUnsubscribed = z.object({ gym: recordRef });
export type GymReportUnsubscribed = z.infer<typeof gymReportUnsubscribed>;

/** A gym's plan: its dates (`ends_on` null: open-ended), what the gym agreed to, and where it stands today. */
export const gymSubscription = z.object({
  id: z.number().int(),
  gym: recordRef,
  plan: z.enum(GYM_SUBSCRIPTION_PLANS),
  starts_on: z.string(),
  ends_on: z.string().nullable(),
  terms: z.string().nullable(),
  state: z.enum(GYM_SUBSCRIPTION_STATES),
  created_at: z.string(),
});
export type GymSubscription = z.infer<typeof gymSubscription>;

/** `POST gyms/{id}/gym_subscriptions.json`: an `ends_on` before `starts_on` answers 422 `ends_on: [too_small]`. */
export const gymSubscriptionInput = z.strictObject({
  plan: z.enum(GYM_SUBSCRIPTION_PLANS),
  starts_on: z.iso.date(),
  ends_on: z.iso.date().nullable().optional(),
  terms: text().trim().max(4000).nullable().optional(),
});
export type GymSubscriptionInput = z.infer<typeof gymSubscriptionInput>;

/** The plans lists: newest start first, paged. */
export const gymSubscriptionListQuery = pageQuery;
