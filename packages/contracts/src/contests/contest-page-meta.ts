import type { Locale } from '../platform/locale';
import type { PageMeta } from '../platform/page-types';

/**
 * Titles and descriptions of the contest pages. A contest's pages get its name from the server in the HTML and from
 * the page on navigation; these are the fallbacks.
 */
export const CONTEST_PAGE_META = {
  fr: {
    contests: {
      title: 'Compétitions',
      description:
        'Les compétitions d’escalade des salles : à venir près de chez vous, et passées avec leurs résultats.',
    },
    contest: {
      title: 'Compétition',
      description: 'Une compétition d’escalade : dates, catégories, vagues, inscription.',
    },
    myContest: {
      title: 'Ma compétition',
      description: 'Votre inscription, vos voies et vos résultats, avec le code reçu par e-mail.',
    },
    contestResults: {
      title: 'Résultats',
      description: 'Les classements de la compétition, par catégorie et par étape.',
    },
    gymAdminContests: { title: 'Compétitions de la salle', description: 'Les compétitions que la salle organise.' },
    gymAdminContestNew: { title: 'Nouvelle compétition', description: 'Créer une compétition de la salle.' },
    gymAdminContest: {
      title: 'Organiser la compétition',
      description: 'Catégories, vagues, étapes, voies : la compétition telle que l’organisent ses organisateurs.',
    },
    gymAdminContestBanner: { title: 'Bannière de la compétition', description: 'L’image en tête de la compétition.' },
    gymAdminContestEdit: { title: 'Modifier la compétition', description: 'Dates, inscriptions, visibilité.' },
    gymAdminContestParticipants: {
      title: 'Participants',
      description: 'Inscrits, liste d’attente, ajouts, import CSV et listes de départ.',
    },
    gymAdminContestTeams: { title: 'Équipes', description: 'Les équipes d’une compétition par équipes.' },
    gymAdminContestResults: {
      title: 'Saisie des résultats',
      description: 'Saisir et corriger les résultats des participants, voie par voie.',
    },
  },
  en: {
    contests: {
      title: 'Contests',
      description: 'Climbing contests in gyms: upcoming ones near you, and past ones with their results.',
    },
    contest: { title: 'Contest', description: 'A climbing contest: dates, categories, waves, registration.' },
    myContest: {
      title: 'My contest',
      description: 'Your registration, routes and results, with the code you were e-mailed.',
    },
    contestResults: { title: 'Results', description: 'The contest’s rankings, by category and by step.' },
    gymAdminContests: { title: 'The gym’s contests', description: 'The contests the gym runs.' },
    gymAdminContestNew: { title: 'New contest', description: 'Create a contest of the gym.' },
    gymAdminContest: {
      title: 'Run the contest',
      description: 'Categories, waves, stages, routes: the contest as its organisers set it up.',
    },
    gymAdminContestBanner: { title: 'Contest banner', description: 'The picture at the top of the contest.' },
    gymAdminContestEdit: { title: 'Edit the contest', description: 'Dates, registration, visibility.' },
    gymAdminContestParticipants: {
      title: 'Participants',
      description: 'Registered, waiting list, additions, CSV import and start lists.',
    },
    gymAdminContestTeams: { title: 'Teams', description: 'The teams of a team contest.' },
    gymAdminContestResults: {
      title: 'Results entry',
      description: 'Enter and correct the participants’ results, route by route.',
    },
  },
} as const satisfies Record<Locale, Record<string, PageMeta>>;
