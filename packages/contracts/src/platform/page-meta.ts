import { SESSION_PAGE_META } from '../accounts/session-page-meta';
import { SETTINGS_PAGE_META } from '../accounts/settings-page-meta';
import { COMMUNITY_PAGE_META } from '../community/community-page-meta';
import { CONTEST_PAGE_META } from '../contests/contest-page-meta';
import { INDOOR_PAGE_META } from '../indoor/indoor-page-meta';
import { LOGBOOK_PAGE_META } from '../logbook/logbook-page-meta';
import { MEDIA_PAGE_META } from '../media/media-page-meta';
import { OUTDOOR_PAGE_META } from '../outdoor/outdoor-page-meta';
import { ADMIN_PAGE_META } from './admin-page-meta';
import type { Locale } from './locale';
import { type PageMeta, PRODUCT_NAME } from './page-types';

/*
 * Titles and descriptions of the built pages in both languages, apart from the page table (`pages.ts`): the
 * server writes them into the HTML it sends; the web app sets them on navigation only, so it loads them after
 * its first chunk (`apps/web/src/lib/page-head.ts`). Each domain's titles live beside its page list
 * (`*-page-meta.ts`), also apart from it.
 */

/** The terms and cookies pages exist in one language each: their title and description are the same in both tables. */
const FIXED_LANGUAGE_PAGES = {
  termsEn: {
    title: 'Terms of use',
    description: 'The rules for using the climbing community platform.',
  },
  cookiesEn: {
    title: 'Cookies and audience measurement',
    description: 'The cookies and local storage the platform uses, and how audience is measured without tracking you.',
  },
  termsFr: {
    title: 'Conditions d’utilisation',
    description: 'Les règles d’utilisation de la plateforme communautaire d’escalade.',
  },
  cookiesFr: {
    title: 'Cookies et mesure d’audience',
    description: 'Les cookies et le stockage local utilisés, et comment l’audience est mesurée sans vous pister.',
  },
} satisfies Record<string, PageMeta>;

