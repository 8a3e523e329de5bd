import type { Locale } from '@climb/contracts';
import type { EmailMessage } from '../platform/mailer';
import { type LinkEmail, type LinkEmailTexts, linkEmail } from './link-email';

const TEXTS = {
  fr: {
    subject: 'Cordée : choisir un nouveau mot de passe',
    greeting: (name: string) => `Bonjour ${name},`,
    intro: 'Quelqu’un (vous, sans doute) a demandé à changer le mot de passe de votre compte Cordée.',
    action: 'Choisir un nouveau mot de passe',
    actionLine: (link: string) => `Choisir un nouveau mot de passe : ${link}`,
    validity: (minutes: number) => `Ce lien ne sert qu’une fois et reste valable ${minutes} minutes.`,
    closing: 'Si vous n’avez rien demandé, ignorez ce message : votre mot de passe ne change pas.',
    signature: 'L’équipe Cordée',
  },
  en: {
    subject: 'Cordée: choose a new password',
    greeting: (name: string) => `Hello ${name},`,
    intro: 'Someone (probably you) asked to change the password of your Cordée account.',
    action: 'Choose a new password',
    actionLine: (link: string) => `Choose a new password: ${link}`,
    validity: (minutes: number) => `This link works once and for ${minutes} minutes.`,
    closing: 'If you did not ask for it, ignore this message: your password stays as it is.',
    signature: 'The Cordée team',
  },
} as const satisfies Record<Locale, LinkEmailTexts>;

/** The password reset e-mail, in the climber's language: plain text and simple HTML. */
export function passwordResetEmail(language: Locale, email: LinkEmail): EmailMessage {
  return linkEmail(TEXTS[language], email);
}
