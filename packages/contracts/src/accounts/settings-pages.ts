import type { Locale } from '../platform/locale';
import type { PageDefinition, PageMeta } from '../platform/pages';

/** Titles and descriptions of the personal area pages (profile, settings, organizations). */
export const SETTINGS_PAGE_META = {
  fr: {},
  en: {},
} as const satisfies Record<Locale, Record<string, PageMeta>>;

/** The personal area: profile, settings and organizations. */
export const SETTINGS_PAGES: readonly PageDefinition<keyof (typeof SETTINGS_PAGE_META)['fr']>[] = [];
