import type { CurrentUser, UpdateCurrentUserBody } from '@climb/contracts';
import * as endpoint from '@climb/contracts/endpoint-routes';
import { renewingSession } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/endpoint-client';
import { useSessionStore } from '../../../lib/session-store';
import { connectSocket, disconnectSocket } from '../../../platform/realtime/socket';
import { beginSession } from '../../../platform/session/begin-session';
import { endSession, loadCurrentUser } from '../../../platform/session/session';

function looksLikeCurrentUser(value: unknown): value is CurrentUser {
  return typeof value === 'object' && value !== null && 'uuid' in value && 'ws_token' in value;
}

/**
 * Makes an answer of the API the climber of the whole app (shell, profile, settings): the answer
 * when it is the climber, a fresh `GET current_users.json` otherwise.
 */
export async function publishCurrentUser(answer: unknown): Promise<CurrentUser> {
  if (looksLikeCurrentUser(answer)) {
    useSessionStore.getState().setUser(answer);
    return answer;
  }
  const user = await loadCurrentUser();
  if (!user) throw new Error('Signed out while saving');
  return user;
}

/** Fetches the climber again (after an upload, or to retry a failed start). */
export function refreshCurrentUser(): Promise<CurrentUser | null> {
  return loadCurrentUser();
}

/** `PUT current_users.json` with `{ user }`; resolves to the saved climber. */
export async function updateCurrentUser(body: UpdateCurrentUserBody): Promise<CurrentUser> {
  return publishCurrentUser(await callEndpoint(endpoint.updateCurrentUser, { body }));
}

export interface PasswordChange extends Record<string, unknown> {
  current_password: string;
  password: string;
  password_confirmation: string;
}

/**
 * `PUT current_users/update_password.json`. The API then ends every session of the climber; this
 * device signs in again with the new password, so only the other devices are signed out.
 */
export function updatePassword(email: string, change: PasswordChange): Promise<void> {
  // Calls refused between the change and the new sign-in wait for it instead of signing out.
  return renewingSession(async () => {
    await callEndpoint(endpoint.updatePassword, { body: { user: change }, renewsSession: true });
    const pair = await callEndpoint(endpoint.signIn, {
      body: { email, password: change.password },
      anonymous: true,
      handleAuthErrors: false,
    }).catch(() => null);
    if (pair) await beginSession(pair);
  });
}

/**
 * `DELETE current_users.json` with the password, then forgets the session on this device. The
 * socket is closed first: the server closes it on deletion, and the refetch that follows a server
 * disconnection would meet the deleted account (a 401 that signs out and reloads the page) before
 * the answer arrives. A refused password reconnects it.
 */
export async function deleteCurrentUser(password: string): Promise<void> {
  const wsToken = useSessionStore.getState().user?.ws_token;
  disconnectSocket();
  try {
    await callEndpoint(endpoint.deleteCurrentUser, { body: { password } });
  } catch (error) {
    if (wsToken) void connectSocket(wsToken);
    throw error;
  }
  endSession();
}

export type ImageKind = 'avatar' | 'banner';

/** `DELETE current_users/avatar.json` or `banner.json`; resolves to the climber without it. */
export async function removeImage(kind: ImageKind): Promise<CurrentUser> {
  return publishCurrentUser(await callEndpoint(kind === 'avatar' ? endpoint.deleteAvatar : endpoint.deleteBanner));
}
