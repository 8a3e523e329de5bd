import type { Locale } from '@climb/contracts';
import { type EmailMessage, escapeHtml } from '../../../platform/mailer';

/*
 * The weekly e-mail report of a gym (docs/domain/indoor.md, "Weekly report"), in the administrator's language, plain
 * text and simple HTML: the week's figures, the link to the gym's dashboard, and the link that turns the report off.
 */

/** The week's figures of one gym: what the report tells. */
export interface WeeklyFigures {
  routesOpened: number;
  routesDismounted: number;
  ascents: number;
  climbers: number;
  newFollowers: number;
  comments: number;
  /** The route climbed most in the week (by ascents logged), or null when none was. */
  topRoute: { name: string | null; gradeText: string | null; ascents: number } | null;
}

/** To whom, about which gym and week, and where the links lead. */
export interface WeeklyReportAddressee {
  to: string;
  firstName: string;
  gymName: string;
  /** The week's Monday and Sunday (`YYYY-MM-DD`). */
  weekStart: string;
  weekEnd: string;
  dashboardUrl: string;
  unsubscribeUrl: string;
}

interface Texts {
  subject: (gym: string, from: string) => string;
  greeting: (name: string) => string;
  intro: (gym: string, from: string, to: string) => string;
  figures: (figures: WeeklyFigures) => string[];
  topRoute: (name: string, ascents: number) => string;
  unnamedRoute: string;
  quiet: string;
  dashboard: string;
  signature: string;
  unsubscribe: string;
  why: (gym: string) => string;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const TEXTS = {
  fr: {
    subject: (gym: string, from: string) => `Cordée : la semaine de ${gym} (du ${from})`,
    greeting: (name: string) => `Bonjour ${name},`,
    intro: (gym: string, from: string, to: string) => `Voici la semaine de ${gym}, du ${from} au ${to} :`,
    figures: (figures: WeeklyFigures) => [
      `${plural(figures.routesOpened, 'voie ouverte', 'voies ouvertes')}, ${plural(figures.routesDismounted, 'démontée', 'démontées')}`,
      `${plural(figures.ascents, 'croix', 'croix')} sur vos voies, par ${plural(figures.climbers, 'grimpeur', 'grimpeurs')}`,
      `${plural(figures.newFollowers, 'nouvel abonné', 'nouveaux abonnés')}`,
      `${plural(figures.comments, 'commentaire', 'commentaires')}`,
    ],
    topRoute: (name: string, ascents: number) => `La plus grimpée : ${name} (${plural(ascents, 'croix', 'croix')})`,
    unnamedRoute: 'une voie sans nom',
    quiet: 'Une semaine calme : aucune croix sur vos voies.',
    dashboard: 'Ouvrir le tableau de bord de la salle',
    signature: 'L’équipe Cordée',
    unsubscribe: 'Ne plus recevoir ce rapport',
    why: (gym: string) => `Vous recevez ce rapport parce que vous administrez ${gym} sur Cordée.`,
  },
  en: {
    subject: (gym: string, from: string) => `Cordée: ${gym}'s week (from ${from})`,
    greeting: (name: string) => `Hello ${name},`,
    intro: (gym: string, from: string, to: string) => `Here is ${gym}'s week, from ${from} to ${to}:`,
    figures: (figures: WeeklyFigures) => [
      `${plural(figures.routesOpened, 'route opened', 'routes opened')}, ${plural(figures.routesDismounted, 'taken down', 'taken down')}`,
      `${plural(figures.ascents, 'ascent', 'ascents')} of your routes, by ${plural(figures.climbers, 'climber', 'climbers')}`,
      `${plural(figures.newFollowers, 'new follower', 'new followers')}`,
      `${plural(figures.comments, 'comment', 'comments')}`,
    ],
    topRoute: (name: string, ascents: number) => `Climbed most: ${name} (${plural(ascents, 'ascent', 'ascents')})`,
    unnamedRoute: 'a route without a name',
    quiet: 'A quiet week: no ascents of your routes.',
    dashboard: "Open the gym's dashboard",
    signature: 'The Cordée team',
    unsubscribe: 'Stop receiving this report',
    why: (gym: string) => `You receive this report because you administer ${gym} on Cordée.`,
  },
} as const satisfies Record<Locale, Texts>;

/** `2026-11-23` as the language writes a day: `23/11/2026`, `2026-11-23`. */
function day(language: Locale, date: string): string {
  if (language !== 'fr') return date;
  const [year, month, dayOfMonth] = date.split('-');
  return `${dayOfMonth}/${month}/${year}`;
}

/** The report of one gym's week to one of its administrators. */
export function weeklyReportEmail(
  language: Locale,
  figures: WeeklyFigures,
  addressee: WeeklyReportAddressee,
): EmailMessage {
  const texts: Texts = TEXTS[language];
  const from = day(language, addressee.weekStart);
  const to = day(language, addressee.weekEnd);
  const colon = language === 'fr' ? ' :' : ':';
  const top = figures.topRoute
    ? texts.topRoute(
        [figures.topRoute.name ?? texts.unnamedRoute, figures.topRoute.gradeText].filter(Boolean).join(' '),
        figures.topRoute.ascents,
      )
    : texts.quiet;
  const lines = [...texts.figures(figures), top];
  const text = [
    texts.greeting(addressee.firstName),
    '',
    texts.intro(addressee.gymName, from, to),
    '',
    ...lines.map((line) => `- ${line}`),
    '',
    `${texts.dashboard}${colon} ${addressee.dashboardUrl}`,
    '',
    texts.signature,
    '',
    texts.why(addressee.gymName),
    `${texts.unsubscribe}${colon} ${addressee.unsubscribeUrl}`,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(texts.greeting(addressee.firstName))}</p>`,
    `<p>${escapeHtml(texts.intro(addressee.gymName, from, to))}</p>`,
    `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    `<p><a href="${escapeHtml(addressee.dashboardUrl)}">${escapeHtml(texts.dashboard)}</a></p>`,
    `<p>${escapeHtml(texts.signature)}</p>`,
    `<p><small>${escapeHtml(texts.why(addressee.gymName))} <a href="${escapeHtml(addressee.unsubscribeUrl)}">${escapeHtml(texts.unsubscribe)}</a></small></p>`,
  ].join('\n');
  return { to: addressee.to, subject: texts.subject(addressee.gymName, from), text, html };
}
