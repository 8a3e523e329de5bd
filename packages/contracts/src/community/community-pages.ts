import type { PageDefinition } from '../platform/page-types';
import type { COMMUNITY_PAGE_META } from './community-page-meta';

type CommunityMetaKey = keyof (typeof COMMUNITY_PAGE_META)['fr'];

/** The community pages built so far: the climber's favourites, crags (`/home/favorites` opens on them) and gyms. */
export const COMMUNITY_PAGES: readonly PageDefinition<CommunityMetaKey>[] = [
  { path: '/home/favorites', layout: 'default', access: 'login', meta: 'favorites' },
  // The page a notification e-mail's link opens: it turns that kind of e-mail off, signed in or not.
  { path: '/notifications/unsubscribe', layout: 'default', access: 'public', meta: 'notificationsUnsubscribe' },
  { path: '/home/favorites/crags', layout: 'default', access: 'login', meta: 'favoriteCrags' },
  { path: '/home/favorites/gyms', layout: 'default', access: 'login', meta: 'favoriteGyms' },
];
