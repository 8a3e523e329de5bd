import { LOCALES, type Locale } from '@climb/contracts';

/**
 * Where the device keeps a language chosen with the switch while signed out, until a sign-in saves
 * it in the profile. localStorage rather than memory: the sign-in often comes after a reload, or in
 * the new tab of an e-mailed link.
 */
export const SIGNED_OUT_LANGUAGE_KEY = 'cordee.language.chosen-signed-out';

export function keepSignedOutLanguage(locale: Locale): void {
  try {
    localStorage.setItem(SIGNED_OUT_LANGUAGE_KEY, locale);
  } catch {
    // A full or refused storage: the sign-in will speak the profile's language, as before the choice.
  }
}

/** The language chosen signed out, or null; forgotten as it is read, so one sign-in saves it once. */
export function takeSignedOutLanguage(): Locale | null {
  try {
    const kept = localStorage.getItem(SIGNED_OUT_LANGUAGE_KEY);
    localStorage.removeItem(SIGNED_OUT_LANGUAGE_KEY);
    return LOCALES.find((locale) => locale === kept) ?? null;
  } catch {
    return null;
  }
}

export function forgetSignedOutLanguage(): void {
  try {
    localStorage.removeItem(SIGNED_OUT_LANGUAGE_KEY);
  } catch {
    // Nothing kept to forget.
  }
}
