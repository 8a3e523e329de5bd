import type { GymRole, Locale } from '@climb/contracts';
import { type EmailMessage, escapeHtml } from '../../../platform/mailer';

/** To whom, about which gym, with which roles, and the link that accepts it (it holds the invitation's secret). */
export interface GymInvitationEmail {
  to: string;
  /** The invitee's first name when the address is an account's; null for an address without one. */
  firstName: string | null;
  gymName: string;
  inviterName: string | null;
  roles: readonly GymRole[];
  link: string;
}

const TEXTS = {
  fr: {
    subject: (gym: string) => `Cordée : vous êtes invité·e dans l’équipe de ${gym}`,
    greeting: (name: string | null) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    intro: (gym: string, inviter: string | null) =>
      inviter
        ? `${inviter} vous invite à rejoindre l’équipe qui administre la salle ${gym} sur Cordée.`
        : `Vous êtes invité·e à rejoindre l’équipe qui administre la salle ${gym} sur Cordée.`,
    rolesLine: 'Vos rôles :',
    next: 'Connectez-vous, ou créez votre compte, puis acceptez l’invitation. Elle vaut tant qu’elle n’est pas révoquée.',
    action: 'Voir l’invitation',
    actionLine: (link: string) => `Voir l’invitation : ${link}`,
    ignore: 'Si vous ne souhaitez pas rejoindre l’équipe, ignorez ce message.',
    signature: 'L’équipe Cordée',
    roles: {
      manage_team_members: 'gérer l’équipe',
      manage_opening: 'gérer l’ouverture (cotations, niveaux, styles)',
      manage_openers: 'gérer les ouvreurs',
      manage_spaces: 'gérer les espaces et les secteurs',
      manage_gym: 'gérer la fiche de la salle et son classement',
      manage_subscription: 'gérer l’abonnement',
      manage_contests: 'gérer les compétitions',
    },
  },
  en: {
    subject: (gym: string) => `Cordée: you are invited to join the team of ${gym}`,
    greeting: (name: string | null) => (name ? `Hello ${name},` : 'Hello,'),
    intro: (gym: string, inviter: string | null) =>
      inviter
        ? `${inviter} invites you to join the team that runs the gym ${gym} on Cordée.`
        : `You are invited to join the team that runs the gym ${gym} on Cordée.`,
    rolesLine: 'Your roles:',
    next: 'Sign in, or create your account, then accept the invitation. It holds until it is revoked.',
    action: 'See the invitation',
    actionLine: (link: string) => `See the invitation: ${link}`,
    ignore: 'If you do not wish to join the team, ignore this message.',
    signature: 'The Cordée team',
    roles: {
      manage_team_members: 'manage the team',
      manage_opening: 'manage route setting (grades, levels, styles)',
      manage_openers: 'manage the route setters',
      manage_spaces: 'manage the spaces and sectors',
      manage_gym: 'manage the gym’s page and its ranking',
      manage_subscription: 'manage the plan',
      manage_contests: 'manage the contests',
    },
  },
} as const satisfies Record<Locale, unknown>;

/** The invitation e-mail in plain text and simple HTML, in the invitee's language (the inviter's for an address). */
export function gymInvitationEmail(language: Locale, email: GymInvitationEmail): EmailMessage {
  const texts = TEXTS[language];
  const roles = email.roles.map((role) => texts.roles[role]);
  const text = [
    texts.greeting(email.firstName),
    '',
    texts.intro(email.gymName, email.inviterName),
    texts.rolesLine,
    ...roles.map((role) => `- ${role}`),
    '',
    texts.next,
    texts.actionLine(email.link),
    '',
    texts.ignore,
    texts.signature,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(texts.greeting(email.firstName))}</p>`,
    `<p>${escapeHtml(texts.intro(email.gymName, email.inviterName))}</p>`,
    `<p>${escapeHtml(texts.rolesLine)}</p>`,
    `<ul>${roles.map((role) => `<li>${escapeHtml(role)}</li>`).join('')}</ul>`,
    `<p>${escapeHtml(texts.next)}</p>`,
    `<p><a href="${escapeHtml(email.link)}">${escapeHtml(texts.action)}</a></p>`,
    `<p>${escapeHtml(texts.ignore)}</p>`,
    `<p>${escapeHtml(texts.signature)}</p>`,
  ].join('\n');
  return { to: email.to, subject: texts.subject(email.gymName), text, html };
}
