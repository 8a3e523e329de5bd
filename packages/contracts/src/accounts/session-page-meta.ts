import type { Locale } from '../platform/locale';
import type { PageMeta } from '../platform/page-types';

/** Titles and descriptions of the session pages (sign-in, sign-up, password reset, notifications…). */
export const SESSION_PAGE_META = {
  fr: {
    signIn: {
      title: 'Se connecter',
      description: 'Connectez-vous pour noter vos croix, compléter le wiki des sites et retrouver vos notifications.',
    },
    signUp: {
      title: 'Créer un compte',
      description:
        'Créez votre compte de grimpeur : carnet de croix, projets, séances et contributions au wiki des sites.',
    },
    resetPassword: {
      title: 'Mot de passe oublié',
      description: 'Recevez par e-mail un lien pour choisir un nouveau mot de passe.',
    },
    newPassword: {
      title: 'Nouveau mot de passe',
      description: 'Choisissez un nouveau mot de passe pour votre compte.',
    },
    signInLink: {
      title: 'Lien de connexion',
      description: 'Connectez ce navigateur à votre compte avec le lien reçu par e-mail.',
    },
    notifications: {
      title: 'Notifications',
      description: 'Les nouveautés qui vous concernent, dont la sécurité de votre compte.',
    },
  },
  en: {
    signIn: {
      title: 'Sign in',
      description: 'Sign in to log your ascents, add to the crag wiki and read your notifications.',
    },
    signUp: {
      title: 'Create an account',
      description: 'Create your climber account: logbook, projects, sessions and contributions to the crag wiki.',
    },
    resetPassword: {
      title: 'Forgot your password',
      description: 'Get a link by e-mail to choose a new password.',
    },
    newPassword: {
      title: 'New password',
      description: 'Choose a new password for your account.',
    },
    signInLink: {
      title: 'Sign-in link',
      description: 'Sign this browser in to your account with the link you received by e-mail.',
    },
    notifications: {
      title: 'Notifications',
      description: 'What is new for you, including the security of your account.',
    },
  },
} as const satisfies Record<Locale, Record<string, PageMeta>>;
