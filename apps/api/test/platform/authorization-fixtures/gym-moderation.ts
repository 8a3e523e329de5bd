import { createVideoRow } from '../../factories/media.factory';
import type { AreaFixtures } from './area-fixtures';

/*
 * The moderation of a gym's comments and videos by its team in the authorization matrix: the lists read the world's
 * gym; a video is hidden on the world's gym route (the world's own video is on its crag, which no gym moderates), and
 * the comment moderated is the world's, on that route.
 */
export const gymModerationFixtures: AreaFixtures = {
  records: async (world) => ({
    gym_route_videos: (
      await createVideoRow(world.t.db, { type: 'gym_routes', id: world.ids.gym_routes as number }, null)
    ).id,
  }),
  fixtures: {
    listGymModerationComments: { query: () => ({ state: 'all' }) },
    listGymModerationVideos: { query: () => ({ state: 'hidden' }) },
    moderateVideo: {
      records: (world) => ({ videos: world.ids.gym_route_videos as number }),
      body: () => ({ hidden: false }),
    },
  },
};
