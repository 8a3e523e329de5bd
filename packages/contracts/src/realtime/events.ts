/** Where the API serves Socket.IO (same origin as the API). */
export const SOCKET_PATH = '/socket.io';
/** The query parameter carrying the current user's `ws_token` (spec §7: token as a query parameter). */
export const SOCKET_TOKEN_PARAM = 'token';
/** Why a connection was refused (`connect_error`'s message). */
export const SOCKET_REFUSAL = { unauthorized: 'unauthorized', unavailable: 'unavailable' } as const;

export interface ConversationMessage {
  conversation_id: number;
  message_id: number;
  user_id: number;
  body: string;
  created_at: string;
}

/** Events the server sends: the live channels of spec §7 (the socket connects with `?token=<ws_token>`). */
export interface ServerToClientEvents {
  /** Payload: whether unread notifications exist. */
  NotificationChannel: (payload: { unread: boolean }) => void;
  /** A message received in one of the climber's conversations. */
  ConversationChannel: (payload: ConversationMessage) => void;
  /** The current user changed: the client refetches it. */
  FetchUserChannel: (payload: { reason: string }) => void;
}

/** Events the client sends: joining a conversation it belongs to (refused, `ok: false`, otherwise). */
export interface ClientToServerEvents {
  'conversation:join': (conversationId: number, ack: (result: { ok: boolean }) => void) => void;
  'conversation:leave': (conversationId: number) => void;
}
