import type { ClientToServerEvents, ConversationMessage, ServerToClientEvents } from '@climb/contracts';
import type { Server } from 'socket.io';

/** What the server keeps on each socket once authenticated. */
export interface SocketData {
  userId: number;
  /** The session (refresh-token family) whose socket token opened it. */
  session: string;
  /** Whether unread notifications existed when the socket authenticated (told on connection). */
  hadUnread: boolean;
}

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** Every socket of a climber joins this room, and only theirs. */
export const userRoom = (userId: number): string => `user:${userId}`;
/** Every socket opened with a session's token joins this room: ending the session closes them. */
export const sessionRoom = (session: string): string => `session:${session}`;
/** Members of a conversation join its room on request (`conversation:join`). */
export const conversationRoom = (conversationId: number): string => `conversation:${conversationId}`;

/**
 * What other domains publish live events through (`context.realtime`). It reaches every node's
 * sockets through the Socket.IO adapter (Redis when configured); before `registerRealtime`
 * attaches the server, and after it closes, publishing does nothing.
 */
export class RealtimeHub {
  private io: RealtimeServer | null = null;

  attach(io: RealtimeServer): void {
    this.io = io;
  }

  detach(): void {
    this.io = null;
  }

  /** Whether unread notifications exist (NotificationChannel), to every socket of the climber. */
  notificationFlag(userId: number, unread: boolean): void {
    this.io?.to(userRoom(userId)).emit('NotificationChannel', { unread });
  }

  /** Asks every socket of the climber to refetch the current user (FetchUserChannel). */
  fetchUser(userId: number, reason: string): void {
    this.io?.to(userRoom(userId)).emit('FetchUserChannel', { reason });
  }

  /** A new message, to the members of its conversation who joined its room (ConversationChannel). */
  conversationMessage(message: ConversationMessage): void {
    this.io?.to(conversationRoom(message.conversation_id)).emit('ConversationChannel', message);
  }

  /** Takes the climber's sockets out of a conversation's room, on every node (removed from it). */
  removeFromConversation(conversationId: number, userId: number): void {
    this.io?.in(userRoom(userId)).socketsLeave(conversationRoom(conversationId));
  }

  /** Closes every socket of the climber, on every node (their ws_token no longer holds). */
  disconnectUser(userId: number): void {
    this.io?.in(userRoom(userId)).disconnectSockets(true);
  }

  /** Closes the sockets of one session, on every node; the climber's other sessions keep theirs. */
  disconnectSession(session: string): void {
    this.io?.in(sessionRoom(session)).disconnectSockets(true);
  }
}
