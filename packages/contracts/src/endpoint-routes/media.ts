/** Photos, videos and links on any record (see `../endpoint-routes.ts`). */
export const listPhotos = { method: 'GET', path: '/photos.json' } as const;
export const getPhoto = { method: 'GET', path: '/photos/{id}.json' } as const;
export const createPhoto = { method: 'POST', path: '/photos.json' } as const;
export const updatePhoto = { method: 'PUT', path: '/photos/{id}.json' } as const;
export const deletePhoto = { method: 'DELETE', path: '/photos/{id}.json' } as const;
export const listMyPhotos = { method: 'GET', path: '/current_users/photos.json' } as const;
export const listVideos = { method: 'GET', path: '/videos.json' } as const;
export const getVideo = { method: 'GET', path: '/videos/{id}.json' } as const;
export const createVideo = { method: 'POST', path: '/videos.json' } as const;
export const updateVideo = { method: 'PUT', path: '/videos/{id}.json' } as const;
export const deleteVideo = { method: 'DELETE', path: '/videos/{id}.json' } as const;
export const listMyVideos = { method: 'GET', path: '/current_users/videos.json' } as const;
export const listLinks = { method: 'GET', path: '/links.json' } as const;
export const getLink = { method: 'GET', path: '/links/{id}.json' } as const;
export const createLink = { method: 'POST', path: '/links.json' } as const;
export const updateLink = { method: 'PUT', path: '/links/{id}.json' } as const;
export const deleteLink = { method: 'DELETE', path: '/links/{id}.json' } as const;
