import type { Locale } from '@climb/contracts';
import type { EmailMessage } from '../platform/mailer';
import { type LinkEmail, type LinkEmailTexts, linkEmail } from './link-email';

const TEXTS = {
  fr: {
    subject: 'Cordée : votre lien de connexion',
    greeting: (name: string) => `Bonjour ${name},`,
    intro:
      'Votre compte Cordée reçoit beaucoup de tentatives de connexion ratées, venues d’ailleurs : il est ralenti. ' +
      'Quelqu’un vient pourtant d’y entrer le bon mot de passe depuis un navigateur inconnu.',
    action: 'Me connecter sur ce navigateur',
    actionLine: (link: string) => `Me connecter sur ce navigateur : ${link}`,
    validity: (minutes: number) =>
      `Ce lien ne sert qu’une fois et reste valable ${minutes} minutes. Le navigateur qui l’ouvre sera ensuite reconnu.`,
    closing: 'Si ce n’était pas vous, quelqu’un connaît votre mot de passe : changez-le sans attendre.',
    signature: 'L’équipe Cordée',
  },
  en: {
    subject: 'Cordée: your sign-in link',
    greeting: (name: string) => `Hello ${name},`,
    intro:
      'Your Cordée account is receiving many failed sign-in attempts from elsewhere, so it is slowed down. ' +
      'Someone has just given the right password from a browser it does not know.',
    action: 'Sign me in on this browser',
    actionLine: (link: string) => `Sign me in on this browser: ${link}`,
    validity: (minutes: number) =>
      `This link works once and for ${minutes} minutes. The browser that opens it is then recognised.`,
    closing: 'If it was not you, someone knows your password: change it now.',
    signature: 'The Cordée team',
  },
} as const satisfies Record<Locale, LinkEmailTexts>;

/** The sign-in link e-mail, in the climber's language: plain text and simple HTML. */
export function signInLinkEmail(language: Locale, email: LinkEmail): EmailMessage {
  return linkEmail(TEXTS[language], email);
}
