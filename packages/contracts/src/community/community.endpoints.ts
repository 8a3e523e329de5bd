import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint';
import { notification, notificationParams, notificationsQuery, notificationsUnreadCount } from './notification';

/** The signed-in climber's notifications (spec §7 Notifications). */
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
};
