import type { Locale } from '../platform/locale';
import type { PageMeta } from '../platform/page-types';

/** Titles and descriptions of the logbook pages (personal pages: not indexed by search engines). */
export const LOGBOOK_PAGE_META = {
  fr: {
    ascentNew: {
      title: 'Ajouter une croix',
      description: 'Notez une voie grimpée dans votre carnet : cherchez la voie, choisissez le style et la date.',
    },
    ascentIndoorNew: {
      title: 'Ajouter une croix en salle',
      description: 'Notez une voie ou un bloc de salle, ou une série par couleur ou par cotation.',
    },
    homeAscentsIndoor: {
      title: 'Mon carnet en salle',
      description: 'Vos croix en salle, vos statistiques et votre progression par couleur dans chaque salle.',
    },
    cragRouteAscentNew: {
      title: 'Ajouter à mon carnet',
      description: 'Notez cette voie dans votre carnet de croix.',
    },
    cragRouteAscentEdit: { title: 'Modifier ma croix', description: 'Modifiez ou supprimez cette croix.' },
    homeAscentsOutdoor: {
      title: 'Mon carnet de croix',
      description: 'Toutes vos croix en falaise, triées et filtrées, à exporter ou importer en CSV.',
    },
    homeAscentsOutdoorAnalytics: {
      title: 'Mes statistiques',
      description: 'Vos croix par type, par cotation, par mois et par année, et votre niveau max.',
    },
    homeAscentsOutdoorProjects: { title: 'Mes projets', description: 'Les voies essayées et pas encore enchaînées.' },
    homeAscentsOutdoorTickList: { title: 'Mes envies', description: 'Les voies que vous voulez grimper.' },
    climbingSessions: {
      title: 'Mes séances',
      description: 'Vos journées d’escalade, avec leurs croix et partenaires.',
    },
    climbingSession: { title: 'Séance d’escalade', description: 'Les croix, sites et partenaires de la séance.' },
    myMap: { title: 'Ma carte', description: 'Les sites d’escalade où vous avez grimpé.' },
  },
  en: {
    ascentNew: {
      title: 'Log an ascent',
      description: 'Log a route you climbed: search the route, pick the style and the date.',
    },
    ascentIndoorNew: {
      title: 'Log an indoor ascent',
      description: 'Log a gym route or boulder, or a batch by colour or by grade.',
    },
    homeAscentsIndoor: {
      title: 'My indoor logbook',
      description: 'Your indoor ascents, your figures and your progress per colour in each gym.',
    },
    cragRouteAscentNew: { title: 'Add to my logbook', description: 'Log this route in your logbook.' },
    cragRouteAscentEdit: { title: 'Edit my ascent', description: 'Edit or delete this ascent.' },
    homeAscentsOutdoor: {
      title: 'My logbook',
      description: 'All your outdoor ascents, sorted and filtered, to export or import as CSV.',
    },
    homeAscentsOutdoorAnalytics: {
      title: 'My analytics',
      description: 'Your ascents by type, grade, month and year, and your hardest grades.',
    },
    homeAscentsOutdoorProjects: { title: 'My projects', description: 'Routes you tried and have not sent yet.' },
    homeAscentsOutdoorTickList: { title: 'My tick list', description: 'Routes you want to climb.' },
    climbingSessions: { title: 'My sessions', description: 'Your climbing days, with their ascents and partners.' },
    climbingSession: { title: 'Climbing session', description: 'The ascents, crags and partners of the session.' },
    myMap: { title: 'My map', description: 'The crags where you climbed.' },
  },
} as const satisfies Record<Locale, Record<string, PageMeta>>;
