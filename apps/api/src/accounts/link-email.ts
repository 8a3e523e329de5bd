import { type EmailMessage, escapeHtml } from '../platform/mailer';

/** An e-mail whose point is one single-use link (password reset, sign-in link). */
export interface LinkEmail {
  to: string;
  firstName: string;
  link: string;
  minutes: number;
}

/** The texts of a link e-mail in one language. */
export interface LinkEmailTexts {
  subject: string;
  greeting: (name: string) => string;
  intro: string;
  action: string;
  actionLine: (link: string) => string;
  validity: (minutes: number) => string;
  /** What to do if the climber did not ask for it. */
  closing: string;
  signature: string;
}

/** A link e-mail in plain text and simple HTML: greeting, why it came, the link, how long it holds. */
export function linkEmail(texts: LinkEmailTexts, email: LinkEmail): EmailMessage {
  const text = [
    texts.greeting(email.firstName),
    '',
    texts.intro,
    '',
    texts.actionLine(email.link),
    '',
    texts.validity(email.minutes),
    texts.closing,
    '',
    texts.signature,
  ].join('\n');
  const link = escapeHtml(email.link);
  const html = [
    `<p>${escapeHtml(texts.greeting(email.firstName))}</p>`,
    `<p>${escapeHtml(texts.intro)}</p>`,
    `<p><a href="${link}">${escapeHtml(texts.action)}</a></p>`,
    `<p>${escapeHtml(texts.validity(email.minutes))}<br>${escapeHtml(texts.closing)}</p>`,
    `<p>${escapeHtml(texts.signature)}</p>`,
  ].join('\n');
  return { to: email.to, subject: texts.subject, text, html };
}
