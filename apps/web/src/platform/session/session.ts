import type { CurrentUser, Locale } from '@climb/contracts';
import type { SessionAdapter } from '../../lib/api-client';
import { i18next } from '../../lib/i18n';
import { useSessionStore } from '../../lib/session-store';
import { useLocalStore } from '../../stores/local-store';
import { useNotificationStore } from '../../stores/notification-store';
import { forgetClimber, keepClimber, keptClimber } from './kept-climber';
import { forgetSignedOutLanguage, keepSignedOutLanguage } from './signed-out-language';
import { clearTokens, readTokens, SESSION_STORAGE_KEY } from './token-store';

/**
 * The session of this device (spec §4): the token pair in localStorage, the climber in
 * `useSessionStore`, and the live socket. Kept small: it is part of every first page; the socket
 * and the notification count load only for a signed-in climber.
 */

let ready: Promise<void> = Promise.resolve();

/** The calls to the API and the token refresh load with the first one made (a visit without a session makes none). */
const calls = () => import('./session-calls');
/** Set once the live module was asked for: only then is there a socket to close. */
let liveModule: Promise<typeof import('./session-live') | null> | null = null;

/** What the API client needs of the session: the token, a refresh and a log-out. */
export const sessionAdapter: SessionAdapter = {
  accessToken: () => readTokens()?.token ?? null,
  isLoggedIn: () => readTokens() !== null,
  refresh: () => import('./refresh-tokens').then((module) => module.refreshTokens()),
  logout: () => endSession(),
};

/** Connects the socket with the climber's ws_token (socket.io loads with it, for signed-in climbers only). */
function syncLive(user: CurrentUser): void {
  liveModule ??= import('./session-live').catch(() => {
    // Offline: the next fetch of the climber tries again.
    liveModule = null;
    return null;
  });
  void liveModule.then((module) => {
    // The session may have ended while the module loaded.
    if (module && readTokens()) module.syncLive(user.ws_token, () => void loadCurrentUser().catch(() => {}));
  });
}

/** Fetches `GET current_users.json` into the session store (at start, after sign-in, on a FetchUserChannel push). */
export async function loadCurrentUser(): Promise<CurrentUser | null> {
  const user = await (await calls()).fetchCurrentUser();
  // The session may have ended while the call was in flight.
  if (!readTokens()) return null;
  useSessionStore.getState().setUser(user);
  keepClimber(user);
  syncLive(user);
  return user;
}

function loadSession(): Promise<void> {
  useSessionStore.getState().setStatus('loading');
  return loadCurrentUser().then(
    () => {},
    () => {
      // Offline or the server is away: the shell shows the climber last fetched for this session, if any
      // (the session itself is still there: a refused token ends it), and tries again once back online.
      const session = useSessionStore.getState();
      if (session.user === null) {
        const kept = keptClimber();
        if (kept) session.setUser(kept);
        else session.setStatus('anonymous');
      }
      if (!navigator.onLine) window.addEventListener('online', () => void startSession(), { once: true });
    },
  );
}

/** At app start: when this device holds a session, fetch the climber and connect the socket. */
export function startSession(): Promise<void> {
  ready = readTokens() ? loadSession() : Promise.resolve();
  return ready;
}

/** Resolves once the start-up fetch of the climber has settled (route guards wait for it). */
export function whenSessionReady(): Promise<void> {
  return ready;
}

/** `PUT current_users.json` with the language alone; the climber of the store follows. */
export async function saveLanguage(locale: Locale): Promise<void> {
  await (await calls()).saveUserLanguage(locale);
  const user = useSessionStore.getState().user;
  if (user && readTokens()) useSessionStore.getState().setUser({ ...user, language: locale });
}

/**
 * The language chosen with the switch. The profile's language is the one source of truth: a
 * signed-in climber's choice is saved there at once, so a later sign-in or password change speaks
 * it too; a choice made signed out is kept on the device and saved by the next sign-in instead of
 * being overridden (the choice made last wins, docs/domain/accounts.md).
 */
export function chooseLanguage(locale: Locale): Promise<void> {
  useLocalStore.getState().setLocale(locale);
  void i18next.changeLanguage(locale);
  const user = useSessionStore.getState().user;
  if (!user || !readTokens()) {
    keepSignedOutLanguage(locale);
    return Promise.resolve();
  }
  forgetSignedOutLanguage();
  if (user.language === locale) return Promise.resolve();
  return saveLanguage(locale).catch(() => {
    // Offline or refused: the interface keeps the choice; the profile keeps its language.
  });
}

/** Route guards wait for `loading` too: a sign-in's fetch of the climber. */
export function waitForSession(loading: Promise<unknown>): void {
  ready = loading.then(
    () => {},
    () => {},
  );
}

/** Forgets the session on this device: tokens, climber, unread flag, socket. */
export function endSession(): void {
  clearTokens();
  forgetClimber();
  useSessionStore.getState().setUser(null);
  useNotificationStore.getState().setHasUnread(false);
  const stopping = liveModule;
  liveModule = null;
  void stopping?.then((module) => module?.stopLive());
}

/** Signs out (`DELETE sessions/sign_in` ends this device's session on the server), then forgets it here. */
export async function signOut(): Promise<void> {
  const tokens = readTokens();
  if (tokens) {
    await calls()
      .then((module) => module.deleteSignIn(tokens.refresh_token))
      .catch(() => {
        // Signed out here whatever the server says: the access token expires on its own.
      });
  }
  endSession();
}

/** A sign-in or sign-out in another tab applies to this one too. */
export function followOtherTabs(): void {
  window.addEventListener('storage', (event) => {
    if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
    const signedInHere = useSessionStore.getState().user !== null;
    if (!readTokens() && signedInHere) endSession();
    else if (readTokens() && !signedInHere) void startSession();
  });
}
