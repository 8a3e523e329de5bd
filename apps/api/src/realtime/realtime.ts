import {
  type ClientToServerEvents,
  type ConversationMessage,
  type ServerToClientEvents,
  SOCKET_PATH,
  SOCKET_REFUSAL,
  SOCKET_TOKEN_PARAM,
} from '@climb/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import type { AppContext } from '../app-context';
import { countUnread } from '../community/notification.service';
import { sessionOfSocketToken } from '../lib/socket-token';
import { addSocketAnswerHeaders } from '../web/security-headers';
import { findSocketUser, isConversationMember } from './realtime.repository';
import { conversationRoom, type RealtimeServer, type SocketData, sessionRoom, userRoom } from './realtime-hub';
import { connectRedisFanOut, type RedisFanOut } from './redis-fan-out';

type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** `conversations.id` is a PostgreSQL integer: anything else cannot be a conversation. */
const MAX_CONVERSATION_ID = 2_147_483_647;
/** A session's socket token is about 80 characters (lib/socket-token.ts). */
const MAX_WS_TOKEN_LENGTH = 128;

function refusal(reason: keyof typeof SOCKET_REFUSAL): Error {
  return Object.assign(new Error(SOCKET_REFUSAL[reason]), { data: { code: SOCKET_REFUSAL[reason] } });
}

/** The session a handshake's `?token=` names, if it is a socket token this server signed. */
function sessionOfHandshake(socket: RealtimeSocket, secret: string): string | null {
  const token = socket.handshake.query[SOCKET_TOKEN_PARAM];
  if (typeof token !== 'string' || token.length === 0 || token.length > MAX_WS_TOKEN_LENGTH) return null;
  return sessionOfSocketToken(secret, token);
}

/**
 * Spec §7: the client connects with `?token=<ws_token>`, its session's socket token; a token of an
 * ended session or a deleted account, or anything else, is a `connect_error`.
 */
function authenticateSocket(context: AppContext, log: FastifyBaseLogger) {
  return (socket: RealtimeSocket, next: (error?: Error) => void): void => {
    const session = sessionOfHandshake(socket, context.config.jwtSecret);
    if (!session) {
      next(refusal('unauthorized'));
      return;
    }
    findSocketUser(context.db, session, new Date()).then(
      (user) => {
        if (!user) return next(refusal('unauthorized'));
        socket.data.userId = user.id;
        socket.data.session = session;
        socket.data.hadUnread = user.hasUnread;
        next();
      },
      (error: unknown) => {
        log.error({ err: error }, 'socket authentication failed');
        next(refusal('unavailable'));
      },
    );
  };
}

function onConnection(socket: RealtimeSocket, context: AppContext, log: FastifyBaseLogger): void {
  const { userId, session } = socket.data;
  // Synchronous, before the client sees `connect`: nothing sent to the rooms after that is missed.
  void socket.join([userRoom(userId), sessionRoom(session)]);

  // The flag as it stands, so that a (re)connected client is right without asking.
  socket.emit('NotificationChannel', { unread: socket.data.hadUnread });

  socket.on('conversation:join', async (conversationId, ack) => {
    const reply = typeof ack === 'function' ? ack : () => {};
    if (!Number.isInteger(conversationId) || conversationId < 1 || conversationId > MAX_CONVERSATION_ID) {
      reply({ ok: false });
      return;
    }
    try {
      const member = await isConversationMember(context.db, conversationId, userId);
      if (member && socket.connected) await socket.join(conversationRoom(conversationId));
      reply({ ok: member });
    } catch (error) {
      log.error({ err: error }, 'socket: joining a conversation failed');
      reply({ ok: false });
    }
  });

  socket.on('conversation:leave', (conversationId) => {
    if (Number.isInteger(conversationId)) void socket.leave(conversationRoom(conversationId));
  });
}

/** Domain events that reach live clients (docs/runtime.md: domain events feed the live channels). */
function listenToDomainEvents(context: AppContext): void {
  const { events, realtime } = context;
  events.on('notification.created', ({ userId }) => realtime.notificationFlag(userId, true));
  events.on('notifications.read', async ({ userId }) => {
    realtime.notificationFlag(userId, (await countUnread(context, userId)) > 0);
  });
  events.on('user.updated', ({ userId, reason }) => realtime.fetchUser(userId, reason));
  // Every session ends with a password change and with the account: open sockets must go.
  // The refetch comes first, so that a client still connected learns why it is dropped.
  events.on('user.password_changed', ({ userId }) => {
    realtime.fetchUser(userId, 'password_changed');
    realtime.disconnectUser(userId);
  });
  events.on('user.deleted', ({ userId }) => realtime.disconnectUser(userId));
  events.on('user.signed_out_everywhere', ({ userId }) => realtime.disconnectUser(userId));
  // One session signed out or revoked as stolen: its sockets go, the climber's others stay.
  events.on('session.ended', ({ session }) => realtime.disconnectSession(session));
}

/**
 * Attaches Socket.IO (path `/socket.io`) to the HTTP server of the app, which exists before it
 * listens (spec §7 live channels). With `REDIS_URL`, rooms are shared by every node through the
 * Redis adapter. `app.close()` drops every socket first, then closes the adapter and Redis.
 */
export async function registerRealtime(app: FastifyInstance, context: AppContext): Promise<void> {
  const { redisUrl, redisPrefix } = context.config;
  const fanOut: RedisFanOut | null = redisUrl ? await connectRedisFanOut(redisUrl, redisPrefix, context.redis) : null;

  const io: RealtimeServer = new Server(app.server, {
    path: SOCKET_PATH,
    serveClient: false,
    // Clients only send small join/leave events.
    maxHttpBufferSize: 16_384,
    ...(fanOut ? { adapter: fanOut.adapter } : {}),
  });
  addSocketAnswerHeaders(io.engine, context.config);
  io.use(authenticateSocket(context, app.log));
  io.on('connection', (socket) => onConnection(socket, context, app.log));
  listenToDomainEvents(context);
  context.realtime.attach(io);

  // Before Fastify closes the HTTP server: an open socket would keep `server.close()` waiting. The
  // connections are cut (not told to go away), so clients reconnect by themselves, to another node.
  app.addHook('preClose', async () => {
    context.realtime.detach();
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await io.of('/').adapter.close();
    await fanOut?.close();
  });
}

/** Delivers a new message live to the members of its conversation on every node (used by messaging). */
export function publishConversationMessage(context: Pick<AppContext, 'realtime'>, message: ConversationMessage): void {
  context.realtime.conversationMessage(message);
}
