import type { Locale } from '@climb/contracts';
import * as endpoint from '@climb/contracts/endpoint-routes';
import { callEndpoint } from '../../lib/endpoint-client';

/*
 * The session's calls to the API. `session.ts` loads this module when it makes one, so that a
 * first visit without a session (which makes none) does not load the routes of the account.
 */

/** `GET current_users.json`: the signed-in climber. */
export function fetchCurrentUser() {
  return callEndpoint(endpoint.getCurrentUser, { handleAuthErrors: false });
}

/** `PUT current_users.json` with the language alone. */
export function saveUserLanguage(locale: Locale) {
  return callEndpoint(endpoint.updateCurrentUser, { body: { user: { language: locale } } });
}

/** `DELETE sessions/sign_in`: ends this device's session on the server. */
export function deleteSignIn(refreshToken: string) {
  return callEndpoint(endpoint.signOut, { body: { refresh_token: refreshToken }, handleAuthErrors: false });
}
