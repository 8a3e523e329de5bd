import {
  type ClientToServerEvents,
  type ConversationMessage,
  type ServerToClientEvents,
  SOCKET_PATH,
  SOCKET_REFUSAL,
  SOCKET_TOKEN_PARAM,
} from '@climb/contracts';
import type { Socket } from 'socket.io-client';
import { useNotificationStore } from '../../stores/notification-store';

/**
 * The live socket (spec §4 "Socket: connects at start, disconnects on logout"; §7 live channels).
 *
 * Session code calls `connectSocket(user.ws_token)` each time it has the current user (at start,
 * after sign-in, after a refetch: it does nothing when already connected with that token, and
 * reconnects with a new one) and `disconnectSocket()` on logout. socket.io-client is loaded on the
 * first connection only, so it never weighs on the first page.
 *
 * - NotificationChannel sets the notification store's `hasUnread` (sent on every connection too).
 * - FetchUserChannel calls the callbacks registered with `onFetchUser`; so does a disconnection
 *   decided by the server (the ws_token changed or the account is gone): the refetched user brings
 *   the new ws_token, which `connectSocket` then uses.
 * - ConversationChannel goes to the `onConversationMessage` subscribers of joined conversations.
 */

export type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type FetchUserCallback = (reason: string) => void;
export type ConversationMessageCallback = (message: ConversationMessage) => void;

/** The reason FetchUserChannel callbacks get when the server closed the socket itself. */
export const SERVER_DISCONNECT_REASON = 'disconnected';

let socket: LiveSocket | null = null;
let socketToken: string | null = null;
let opening: Promise<void> | null = null;
/** Bumped by every connect and disconnect: an import that resolves late must not open a stale session. */
let generation = 0;
const fetchUserCallbacks = new Set<FetchUserCallback>();
const conversationCallbacks = new Set<ConversationMessageCallback>();
/** Conversations asked for, with how many subscribers each; rejoined on every (re)connection. */
const conversations = new Map<number, number>();

async function openSocket(wsToken: string): Promise<LiveSocket> {
  const { io } = await import('socket.io-client');
  return io({
    path: SOCKET_PATH,
    query: { [SOCKET_TOKEN_PARAM]: wsToken },
    // WebSocket only: behind a load balancer, long-polling would need sticky sessions.
    transports: ['websocket'],
    // The token lives in the connection: never reuse a cached one opened with another token.
    forceNew: true,
  });
}

function notifyFetchUser(reason: string): void {
  for (const callback of [...fetchUserCallbacks]) callback(reason);
}

function listen(live: LiveSocket): void {
  live.on('connect', () => {
    for (const conversationId of conversations.keys()) live.emit('conversation:join', conversationId, () => {});
  });
  live.on('NotificationChannel', ({ unread }) => useNotificationStore.getState().setHasUnread(unread));
  live.on('FetchUserChannel', ({ reason }) => notifyFetchUser(reason));
  live.on('ConversationChannel', (message) => {
    if (!conversations.has(message.conversation_id)) return;
    for (const callback of [...conversationCallbacks]) callback(message);
  });
  live.on('disconnect', (reason) => {
    // Any other reason reconnects by itself; this one means the token no longer holds.
    if (reason === 'io server disconnect') notifyFetchUser(SERVER_DISCONNECT_REASON);
  });
  live.on('connect_error', (error) => {
    // A token changed while connecting would be retried forever: stop and refetch the climber,
    // whose fresh ws_token reconnects.
    if (error.message === SOCKET_REFUSAL.unauthorized) {
      live.disconnect();
      notifyFetchUser(SERVER_DISCONNECT_REASON);
    }
  });
}

/**
 * Connects with the current user's ws_token: does nothing when connected (or connecting) with it,
 * reconnects a socket the server closed, replaces the connection for a new token. Never rejects:
 * when socket.io-client cannot be loaded (offline), the next call tries again.
 */
export function connectSocket(wsToken: string): Promise<void> {
  if (socketToken === wsToken) {
    if (opening) return opening;
    if (socket && !socket.active) socket.connect();
    return Promise.resolve();
  }
  disconnectSocket();
  const current = generation;
  socketToken = wsToken;
  opening = openSocket(wsToken).then(
    (live) => {
      if (current !== generation) {
        live.disconnect();
        return;
      }
      opening = null;
      listen(live);
      socket = live;
    },
    () => {
      if (current !== generation) return;
      opening = null;
      socketToken = null;
    },
  );
  return opening;
}

/** Closes the socket (logout); live events stop until the next `connectSocket`. */
export function disconnectSocket(): void {
  generation += 1;
  socketToken = null;
  opening = null;
  socket?.disconnect();
  socket = null;
}

/** Registers the current-user refetch (FetchUserChannel); returns the unregistration. */
export function onFetchUser(callback: FetchUserCallback): () => void {
  fetchUserCallbacks.add(callback);
  return () => {
    fetchUserCallbacks.delete(callback);
  };
}

/** Receives the messages of the conversations joined with `joinConversation`; returns the unsubscription. */
export function onConversationMessage(callback: ConversationMessageCallback): () => void {
  conversationCallbacks.add(callback);
  return () => {
    conversationCallbacks.delete(callback);
  };
}

/**
 * Asks for a conversation's messages (the server checks membership). Resolves to whether the server
 * accepted; false while disconnected, the join then happening on connection.
 */
export function joinConversation(conversationId: number): Promise<boolean> {
  conversations.set(conversationId, (conversations.get(conversationId) ?? 0) + 1);
  const live = socket;
  if (!live?.connected) return Promise.resolve(false);
  return new Promise((resolve) => live.emit('conversation:join', conversationId, ({ ok }) => resolve(ok)));
}

/** Undoes one `joinConversation`; the last one leaves the conversation's room. */
export function leaveConversation(conversationId: number): void {
  const count = conversations.get(conversationId) ?? 0;
  if (count > 1) {
    conversations.set(conversationId, count - 1);
    return;
  }
  conversations.delete(conversationId);
  if (socket?.connected) socket.emit('conversation:leave', conversationId);
}

/** Whether a socket is open or opening (tests, diagnostics). */
export function isSocketActive(): boolean {
  return socket?.active ?? false;
}
