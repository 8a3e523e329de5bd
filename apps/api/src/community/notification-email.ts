import type { Locale, NotificationType } from '@climb/contracts';
import { type EmailMessage, escapeHtml } from '../platform/mailer';

/*
 * The notification e-mails (docs/domain/community.md): a reply to one of the climber's comments, a like of what they
 * shared. Each is written from the notification's payload, in the climber's language, in plain text and simple HTML,
 * and carries the link that turns that kind of e-mail off.
 */

/** The kinds of notification that have an e-mail (the others are told in the app, or e-mailed by their own domain). */
export type EmailedNotificationType = Extract<NotificationType, 'new_reply' | 'new_like'>;

export function isEmailedNotificationType(type: NotificationType): type is EmailedNotificationType {
  return type === 'new_reply' || type === 'new_like';
}

/** To whom, and the addresses the e-mail leads to. */
export interface NotificationEmailAddressee {
  to: string;
  firstName: string;
  /** The public web address (`config.publicUrl`), which the payload's paths are under. */
  publicUrl: string;
  /** The one-click link that turns this kind of e-mail off. */
  unsubscribeUrl: string;
}

/** What an e-mail says: its subject, what happened, an optional quote, and the link to it. */
interface Written {
  subject: string;
  intro: string;
  quote: string | null;
  action: string;
  path: string;
}

interface Texts {
  greeting: (name: string) => string;
  reply: (who: string, where: string) => { subject: string; intro: string };
  like: (who: string, what: string, where: string) => { subject: string; intro: string };
  liked: Record<string, string>;
  openReply: string;
  openLike: string;
  unsubscribe: string;
  signature: string;
}

const TEXTS = {
  fr: {
    greeting: (name: string) => `Bonjour ${name},`,
    reply: (who: string, where: string) => ({
      subject: `Cordée : ${who} a répondu à votre commentaire`,
      intro: `${who} a répondu à votre commentaire sur ${where} :`,
    }),
    like: (who: string, what: string, where: string) => ({
      subject: `Cordée : ${who} aime ${what}`,
      intro: `${who} aime ${what} (${where}).`,
    }),
    liked: { photos: 'votre photo', videos: 'votre vidéo', comments: 'votre commentaire', gym_routes: 'une voie' },
    openReply: 'Lire la réponse',
    openLike: 'Voir',
    unsubscribe: 'Ne plus recevoir ces e-mails',
    signature: 'L’équipe Cordée',
  },
  en: {
    greeting: (name: string) => `Hello ${name},`,
    reply: (who: string, where: string) => ({
      subject: `Cordée: ${who} replied to your comment`,
      intro: `${who} replied to your comment on ${where}:`,
    }),
    like: (who: string, what: string, where: string) => ({
      subject: `Cordée: ${who} likes ${what}`,
      intro: `${who} likes ${what} (${where}).`,
    }),
    liked: { photos: 'your photo', videos: 'your video', comments: 'your comment', gym_routes: 'a route' },
    openReply: 'Read the reply',
    openLike: 'See it',
    unsubscribe: 'Stop receiving these e-mails',
    signature: 'The Cordée team',
  },
} as const satisfies Record<Locale, Texts>;

function text(payload: Record<string, unknown>, key: string): string {
  const value = payload[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** A page of the web app from a payload's path (`/photos/12`); the home page when there is none. */
function pageUrl(publicUrl: string, path: string): string {
  return `${publicUrl}${path.startsWith('/') ? path : '/'}`;
}

function written(texts: Texts, type: EmailedNotificationType, payload: Record<string, unknown>): Written {
  const who = text(payload, 'user_name') || '…';
  const where = text(payload, 'target_name');
  if (type === 'new_reply') {
    const commentId = text(payload, 'comment_id');
    return {
      ...texts.reply(who, where),
      quote: text(payload, 'excerpt') || null,
      action: texts.openReply,
      path: commentId ? `/comments/${commentId}` : text(payload, 'target_path'),
    };
  }
  const what = texts.liked[text(payload, 'likeable_type')] ?? '';
  return { ...texts.like(who, what, where), quote: null, action: texts.openLike, path: text(payload, 'target_path') };
}

/**
 * The e-mail of a notification, in the climber's language: greeting, what happened, the reply's excerpt, the link to
 * it, and the link that turns this kind of e-mail off.
 */
export function notificationEmail(
  language: Locale,
  type: EmailedNotificationType,
  payload: Record<string, unknown>,
  addressee: NotificationEmailAddressee,
): EmailMessage {
  const texts: Texts = TEXTS[language];
  const email = written(texts, type, payload);
  const link = pageUrl(addressee.publicUrl, email.path);
  // French puts a space before a colon.
  const colon = language === 'fr' ? ' :' : ':';
  const plain = [
    texts.greeting(addressee.firstName),
    '',
    email.intro,
    ...(email.quote === null ? [] : ['', ...email.quote.split('\n').map((line) => `> ${line}`)]),
    '',
    `${email.action}${colon} ${link}`,
    '',
    texts.signature,
    '',
    `${texts.unsubscribe}${colon} ${addressee.unsubscribeUrl}`,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(texts.greeting(addressee.firstName))}</p>`,
    `<p>${escapeHtml(email.intro)}</p>`,
    ...(email.quote === null ? [] : [`<blockquote>${escapeHtml(email.quote).replaceAll('\n', '<br>')}</blockquote>`]),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(email.action)}</a></p>`,
    `<p>${escapeHtml(texts.signature)}</p>`,
    `<p><small><a href="${escapeHtml(addressee.unsubscribeUrl)}">${escapeHtml(texts.unsubscribe)}</a></small></p>`,
  ].join('\n');
  return { to: addressee.to, subject: email.subject, text: plain, html };
}
