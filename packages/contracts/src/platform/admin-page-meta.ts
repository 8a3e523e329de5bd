import type { Locale } from './locale';
import type { PageMeta } from './page-types';

/** Titles and descriptions of the site administration pages (under `/admin/…`, site administrators only). */
export const ADMIN_PAGE_META = {
  fr: {
    adminOutbox: {
      title: 'E-mails en attente',
      description:
        'Les e-mails écrits par l’application quand aucun serveur SMTP n’est configuré, dont les liens de nouveau mot de passe.',
    },
    adminReports: {
      title: 'Signalements',
      description: 'Les contenus signalés par les grimpeurs : masquer, supprimer ou classer.',
    },
  },
  en: {
    adminOutbox: {
      title: 'E-mail outbox',
      description: 'The e-mails the app wrote while no SMTP server is configured, password reset links included.',
    },
    adminReports: {
      title: 'Reports',
      description: 'Content climbers reported: hide it, delete it or dismiss the report.',
    },
  },
} as const satisfies Record<Locale, Record<string, PageMeta>>;
