import * as endpoint from '@climb/contracts/endpoint-routes';
import { callEndpoint } from '../../lib/endpoint-client';
import { useNotificationStore } from '../../stores/notification-store';
import { connectSocket, disconnectSocket, onFetchUser } from '../realtime/socket';

let unsubscribe: (() => void) | null = null;

/** The unread flag at start (spec §7: a number, more than 0 means unread ones exist). */
async function fetchUnreadFlag(): Promise<void> {
  const count = await callEndpoint(endpoint.countUnreadNotifications, { handleAuthErrors: false });
  useNotificationStore.getState().setHasUnread(Number(count) > 0);
}

/**
 * What a signed-in climber's app keeps live, loaded only once signed in: the socket on the
 * climber's ws_token (called again with each fetched climber: a new token reconnects), the
 * unread flag, and a refetch of the climber on each FetchUserChannel push.
 */
export function syncLive(wsToken: string, refetchUser: () => void): void {
  if (!unsubscribe) {
    unsubscribe = onFetchUser(refetchUser);
    void fetchUnreadFlag().catch(() => {});
  }
  void connectSocket(wsToken);
}

/** Sign-out: the socket closes and pushes stop. */
export function stopLive(): void {
  unsubscribe?.();
  unsubscribe = null;
  disconnectSocket();
}
