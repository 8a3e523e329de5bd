import type { Locale } from '@climb/contracts';
import { type EmailMessage, escapeHtml } from '../platform/mailer';

interface SignInLinkEmail {
  to: string;
  firstName: string;
  link: string;
  minutes: number;
}

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
    notYou: 'Si ce n’était pas vous, quelqu’un connaît votre mot de passe : changez-le sans attendre.',
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
    notYou: 'If it was not you, someone knows your password: change it now.',
    signature: 'The Cordée team',
  },
} as const satisfies Record<Locale, unknown>;

/** The sign-in link e-mail, in the climber's language: plain text and simple HTML. */
export function signInLinkEmail(language: Locale, email: SignInLinkEmail): EmailMessage {
  const texts = TEXTS[language];
  const text = [
    texts.greeting(email.firstName),
    '',
    texts.intro,
    '',
    texts.actionLine(email.link),
    '',
    texts.validity(email.minutes),
    texts.notYou,
    '',
    texts.signature,
  ].join('\n');
  const link = escapeHtml(email.link);
  const html = [
    `<p>${escapeHtml(texts.greeting(email.firstName))}</p>`,
    `<p>${escapeHtml(texts.intro)}</p>`,
    `<p><a href="${link}">${escapeHtml(texts.action)}</a></p>`,
    `<p>${escapeHtml(texts.validity(email.minutes))}<br>${escapeHtml(texts.notYou)}</p>`,
    `<p>${escapeHtml(texts.signature)}</p>`,
  ].join('\n');
  return { to: email.to, subject: texts.subject, text, html };
}
