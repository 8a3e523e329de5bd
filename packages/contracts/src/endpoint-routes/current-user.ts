/** The signed-in climber: profile, password, images, deletion: the method and path of each endpoint (see `../endpoint-routes.ts`). */
export const getCurrentUser = { method: 'GET', path: '/current_users.json' } as const;
export const updateCurrentUser = { method: 'PUT', path: '/current_users.json' } as const;
export const updatePassword = { method: 'PUT', path: '/current_users/update_password.json' } as const;
export const deleteCurrentUser = { method: 'DELETE', path: '/current_users.json' } as const;
export const uploadAvatar = { method: 'POST', path: '/current_users/avatar.json' } as const;
export const deleteAvatar = { method: 'DELETE', path: '/current_users/avatar.json' } as const;
export const uploadBanner = { method: 'POST', path: '/current_users/banner.json' } as const;
export const deleteBanner = { method: 'DELETE', path: '/current_users/banner.json' } as const;
