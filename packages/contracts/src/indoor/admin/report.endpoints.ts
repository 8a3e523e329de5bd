import { z } from 'zod';
import { defineEndpoint } from '../../platform/endpoint';
import { recordIdParams } from '../../platform/path-params';
import { gymAdministrator } from '../gym-administration';
import {
  gymReportUnsubscribed,
  gymReportUnsubscribeInput,
  gymSubscription,
  gymSubscriptionInput,
  gymSubscriptionListQuery,
  switchEmailReportInput,
} from './report';

const tags = ['indoor'] as const;

/**
 * The administration area's weekly e-mail report (switched per administrator record, left by its one-click link) and
 * the gyms' plans (recorded by site administrators, read by the staff holding `manage_subscription`).
 */
export const gymReportEndpoints = {
  switchEmailReport: defineEndpoint({
    method: 'PUT',
    path: '/current_users/switch_email_report.json',
    summary: "Turn the weekly e-mail report of one of my administrator records on or off (another climber's: 404)",
    description: 'The body nests the record: `{ "gym_administrator": { "id": 12 } }` (spec §7).',
    tags,
    access: 'climber',
    narrowedTo: 'owner',
    body: switchEmailReportInput,
    responses: { 200: gymAdministrator },
  }),
  unsubscribeGymEmailReport: defineEndpoint({
    method: 'POST',
    path: '/gym_administrators/email_report/unsubscribe.json',
    summary: 'Turn a weekly gym report off, from the link the e-mail carries (no sign-in needed)',
    description:
      'The token names the administrator record; it answers its gym, and the same again when the report was already ' +
      'off. A token that is not one of ours, or whose record is gone, answers 422 `token: [invalid]`.',
    tags,
    access: 'api_key',
    body: gymReportUnsubscribeInput,
    responses: { 200: gymReportUnsubscribed },
  }),
  listMyGymSubscriptions: defineEndpoint({
    method: 'GET',
    path: '/current_users/gym_subscriptions.json',
    summary:
      'The plans of the gyms where I hold manage_subscription, newest start first; X-Total-Count holds their number',
    tags,
    access: 'climber',
    query: gymSubscriptionListQuery,
    responses: { 200: z.array(gymSubscription) },
  }),
  listGymSubscriptions: defineEndpoint({
    method: 'GET',
    path: '/gyms/{id}/gym_subscriptions.json',
    summary: "A gym's plans (site administrators), newest start first; X-Total-Count holds their number",
    tags,
    access: 'site_admin',
    params: recordIdParams,
    query: gymSubscriptionListQuery,
    responses: { 200: z.array(gymSubscription) },
  }),
  createGymSubscription: defineEndpoint({
    method: 'POST',
    path: '/gyms/{id}/gym_subscriptions.json',
    summary: 'Record a plan for a gym (site administrators): its plan, dates and terms. Plans gate nothing today',
    description: 'An `ends_on` before `starts_on` answers 422 `ends_on: [too_small]`.',
    tags,
    access: 'site_admin',
    params: recordIdParams,
    body: gymSubscriptionInput,
    responses: { 201: gymSubscription },
  }),
  deleteGymSubscription: defineEndpoint({
    method: 'DELETE',
    path: '/gym_subscriptions/{id}.json',
    summary: "Delete a gym's plan (site administrators)",
    tags,
    access: 'site_admin',
    params: recordIdParams,
    responses: { 204: z.null() },
  }),
};
