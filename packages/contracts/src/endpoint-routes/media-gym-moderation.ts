/** The moderation of a gym's comments and videos by its team (see `../endpoint-routes.ts`). */
export const listGymModerationComments = { method: 'GET', path: '/gyms/{id}/moderation/comments.json' } as const;
export const listGymModerationVideos = { method: 'GET', path: '/gyms/{id}/moderation/videos.json' } as const;
export const moderateVideo = { method: 'PUT', path: '/videos/{id}/moderation.json' } as const;
