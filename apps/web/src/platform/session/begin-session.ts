import type { CurrentUser, Locale, TokenPair } from '@climb/contracts';
import { i18next } from '../../lib/i18n';
import { useSessionStore } from '../../lib/session-store';
import { useLocalStore } from '../../stores/local-store';
import { loadCurrentUser, saveLanguage, waitForSession } from './session';
import { takeSignedOutLanguage } from './signed-out-language';
import { writeTokens } from './token-store';

/*
 * The start of a session on this device, apart from `session.ts`: only the pages that sign in
 * (sign-in, sign-up, new password, a changed password) load it.
 */

/** Applies the climber's language to the interface; the cookie keeps it for the next visits (spec §9). */
function applyLanguage(locale: Locale): void {
  if (i18next.resolvedLanguage === locale) return;
  useLocalStore.getState().setLocale(locale);
  void i18next.changeLanguage(locale);
}

/**
 * After sign-in, sign-up or a new password: keep the pair, fetch the climber, speak their language,
 * unless a language chosen signed out on this device came later: the profile then takes it. A
 * sign-up's form chose the profile's language after any switch (`languageInForm`): it stays.
 */
export async function beginSession(
  pair: TokenPair,
  { languageInForm = false }: { languageInForm?: boolean } = {},
): Promise<CurrentUser | null> {
  writeTokens(pair);
  const loading = loadCurrentUser().then(async (user) => {
    if (!user) return user;
    const chosen = takeSignedOutLanguage();
    if (languageInForm || chosen === null || chosen === user.language) {
      applyLanguage(user.language);
      return user;
    }
    await saveLanguage(chosen).catch(() => {});
    return useSessionStore.getState().user ?? user;
  });
  waitForSession(loading);
  return loading;
}