/** Titles and descriptions of the content pages. */
export const CONTENT_PAGE_META = {
  fr: {
    home: {
      title: 'Sites d’escalade et carnet de croix',
      description:
        'Sites d’escalade en falaise et en bloc, secteurs, voies, cartes d’accès et alertes, dans un wiki ouvert à tous, et votre carnet de croix : en français et en anglais.',
    },
    about: {
      title: 'À propos',
      description:
        'Qui nous sommes, ce que fait l’application et comment elle est construite avec la communauté des grimpeurs.',
    },
    aboutIndoor: {
      title: 'L’escalade en salle',
      description:
        'Ce que l’application apportera aux grimpeurs en salle et aux équipes des salles (voies, espaces, contests), pas encore disponible.',
    },
    aboutPartnerSearch: {
      title: 'Trouver un partenaire d’escalade',
      description:
        'Comment fonctionnera la recherche de partenaires sur la carte, pas encore disponible : niveau, type de grimpe, lieux et vie privée.',
    },
    outdoor: {
      title: 'Escalade en falaise',
      description: 'Sites d’escalade, secteurs, voies, cartes et alertes : trouvez où grimper en extérieur.',
    },
    community: {
      title: 'Communauté',
      description:
        'Profils, abonnements, messagerie et recherche de partenaires ne sont pas encore disponibles : ce qui rassemble déjà les grimpeurs, et ce qui est prévu.',
    },
    gymsStarter: {
      title: 'Démarrer avec votre salle',
      description:
        'Comment une salle d’escalade prendra place sur l’application, dont les outils des salles ne sont pas encore disponibles : revendiquer sa salle, décrire ses espaces, ouvrir ses voies, organiser ses contests.',
    },
    privacy: {
      title: 'Confidentialité',
      description: 'Les données que nous gardons, pourquoi, combien de temps, et vos droits.',
    },
    ...FIXED_LANGUAGE_PAGES,
    goFlyAKite: {
      title: 'Accès suspendu',
      description: 'Vos requêtes ressemblent à celles d’un robot. Voici comment reprendre votre navigation.',
    },
    rightRequired: {
      title: 'Droit requis',
      description: 'Vous n’avez pas le droit nécessaire pour afficher cette page.',
    },
    maintenance: {
      title: 'Maintenance en cours',
      description: 'L’application est en maintenance et revient très vite.',
    },
    merci: {
      title: 'Merci !',
      description: 'Merci de soutenir l’application et la communauté des grimpeurs.',
    },
    supportUs: {
      title: 'Nous soutenir',
      description: 'Les façons d’aider l’application à vivre : contribuer, partager, signaler, soutenir.',
    },
    apiAndDevelopers: {
      title: 'API et développeurs',
      description: 'Une API publique et documentée pour construire avec les données de l’escalade.',
    },
    new: {
      title: 'Quoi de neuf ?',
      description: 'Les nouveautés de l’application, de la plus récente à la plus ancienne.',
    },
    attributions: {
      title: 'Attributions',
      description: 'Les données ouvertes et les logiciels libres sur lesquels l’application s’appuie.',
    },
    notFound: {
      title: 'Page introuvable',
      description: 'Cette page est introuvable.',
    },
  },
  en: {
    home: {
      title: 'Crags and your climbing logbook',
      description:
        'Outdoor crags and boulders, sectors, routes, approach maps and alerts in a wiki open to all, and your climbing logbook: in French and English.',
    },
    about: {
      title: 'About',
      description: 'Who we are, what the app does and how it is built with the climbing community.',
    },
    aboutIndoor: {
      title: 'Indoor climbing',
      description:
        'What the app will bring to gym climbers and gym staff (routes, spaces, contests), not available yet.',
    },
    aboutPartnerSearch: {
      title: 'Find a climbing partner',
      description:
        'How partner search on the map will work, not available yet: level, climbing type, places and privacy.',
    },
    outdoor: {
      title: 'Outdoor climbing',
      description: 'Crags, sectors, routes, maps and alerts: find where to climb outside.',
    },
    community: {
      title: 'Community',
      description:
        'Profiles, follows, messaging and partner search are not available yet: what already brings climbers together, and what is planned.',
    },
    gymsStarter: {
      title: 'Get started with your gym',
      description:
        'How a climbing gym will find its place on the app, whose gym tools are not available yet: claim the gym, describe its spaces, set its routes, run its contests.',
    },
    privacy: {
      title: 'Privacy',
      description: 'The data we keep, why, for how long, and your rights.',
    },
    ...FIXED_LANGUAGE_PAGES,
    goFlyAKite: {
      title: 'Access paused',
      description: 'Your requests look like a robot’s. Here is how to get back to browsing.',
    },
    rightRequired: {
      title: 'Right required',
      description: 'You do not have the right needed to see this page.',
    },
    maintenance: {
      title: 'Under maintenance',
      description: 'The app is under maintenance and will be back very soon.',
    },
    merci: {
      title: 'Thank you!',
      description: 'Thank you for supporting the app and the climbing community.',
    },
    supportUs: {
      title: 'Support us',
      description: 'The ways to help the app live on: contribute, share, report, support.',
    },
    apiAndDevelopers: {
      title: 'API and developers',
      description: 'A public, documented API to build with climbing data.',
    },
    new: {
      title: 'What’s new?',
      description: 'What changed in the app, newest first.',
    },
    attributions: {
      title: 'Attributions',
      description: 'The open data and free software the app is built on.',
    },
    notFound: {
      title: 'Page not found',
      description: 'This page could not be found.',
    },
  },
} as const satisfies Record<Locale, Record<string, PageMeta>>;

/** Titles and descriptions of every built page, both languages (each domain brings its own). */
export const PAGE_META = {
  fr: {
    ...CONTENT_PAGE_META.fr,
    ...SESSION_PAGE_META.fr,
    ...SETTINGS_PAGE_META.fr,
    ...OUTDOOR_PAGE_META.fr,
    ...INDOOR_PAGE_META.fr,
    ...LOGBOOK_PAGE_META.fr,
    ...COMMUNITY_PAGE_META.fr,
    ...MEDIA_PAGE_META.fr,
    ...CONTEST_PAGE_META.fr,
    ...ADMIN_PAGE_META.fr,
  },
  en: {
    ...CONTENT_PAGE_META.en,
    ...SESSION_PAGE_META.en,
    ...SETTINGS_PAGE_META.en,
    ...OUTDOOR_PAGE_META.en,
    ...INDOOR_PAGE_META.en,
    ...LOGBOOK_PAGE_META.en,
    ...COMMUNITY_PAGE_META.en,
    ...MEDIA_PAGE_META.en,
    ...CONTEST_PAGE_META.en,
    ...ADMIN_PAGE_META.en,
  },
} as const;

export type PageMetaKey = keyof (typeof PAGE_META)['fr'];

export function pageTitle(locale: Locale, key: PageMetaKey): string {
  const title = PAGE_META[locale][key].title;
  return key === 'home' ? `${PRODUCT_NAME} · ${title}` : `${title} · ${PRODUCT_NAME}`;
}
