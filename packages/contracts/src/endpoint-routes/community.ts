/** Notifications: the method and path of each endpoint (see `../endpoint-routes.ts`). */
export const listNotifications = { method: 'GET', path: '/notifications.json' } as const;
export const countUnreadNotifications = { method: 'GET', path: '/notifications/unread_count.json' } as const;
export const readAllNotifications = { method: 'PUT', path: '/notifications/read_all.json' } as const;
export const readNotification = { method: 'PUT', path: '/notifications/{id}/read.json' } as const;
