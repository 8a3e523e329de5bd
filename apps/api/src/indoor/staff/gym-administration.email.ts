import type { Locale } from '@climb/contracts';
import { type EmailMessage, escapeHtml } from '../../platform/mailer';

/** To whom, about which gym, and where the link leads. */
export interface GymAdministrationAnswerEmail {
  to: string;
  firstName: string;
  gymName: string;
  /** The gym's page (approval) or the request's page (refusal), on the public web address. */
  link: string;
}

interface AnswerTexts {
  subject: (gym: string) => string;
  greeting: (name: string) => string;
  intro: (gym: string) => string;
  /** What the answer means for the climber, after the intro (and the reason of a refusal). */
  next: string;
  action: string;
  actionLine: (link: string) => string;
  reasonLine: (reason: string) => string;
  signature: string;
}

type Answer = 'approved' | 'refused';

const TEXTS = {
  fr: {
    approved: {
      subject: (gym: string) => `Cordée : vous administrez maintenant ${gym}`,
      greeting: (name: string) => `Bonjour ${name},`,
      intro: (gym: string) => `Votre demande pour administrer la salle ${gym} a été acceptée.`,
      next: 'Vous avez tous les rôles de la salle : sa fiche, ses espaces, ses secteurs et ses voies sont à vous.',
      action: 'Ouvrir la page de la salle',
      actionLine: (link: string) => `Ouvrir la page de la salle : ${link}`,
      reasonLine: (reason: string) => `Motif : ${reason}`,
      signature: 'L’équipe Cordée',
    },
    refused: {
      subject: (gym: string) => `Cordée : votre demande pour ${gym} n’a pas été acceptée`,
      greeting: (name: string) => `Bonjour ${name},`,
      intro: (gym: string) => `Votre demande pour administrer la salle ${gym} a été refusée.`,
      next: 'Vous pouvez envoyer une nouvelle demande avec plus de précisions.',
      action: 'Voir ma demande',
      actionLine: (link: string) => `Voir ma demande : ${link}`,
      reasonLine: (reason: string) => `Motif : ${reason}`,
      signature: 'L’équipe Cordée',
    },
  },
  en: {
    approved: {
      subject: (gym: string) => `Cordée: you now administer ${gym}`,
      greeting: (name: string) => `Hello ${name},`,
      intro: (gym: string) => `Your request to administer the gym ${gym} was approved.`,
      next: 'You hold every role of the gym: its page, spaces, sectors and routes are yours to run.',
      action: 'Open the gym’s page',
      actionLine: (link: string) => `Open the gym’s page: ${link}`,
      reasonLine: (reason: string) => `Reason: ${reason}`,
      signature: 'The Cordée team',
    },
    refused: {
      subject: (gym: string) => `Cordée: your request for ${gym} was not approved`,
      greeting: (name: string) => `Hello ${name},`,
      intro: (gym: string) => `Your request to administer the gym ${gym} was refused.`,
      next: 'You may send a new request with more details.',
      action: 'See my request',
      actionLine: (link: string) => `See my request: ${link}`,
      reasonLine: (reason: string) => `Reason: ${reason}`,
      signature: 'The Cordée team',
    },
  },
} as const satisfies Record<Locale, Record<Answer, AnswerTexts>>;

/** An answer e-mail in plain text and simple HTML: greeting, the answer, its reason if any, what next, the link. */
function answerEmail(texts: AnswerTexts, email: GymAdministrationAnswerEmail, reason: string | null): EmailMessage {
  const reasonLine = reason === null ? null : texts.reasonLine(reason);
  const text = [
    texts.greeting(email.firstName),
    '',
    texts.intro(email.gymName),
    ...(reasonLine === null ? [] : [reasonLine]),
    texts.next,
    '',
    texts.actionLine(email.link),
    '',
    texts.signature,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(texts.greeting(email.firstName))}</p>`,
    `<p>${escapeHtml(texts.intro(email.gymName))}</p>`,
    ...(reasonLine === null ? [] : [`<blockquote>${escapeHtml(reasonLine)}</blockquote>`]),
    `<p>${escapeHtml(texts.next)}</p>`,
    `<p><a href="${escapeHtml(email.link)}">${escapeHtml(texts.action)}</a></p>`,
    `<p>${escapeHtml(texts.signature)}</p>`,
  ].join('\n');
  return { to: email.to, subject: texts.subject(email.gymName), text, html };
}

/** The e-mail telling a climber their request to administer a gym was approved, in their language. */
export function gymAdministrationApprovedEmail(language: Locale, email: GymAdministrationAnswerEmail): EmailMessage {
  return answerEmail(TEXTS[language].approved, email, null);
}

/** The e-mail telling a climber their request was refused, with the site administrator's reason, in their language. */
export function gymAdministrationRefusedEmail(
  language: Locale,
  email: GymAdministrationAnswerEmail,
  reason: string,
): EmailMessage {
  return answerEmail(TEXTS[language].refused, email, reason);
}
