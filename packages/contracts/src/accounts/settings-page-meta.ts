import type { Locale } from '../platform/locale';
import type { PageMeta } from '../platform/page-types';

/** Titles and descriptions of the personal area pages (profile, settings, organizations). */
export const SETTINGS_PAGE_META = {
  fr: {
    profile: {
      title: 'Mon profil',
      description: 'Votre profil de grimpeur : photo, bannière, présentation, types de grimpe et niveau.',
    },
    settings: {
      title: 'Paramètres',
      description: 'Réglez votre compte : profil, photos, connexion, notifications, confidentialité et partenaires.',
    },
    settingsGeneral: {
      title: 'Informations générales',
      description: 'Votre nom, votre présentation, votre langue, vos types de grimpe et votre niveau.',
    },
    settingsAvatar: {
      title: 'Photo de profil',
      description: 'Choisissez la photo qui vous représente auprès des autres grimpeurs.',
    },
    settingsBanner: {
      title: 'Bannière',
      description: 'Choisissez l’image large affichée en haut de votre profil.',
    },
    settingsConnection: {
      title: 'Connexion',
      description: 'Changez l’adresse e-mail et le mot de passe avec lesquels vous vous connectez.',
    },
    settingsNotifications: {
      title: 'Notifications par e-mail',
      description: 'Choisissez les notifications que vous recevez aussi par e-mail.',
    },
    settingsPrivacy: {
      title: 'Confidentialité',
      description: 'Choisissez ce que les autres grimpeurs voient de votre profil et de vos croix.',
    },
    settingsPartner: {
      title: 'Recherche de partenaires',
      description: 'Choisissez d’apparaître, ou non, dans la recherche de partenaires quand elle sera disponible.',
    },
    settingsOthers: {
      title: 'Autres réglages',
      description: 'Thème clair ou sombre, vos organisations et la suppression de votre compte.',
    },
    deleteAccount: {
      title: 'Supprimer mon compte',
      description: 'Ce qui est effacé, ce qui est gardé sans votre nom, et comment supprimer votre compte.',
    },
    successAccountDeleting: {
      title: 'Compte supprimé',
      description: 'Votre compte a été supprimé. Merci d’avoir grimpé avec nous.',
    },
    organizationNew: {
      title: 'Nouvelle organisation',
      description: 'Créez une organisation pour obtenir une clé d’accès à l’API.',
    },
    organization: {
      title: 'Organisations',
      description: 'Les organisations qui utilisent l’API et leurs clés d’accès.',
    },
    organizationEdit: {
      title: 'Modifier l’organisation',
      description: 'Changez le nom et l’usage d’une organisation qui utilise l’API.',
    },
  },
  en: {
    profile: {
      title: 'My profile',
      description: 'Your climber profile: photo, banner, introduction, climbing types and level.',
    },
    settings: {
      title: 'Settings',
      description: 'Set up your account: profile, pictures, sign-in, notifications, privacy and partners.',
    },
    settingsGeneral: {
      title: 'General information',
      description: 'Your name, introduction, language, climbing types and level.',
    },
    settingsAvatar: {
      title: 'Profile picture',
      description: 'Choose the picture other climbers see for you.',
    },
    settingsBanner: {
      title: 'Banner',
      description: 'Choose the wide picture shown at the top of your profile.',
    },
    settingsConnection: {
      title: 'Sign-in details',
      description: 'Change the e-mail address and the password you sign in with.',
    },
    settingsNotifications: {
      title: 'E-mail notifications',
      description: 'Choose the notifications you also receive by e-mail.',
    },
    settingsPrivacy: {
      title: 'Privacy',
      description: 'Choose what other climbers see of your profile and your ascents.',
    },
    settingsPartner: {
      title: 'Partner search',
      description: 'Choose whether to show up in partner search once it is available.',
    },
    settingsOthers: {
      title: 'Other settings',
      description: 'Light or dark theme, your organizations and deleting your account.',
    },
    deleteAccount: {
      title: 'Delete my account',
      description: 'What is erased, what is kept without your name, and how to delete your account.',
    },
    successAccountDeleting: {
      title: 'Account deleted',
      description: 'Your account has been deleted. Thank you for climbing with us.',
    },
    organizationNew: {
      title: 'New organization',
      description: 'Create an organization to get an API access key.',
    },
    organization: {
      title: 'Organizations',
      description: 'The organizations using the API and their access keys.',
    },
    organizationEdit: {
      title: 'Edit the organization',
      description: 'Change the name and the usage of an organization using the API.',
    },
  },
} as const satisfies Record<Locale, Record<string, PageMeta>>;
