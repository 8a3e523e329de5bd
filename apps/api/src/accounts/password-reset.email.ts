import type { Locale } from '@climb/contracts';
import { type EmailMessage, escapeHtml } from '../platform/mailer';

interface PasswordResetEmail {
  to: string;
  firstName: string;
  link: string;
  minutes: number;
}

const TEXTS = {
  fr: {
    subject: 'Cordée : choisir un nouveau mot de passe',
    greeting: (name: string) => `Bonjour ${name},`,
    intro: 'Quelqu’un (vous, sans doute) a demandé à changer le mot de passe de votre compte Cordée.',
    action: 'Choisir un nouveau mot de passe',
    actionLine: (link: string) => `Choisir un nouveau mot de passe : ${link}`,
    validity: (minutes: number) => `Ce lien ne sert qu’une fois et reste valable ${minutes} minutes.`,
    ignore: 'Si vous n’avez rien demandé, ignorez ce message : votre mot de passe ne change pas.',
    signature: 'L’équipe Cordée',
  },
  en: {
    subject: 'Cordée: choose a new password',
    greeting: (name: string) => `Hello ${name},`,
    intro: 'Someone (probably you) asked to change the password of your Cordée account.',
    action: 'Choose a new password',
    actionLine: (link: string) => `Choose a new password: ${link}`,
    validity: (minutes: number) => `This link works once and for ${minutes} minutes.`,
    ignore: 'If you did not ask for it, ignore this message: your password stays as it is.',
    signature: 'The Cordée team',
  },
} as const satisfies Record<Locale, unknown>;

/** The password reset e-mail, in the climber's language: plain text and simple HTML. */
export function passwordResetEmail(language: Locale, email: PasswordResetEmail): EmailMessage {
  const texts = TEXTS[language];
  const text = [
    texts.greeting(email.firstName),
    '',
    texts.intro,
    '',
    texts.actionLine(email.link),
    '',
    texts.validity(email.minutes),
    texts.ignore,
    '',
    texts.signature,
  ].join('\n');
  const link = escapeHtml(email.link);
  const html = [
    `<p>${escapeHtml(texts.greeting(email.firstName))}</p>`,
    `<p>${escapeHtml(texts.intro)}</p>`,
    `<p><a href="${link}">${escapeHtml(texts.action)}</a></p>`,
    `<p>${escapeHtml(texts.validity(email.minutes))}<br>${escapeHtml(texts.ignore)}</p>`,
    `<p>${escapeHtml(texts.signature)}</p>`,
  ].join('\n');
  return { to: email.to, subject: texts.subject, text, html };
}
