import { z } from 'zod';
import { gymSummary } from '../indoor/gym';
import { cragSummary } from '../outdoor/crag';
import { defineEndpoint } from '../platform/endpoint';
import { pageQuery } from '../platform/pagination';
import { follow, follower, followersQuery, followInput, followQuery, followStatus } from './follow';
import {
  notification,
  notificationEmailUnsubscribed,
  notificationEmailUnsubscribeInput,
  notificationParams,
  notificationsQuery,
  notificationsUnreadCount,
} from './notification';

/** The signed-in climber's notifications (spec §7 Notifications) and follows (favourite crags). */
export const communityEndpoints = {
  listNotifications: defineEndpoint({
    method: 'GET',
    path: '/notifications.json',
    summary: "The climber's notifications, newest first (unread only by default); X-Total-Count holds the total",
    tags: ['community'],
    access: 'climber',
    query: notificationsQuery,
    responses: { 200: z.array(notification) },
  }),

  countUnreadNotifications: defineEndpoint({
    method: 'GET',
    path: '/notifications/unread_count.json',
    summary: 'How many unread notifications the climber has (a bare number)',
    tags: ['community'],
    access: 'climber',
    responses: { 200: notificationsUnreadCount },
  }),

  unsubscribeNotificationEmails: defineEndpoint({
    method: 'POST',
    path: '/notification_emails/unsubscribe.json',
    summary: 'Turn one kind of notification e-mail off, from the link the e-mail carries (no sign-in needed)',
    description:
      'The token names the climber and the kind of e-mail; it answers the kind turned off, and the same again ' +
      'when it was already off. A token that is not one of ours answers 422 `token: [invalid]`.',
    tags: ['community'],
    access: 'api_key',
    body: notificationEmailUnsubscribeInput,
    responses: { 200: notificationEmailUnsubscribed },
  }),

  readAllNotifications: defineEndpoint({
    method: 'PUT',
    path: '/notifications/read_all.json',
    summary: "Marks all the climber's notifications read",
    tags: ['community'],
    access: 'climber',
    responses: { 204: z.null() },
  }),

  readNotification: defineEndpoint({
    method: 'PUT',
    path: '/notifications/{id}/read.json',
    summary: "Marks one of the climber's notifications read (another climber's answers 404)",
    tags: ['community'],
    access: 'climber',
    narrowedTo: 'owner',
    params: notificationParams,
    responses: { 200: notification },
  }),

  getFollow: defineEndpoint({
    method: 'GET',
    path: '/follows.json',
    summary: 'Whether I follow a record (state null when not), and how many climbers follow it',
    description: 'A kind not followable yet: 422 `followable_type: not_included`. An unknown record: 404.',
    tags: ['community'],
    access: 'climber',
    query: followQuery,
    responses: { 200: followStatus },
  }),

  createFollow: defineEndpoint({
    method: 'POST',
    path: '/follows.json',
    summary: 'Follow a record, a crag as a favourite (201; 200 with the follow when I already follow it)',
    description:
      'A kind not followable yet: 422 `followable_type: not_included`. An unknown record: 422 `followable_id: not_found`.',
    tags: ['community'],
    access: 'climber',
    body: followInput,
    responses: { 200: follow, 201: follow },
  }),

  deleteFollow: defineEndpoint({
    method: 'DELETE',
    path: '/follows.json',
    summary: 'Stop following a record (204, also when I did not follow it)',
    description: 'A kind not followable yet: 422 `followable_type: not_included`.',
    tags: ['community'],
    access: 'climber',
    body: followInput,
    responses: { 204: z.null() },
  }),

  listFavoriteCrags: defineEndpoint({
    method: 'GET',
    path: '/current_users/favorite_crags.json',
    summary: 'The crags I follow, the last followed first; X-Total-Count holds their number',
    tags: ['community'],
    access: 'climber',
    query: pageQuery,
    responses: { 200: z.array(cragSummary) },
  }),
  listFavoriteGyms: defineEndpoint({
    method: 'GET',
    path: '/current_users/favorite_gyms.json',
    summary: 'The gyms I follow, the last followed first; X-Total-Count holds their number',
    tags: ['community'],
    access: 'climber',
    query: pageQuery,
    responses: { 200: z.array(gymSummary) },
  }),
  listFollowers: defineEndpoint({
    method: 'GET',
    path: '/follows/followers.json',
    summary:
      'The climbers following a record (a gym, a crag), the last to follow first, those whose profile is public; X-Total-Count holds their number',
    tags: ['community'],
    access: 'api_key',
    query: followersQuery,
    responses: { 200: z.array(follower) },
  }),
};
