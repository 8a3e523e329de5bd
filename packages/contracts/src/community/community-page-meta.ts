import type { Locale } from '../platform/locale';
import type { PageMeta } from '../platform/page-types';

/** Titles and descriptions of the community pages (personal pages: not indexed by search engines). */
export const COMMUNITY_PAGE_META = {
  fr: {
    favorites: {
      title: 'Mes favoris',
      description: 'Les sites et les salles d’escalade que vous suivez, pour les retrouver vite.',
    },
    favoriteCrags: {
      title: 'Mes sites favoris',
      description: 'Les sites d’escalade que vous suivez, le dernier ajouté en premier.',
    },
    favoriteGyms: {
      title: 'Mes salles favorites',
      description: 'Les salles d’escalade que vous suivez, la dernière ajoutée en premier.',
    },
    notificationsUnsubscribe: {
      title: 'Se désabonner des e-mails',
      description: 'Ne plus recevoir un type d’e-mail de notification.',
    },
  },
  en: {
    favorites: { title: 'My favourites', description: 'The crags and gyms you follow, to find them again quickly.' },
    favoriteCrags: { title: 'My favourite crags', description: 'The crags you follow, the last added first.' },
    favoriteGyms: { title: 'My favourite gyms', description: 'The climbing gyms you follow, the last added first.' },
    notificationsUnsubscribe: {
      title: 'Unsubscribe from e-mails',
      description: 'Stop receiving one kind of notification e-mail.',
    },
  },
} as const satisfies Record<Locale, Record<string, PageMeta>>;
