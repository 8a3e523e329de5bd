import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS, type Locale, localeFromCookie } from '@climb/contracts';
import { create } from 'zustand';
import { readCookie, writeCookie } from '../lib/cookies';

interface LocalState {
  locale: Locale;
  setLocale(locale: Locale): void;
}

/** The interface language (the spec's `local` store); the `i18n_redirected` cookie is its source of truth. */
export const useLocalStore = create<LocalState>()((set) => ({
  locale: localeFromCookie(readCookie(LANGUAGE_COOKIE)),
  setLocale: (locale) => {
    writeCookie(LANGUAGE_COOKIE, locale, LANGUAGE_COOKIE_MAX_AGE_SECONDS);
    document.documentElement.lang = locale;
    set({ locale });
  },
}));
