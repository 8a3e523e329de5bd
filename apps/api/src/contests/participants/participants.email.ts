import type { Locale } from '@climb/contracts';
import { type EmailMessage, escapeHtml } from '../../platform/mailer';

/** Why a participant is e-mailed: registered, on the waiting list, moved up from it, or given a new token. */
export type ParticipantEmailKind = 'registered' | 'waiting' | 'moved_up' | 'new_token';

export interface ParticipantEmail {
  to: string;
  firstName: string;
  contestName: string;
  gymName: string;
  bibNumber: number;
  /** The participant's token; absent when moved up (the token they hold still works). */
  token: string | null;
  /** Their contest page; the token rides in the fragment, which never reaches a server or its log. */
  link: string;
}

const TEXTS = {
  fr: {
    subject: {
      registered: (contest: string) => `Cordée : votre inscription à ${contest}`,
      waiting: (contest: string) => `Cordée : vous êtes sur la liste d’attente de ${contest}`,
      moved_up: (contest: string) => `Cordée : une place s’est libérée pour ${contest}`,
      new_token: (contest: string) => `Cordée : votre nouveau code pour ${contest}`,
    },
    greeting: (name: string) => `Bonjour ${name},`,
    intro: {
      registered: (contest: string, gym: string) =>
        `Votre inscription à la compétition ${contest} (${gym}) est enregistrée.`,
      waiting: (contest: string, gym: string) =>
        `La compétition ${contest} (${gym}) est complète : vous êtes sur sa liste d’attente. Nous vous écrirons si une place se libère.`,
      moved_up: (contest: string, gym: string) =>
        `Une place s’est libérée : vous êtes inscrit·e à la compétition ${contest} (${gym}).`,
      new_token: (contest: string, gym: string) =>
        `Les organisateurs de ${contest} (${gym}) vous ont donné un nouveau code ; l’ancien ne fonctionne plus.`,
    },
    bib: (bib: number) => `Votre dossard : ${bib}`,
    token: (token: string) => `Votre code personnel (gardez-le pour vous) : ${token}`,
    tokenUse: 'Il vous permet de voir votre compétition, de saisir vos résultats quand c’est permis, ou d’annuler.',
    action: 'Ma compétition',
    actionLine: (link: string) => `Ma compétition : ${link}`,
    signature: 'L’équipe Cordée',
  },
  en: {
    subject: {
      registered: (contest: string) => `Cordée: your registration for ${contest}`,
      waiting: (contest: string) => `Cordée: you are on the waiting list of ${contest}`,
      moved_up: (contest: string) => `Cordée: a place is free for you at ${contest}`,
      new_token: (contest: string) => `Cordée: your new code for ${contest}`,
    },
    greeting: (name: string) => `Hello ${name},`,
    intro: {
      registered: (contest: string, gym: string) =>
        `Your registration for the contest ${contest} (${gym}) is recorded.`,
      waiting: (contest: string, gym: string) =>
        `The contest ${contest} (${gym}) is full: you are on its waiting list. We will write to you if a place frees up.`,
      moved_up: (contest: string, gym: string) =>
        `A place freed up: you are registered for the contest ${contest} (${gym}).`,
      new_token: (contest: string, gym: string) =>
        `The organisers of ${contest} (${gym}) gave you a new code; the old one no longer works.`,
    },
    bib: (bib: number) => `Your bib number: ${bib}`,
    token: (token: string) => `Your personal code (keep it to yourself): ${token}`,
    tokenUse: 'It lets you see your contest, enter your results where allowed, or cancel.',
    action: 'My contest',
    actionLine: (link: string) => `My contest: ${link}`,
    signature: 'The Cordée team',
  },
} as const satisfies Record<Locale, unknown>;

/** The participant's e-mail in plain text and simple HTML, in their language. */
export function contestParticipantEmail(
  language: Locale,
  kind: ParticipantEmailKind,
  email: ParticipantEmail,
): EmailMessage {
  const texts = TEXTS[language];
  const intro = texts.intro[kind](email.contestName, email.gymName);
  const tokenLines = email.token ? [texts.token(email.token), texts.tokenUse] : [];
  const text = [
    texts.greeting(email.firstName),
    '',
    intro,
    texts.bib(email.bibNumber),
    ...tokenLines,
    '',
    texts.actionLine(email.link),
    '',
    texts.signature,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(texts.greeting(email.firstName))}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p>${escapeHtml(texts.bib(email.bibNumber))}</p>`,
    ...tokenLines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(email.link)}">${escapeHtml(texts.action)}</a></p>`,
    `<p>${escapeHtml(texts.signature)}</p>`,
  ].join('\n');
  return { to: email.to, subject: texts.subject[kind](email.contestName), text, html };
}
