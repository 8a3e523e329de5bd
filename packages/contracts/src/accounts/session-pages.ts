import type { Locale } from '../platform/locale';
import type { PageDefinition, PageMeta } from '../platform/pages';

/** Titles and descriptions of the session pages (sign-in, sign-up, password reset, notifications…). */
export const SESSION_PAGE_META = {
  fr: {},
  en: {},
} as const satisfies Record<Locale, Record<string, PageMeta>>;

/** The session pages: sign-in, sign-up, password reset, account deletion, notifications. */
export const SESSION_PAGES: readonly PageDefinition<keyof (typeof SESSION_PAGE_META)['fr']>[] = [];
