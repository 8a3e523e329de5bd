import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint';
import { pageQuery } from '../platform/pagination';
import { recordIdParams } from '../platform/path-params';
import {
  gymAdministrationRefusalInput,
  gymAdministrationRequest,
  gymAdministrationRequestInput,
  gymAdministrationRequestListQuery,
  gymAdministrator,
} from './gym-administration';

const tags = ['indoor'] as const;

/** A gym's staff (docs/domain/indoor.md, "Staff"): climbers claim a gym, site administrators answer. */
export const gymAdministrationEndpoints = {
  listMyGymAdministrators: defineEndpoint({
    method: 'GET',
    path: '/current_users/gym_administrators.json',
    summary: 'My administrator records: the gyms I administer and my roles there; X-Total-Count holds their number',
    tags,
    access: 'climber',
    query: pageQuery,
    responses: { 200: z.array(gymAdministrator) },
  }),
  listMyGymAdministrationRequests: defineEndpoint({
    method: 'GET',
    path: '/current_users/gym_administration_requests.json',
    summary: 'My requests to administer a gym, newest first, with their answers; X-Total-Count holds their number',
    tags,
    access: 'climber',
    query: pageQuery,
    responses: { 200: z.array(gymAdministrationRequest) },
  }),
  createGymAdministrationRequest: defineEndpoint({
    method: 'POST',
    path: '/gyms/{id}/administration_requests.json',
    summary: 'Ask to administer a gym that has no staff yet: who I am, my role at the gym, a message',
    description:
      'Answers 422 `base: [already_administered]` when the gym already has administrators and ' +
      '`base: [already_requested]` when my earlier request for it is still pending.',
    tags,
    access: 'climber',
    params: recordIdParams,
    body: gymAdministrationRequestInput,
    responses: { 201: gymAdministrationRequest },
  }),
  listGymAdministrationRequests: defineEndpoint({
    method: 'GET',
    path: '/gym_administration_requests.json',
    summary:
      'Requests to administer a gym (site administrators): the pending ones oldest first, or the answered ones newest first; X-Total-Count holds their number',
    tags,
    access: 'site_admin',
    query: gymAdministrationRequestListQuery,
    responses: { 200: z.array(gymAdministrationRequest) },
  }),
  approveGymAdministrationRequest: defineEndpoint({
    method: 'PUT',
    path: '/gym_administration_requests/{id}/approve.json',
    summary:
      "Approve a request (site administrators): its climber becomes the gym's administrator with every role and is notified. Approving it again changes nothing",
    description: 'Answers 422 `base: [already_refused]` for a refused request.',
    tags,
    access: 'site_admin',
    params: recordIdParams,
    responses: { 200: gymAdministrationRequest },
  }),
  refuseGymAdministrationRequest: defineEndpoint({
    method: 'PUT',
    path: '/gym_administration_requests/{id}/refuse.json',
    summary: 'Refuse a request with a reason (site administrators); its climber is notified',
    description: 'Answers 422 `base: [already_approved]` for an approved request.',
    tags,
    access: 'site_admin',
    params: recordIdParams,
    body: gymAdministrationRefusalInput,
    responses: { 200: gymAdministrationRequest },
  }),
};
