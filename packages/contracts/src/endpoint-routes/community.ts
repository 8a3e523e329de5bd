/** Notifications and follows: the method and path of each endpoint (see `../endpoint-routes.ts`). */
export const listNotifications = { method: 'GET', path: '/notifications.json' } as const;
export const countUnreadNotifications = { method: 'GET', path: '/notifications/unread_count.json' } as const;
export const readAllNotifications = { method: 'PUT', path: '/notifications/read_all.json' } as const;
export const readNotification = { method: 'PUT', path: '/notifications/{id}/read.json' } as const;
export const getFollow = { method: 'GET', path: '/follows.json' } as const;
export const createFollow = { method: 'POST', path: '/follows.json' } as const;
export const deleteFollow = { method: 'DELETE', path: '/follows.json' } as const;
export const listFavoriteCrags = { method: 'GET', path: '/current_users/favorite_crags.json' } as const;
export const listFavoriteGyms = { method: 'GET', path: '/current_users/favorite_gyms.json' } as const;
export const listFollowers = { method: 'GET', path: '/follows/followers.json' } as const;
export const unsubscribeNotificationEmails = { method: 'POST', path: '/notification_emails/unsubscribe.json' } as const;
