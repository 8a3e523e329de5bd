import type { ConversationMessage, CurrentUser } from '@climb/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createNotification } from '../../src/community/notification.service';
import { refreshTokens, users } from '../../src/db/schema';
import { publishConversationMessage } from '../../src/realtime/realtime';
import { createConversation, createNotificationRow } from '../factories/community.factory';
import { authHeaders, createSession, createUser } from '../factories/users.factory';
import {
  connected,
  disconnection,
  joinConversation,
  openSocket,
  record,
  type TestSocket,
} from '../helpers/socket-client';
import { createTestApp, type TestApp } from '../helpers/test-app';

type UserRow = typeof users.$inferSelect;

let t: TestApp;
let baseUrl: string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening on TCP');
  baseUrl = `http://127.0.0.1:${address.port}`;
});

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

afterAll(async () => {
  await t?.close();
});

function socketFor(wsToken: string | null, url = baseUrl): TestSocket {
  const socket = openSocket(url, wsToken);
  sockets.push(socket);
  return socket;
}

function urlOf(app: TestApp): string {
  const address = app.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening on TCP');
  return `http://127.0.0.1:${address.port}`;
}

/** A new session of the climber, with the socket token `current_users.json` gives it. */
async function openSession(user: UserRow, app = t) {
  const session = await createSession(app.db, user, app.config.jwtSecret);
  const headers = { ...app.keyHeaders, authorization: session.bearer };
  const response = await app.app.inject({ method: 'GET', url: '/api/v1/current_users.json', headers });
  expect(response.statusCode).toBe(200);
  return { ...session, headers, wsToken: response.json<CurrentUser>().ws_token };
}

/** A climber's socket on a new session, connected, with what it received on the notification flag so far. */
async function signedInSocket(user: UserRow, app = t) {
  const session = await openSession(user, app);
  const socket = socketFor(session.wsToken, urlOf(app));
  const flags = record(socket, 'NotificationChannel');
  await connected(socket);
  // The server tells the flag as it stands on every connection.
  await vi.waitFor(() => expect(flags.length).toBeGreaterThan(0));
  return { socket, flags, session };
}

function message(conversationId: number, userId: number, body: string): ConversationMessage {
  return {
    conversation_id: conversationId,
    message_id: Math.floor(Math.random() * 1e6),
    user_id: userId,
    body,
    created_at: new Date().toISOString(),
  };
}

describe('connecting', () => {
  it('accepts a climber with a valid ws_token and tells the notification flag at once', async () => {
    const { user } = await createUser(t.db);
    const { socket, flags } = await signedInSocket(user);
    expect(socket.connected).toBe(true);
    expect(flags).toEqual([{ unread: false }]);

    const { user: withUnread } = await createUser(t.db);
    await createNotificationRow(t.db, withUnread.id);
    expect((await signedInSocket(withUnread)).flags).toEqual([{ unread: true }]);
    // Someone else's unread notification is not theirs.
    const { user: without } = await createUser(t.db);
    expect((await signedInSocket(without)).flags).toEqual([{ unread: false }]);
  });

  it.each([
    ['an unknown token', 'not-a-token-of-anyone'],
    ['an empty token', ''],
    ['no token', null],
    ['a token longer than any', 'x'.repeat(129)],
    ['a session without its seal', '2b7c1b9e-5c1a-4d59-9a51-6f0c3e1f2a4b'],
    ['a session with a forged seal', `2b7c1b9e-5c1a-4d59-9a51-6f0c3e1f2a4b.${'A'.repeat(43)}`],
  ])('refuses %s with connect_error', async (_label, token) => {
    await expect(connected(socketFor(token))).rejects.toMatchObject({ message: 'unauthorized' });
  });

  it('refuses the ws_token of a deleted account', async () => {
    const { user } = await createUser(t.db);
    const { wsToken } = await openSession(user);
    await t.db.update(users).set({ deleted_at: new Date() }).where(eq(users.id, user.id));
    await expect(connected(socketFor(wsToken))).rejects.toMatchObject({ message: 'unauthorized' });
  });

  it('refuses the ws_token of an expired session', async () => {
    const { user } = await createUser(t.db);
    const { wsToken, session } = await openSession(user);
    await t.db
      .update(refreshTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.family, session));
    await expect(connected(socketFor(wsToken))).rejects.toMatchObject({ message: 'unauthorized' });
  });

  it('refuses a token passed anywhere but the query (auth payload)', async () => {
    const { user } = await createUser(t.db);
    const { wsToken } = await openSession(user);
    const socket = socketFor(null);
    socket.auth = { token: wsToken };
    await expect(connected(socket)).rejects.toMatchObject({ message: 'unauthorized' });
  });
});

describe('NotificationChannel', () => {
  it('pushes { unread: true } to every socket of the climber when a notification is created, and only theirs', async () => {
    const { user: lucie } = await createUser(t.db);
    const { user: marc } = await createUser(t.db);
    const phone = await signedInSocket(lucie);
    const laptop = await signedInSocket(lucie);
    const other = await signedInSocket(marc);

    await createNotification(t.app.appContext, lucie.id, 'new_follower', { user_id: marc.id });
    await vi.waitFor(() => {
      expect(phone.flags).toEqual([{ unread: false }, { unread: true }]);
      expect(laptop.flags).toEqual([{ unread: false }, { unread: true }]);
    });
    expect(other.flags).toEqual([{ unread: false }]);
  });

  it('pushes { unread: false } after read_all, and after reading the last unread one', async () => {
    const { user } = await createUser(t.db);
    const headers = await authHeaders(user, t.config.jwtSecret, t.keyHeaders);
    await createNotificationRow(t.db, user.id);
    await createNotificationRow(t.db, user.id);
    const { flags } = await signedInSocket(user);
    expect(flags).toEqual([{ unread: true }]);

    const response = await t.app.inject({ method: 'PUT', url: '/api/v1/notifications/read_all.json', headers });
    expect(response.statusCode).toBe(204);
    await vi.waitFor(() => expect(flags).toEqual([{ unread: true }, { unread: false }]));

    const one = await createNotificationRow(t.db, user.id);
    const two = await createNotificationRow(t.db, user.id);
    const read = (id: number) => t.app.inject({ method: 'PUT', url: `/api/v1/notifications/${id}/read.json`, headers });
    expect((await read(one.id)).statusCode).toBe(200);
    await vi.waitFor(() => expect(flags).toHaveLength(3));
    expect(flags[2]).toEqual({ unread: true });
    expect((await read(two.id)).statusCode).toBe(200);
    await vi.waitFor(() => expect(flags[3]).toEqual({ unread: false }));
  });
});

describe('FetchUserChannel', () => {
  it('asks the climber to refetch the current user on user.updated', async () => {
    const { user } = await createUser(t.db);
    const { user: other } = await createUser(t.db);
    const { socket } = await signedInSocket(user);
    const fetches = record(socket, 'FetchUserChannel');
    const otherFetches = record((await signedInSocket(other)).socket, 'FetchUserChannel');

    t.app.appContext.events.emit('user.updated', { userId: user.id, reason: 'settings' });
    await vi.waitFor(() => expect(fetches).toEqual([{ reason: 'settings' }]));
    expect(otherFetches).toEqual([]);
  });

  it('on a password change, asks for a refetch then drops the sockets, whose ws_token is gone', async () => {
    const { user } = await createUser(t.db);
    const { socket } = await signedInSocket(user);
    const fetches = record(socket, 'FetchUserChannel');
    const dropped = disconnection(socket);

    t.app.appContext.events.emit('user.password_changed', { userId: user.id });
    expect(await dropped).toBe('io server disconnect');
    expect(fetches).toEqual([{ reason: 'password_changed' }]);
  });

  it('drops the sockets of a deleted account', async () => {
    const { user } = await createUser(t.db);
    const { user: other } = await createUser(t.db);
    const { socket, session } = await signedInSocket(user);
    const { socket: otherSocket } = await signedInSocket(other);
    const dropped = disconnection(socket);

    await t.db.update(users).set({ deleted_at: new Date() }).where(eq(users.id, user.id));
    t.app.appContext.events.emit('user.deleted', { userId: user.id });
    expect(await dropped).toBe('io server disconnect');
    expect(otherSocket.connected).toBe(true);
    await expect(connected(socketFor(session.wsToken))).rejects.toMatchObject({ message: 'unauthorized' });
  });
});

describe('sessions', () => {
  function signOut(headers: Record<string, string>, refreshToken?: string) {
    return t.app.inject({
      method: 'DELETE',
      url: '/api/v1/sessions/sign_in',
      headers,
      ...(refreshToken ? { payload: { refresh_token: refreshToken } } : {}),
    });
  }

  function refresh(refreshToken: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/sessions/tokens',
      headers: t.keyHeaders,
      payload: { refresh_token: refreshToken },
    });
  }

  it('gives each session its own socket token, the same for as long as the session lives', async () => {
    const { user } = await createUser(t.db);
    const phone = await openSession(user);
    const laptop = await openSession(user);
    expect(phone.wsToken).not.toBe(laptop.wsToken);
    expect(phone.wsToken.startsWith(`${phone.session}.`)).toBe(true);

    const rotated = await refresh(phone.refreshToken);
    expect(rotated.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/v1/current_users.json',
      headers: { ...t.keyHeaders, authorization: `Bearer ${rotated.json<{ token: string }>().token}` },
    });
    expect(again.json<CurrentUser>().ws_token).toBe(phone.wsToken);
  });

  it("signing out one session drops its sockets and refuses its token; the climber's other session stays live", async () => {
    const { user } = await createUser(t.db);
    const phone = await signedInSocket(user);
    const laptop = await signedInSocket(user);
    const dropped = disconnection(phone.socket);

    expect((await signOut(phone.session.headers, phone.session.refreshToken)).statusCode).toBe(204);
    expect(await dropped).toBe('io server disconnect');
    await expect(connected(socketFor(phone.session.wsToken))).rejects.toMatchObject({ message: 'unauthorized' });

    expect(laptop.socket.connected).toBe(true);
    await createNotification(t.app.appContext, user.id, 'new_follower', { user_id: user.id });
    await vi.waitFor(() => expect(laptop.flags).toEqual([{ unread: false }, { unread: true }]));
    expect(phone.flags).toEqual([{ unread: false }]);
  });

  it("a refresh token presented twice (theft) drops that session's sockets, not the others'", async () => {
    const { user } = await createUser(t.db);
    const stolen = await signedInSocket(user);
    const other = await signedInSocket(user);
    const dropped = disconnection(stolen.socket);

    expect((await refresh(stolen.session.refreshToken)).statusCode).toBe(200);
    expect((await refresh(stolen.session.refreshToken)).statusCode).toBe(401);
    expect(await dropped).toBe('io server disconnect');
    await expect(connected(socketFor(stolen.session.wsToken))).rejects.toMatchObject({ message: 'unauthorized' });

    const fetches = record(other.socket, 'FetchUserChannel');
    t.app.appContext.events.emit('user.updated', { userId: user.id, reason: 'probe' });
    await vi.waitFor(() => expect(fetches).toEqual([{ reason: 'probe' }]));
    expect(other.socket.connected).toBe(true);
  });

  it('signing out everywhere drops every session’s sockets, whose tokens no longer hold', async () => {
    const { user } = await createUser(t.db);
    const phone = await signedInSocket(user);
    const laptop = await signedInSocket(user);
    const { socket: stranger } = await signedInSocket((await createUser(t.db)).user);
    const dropped = [disconnection(phone.socket), disconnection(laptop.socket)];

    expect((await signOut(phone.session.headers)).statusCode).toBe(204);
    expect(await Promise.all(dropped)).toEqual(['io server disconnect', 'io server disconnect']);
    for (const { session } of [phone, laptop]) {
      await expect(connected(socketFor(session.wsToken))).rejects.toMatchObject({ message: 'unauthorized' });
    }
    expect(stranger.connected).toBe(true);
  });
});

describe('ConversationChannel', () => {
  it('lets a member join their conversation and receive its messages; refuses anyone else', async () => {
    const { user: lucie } = await createUser(t.db);
    const { user: marc } = await createUser(t.db);
    const { user: intruder } = await createUser(t.db);
    const conversation = await createConversation(t.db, [lucie.id, marc.id]);
    const elsewhere = await createConversation(t.db, [intruder.id]);

    const member = (await signedInSocket(marc)).socket;
    const outsider = (await signedInSocket(intruder)).socket;
    const memberInbox = record(member, 'ConversationChannel');
    const outsiderInbox = record(outsider, 'ConversationChannel');

    expect(await joinConversation(member, conversation.id)).toEqual({ ok: true });
    expect(await joinConversation(outsider, conversation.id)).toEqual({ ok: false });
    expect(await joinConversation(outsider, elsewhere.id)).toEqual({ ok: true });

    const sent = message(conversation.id, lucie.id, 'On se retrouve à Ceüse samedi ?');
    publishConversationMessage(t.app.appContext, sent);
    await vi.waitFor(() => expect(memberInbox).toEqual([sent]));
    expect(outsiderInbox).toEqual([]);

    // Leaving the room stops the messages. Events of one socket are handled in order: the ack of a
    // later join tells the leave was done. A later push to the same socket tells nothing was missed.
    member.emit('conversation:leave', conversation.id);
    expect(await joinConversation(member, 987_654)).toEqual({ ok: false });
    const memberFetches = record(member, 'FetchUserChannel');
    publishConversationMessage(t.app.appContext, message(conversation.id, lucie.id, 'Toujours là ?'));
    t.app.appContext.events.emit('user.updated', { userId: marc.id, reason: 'probe' });
    await vi.waitFor(() => expect(memberFetches).toEqual([{ reason: 'probe' }]));
    expect(memberInbox).toEqual([sent]);
  });

  it('takes a removed member out of the room (context.realtime.removeFromConversation)', async () => {
    const { user: lucie } = await createUser(t.db);
    const { user: marc } = await createUser(t.db);
    const conversation = await createConversation(t.db, [lucie.id, marc.id]);
    const { socket } = await signedInSocket(marc);
    const inbox = record(socket, 'ConversationChannel');
    const fetches = record(socket, 'FetchUserChannel');
    expect(await joinConversation(socket, conversation.id)).toEqual({ ok: true });

    t.app.appContext.realtime.removeFromConversation(conversation.id, marc.id);
    publishConversationMessage(t.app.appContext, message(conversation.id, lucie.id, 'Tu es parti ?'));
    t.app.appContext.events.emit('user.updated', { userId: marc.id, reason: 'probe' });
    await vi.waitFor(() => expect(fetches).toEqual([{ reason: 'probe' }]));
    expect(inbox).toEqual([]);
  });

  it.each([
    ['an unknown conversation', 987_654],
    ['a string', '1'],
    ['a negative number', -1],
    ['a number beyond any id', 2 ** 40],
    ['null', null],
  ])('refuses to join %s', async (_label, conversationId) => {
    const { user } = await createUser(t.db);
    const { socket } = await signedInSocket(user);
    expect(await joinConversation(socket, conversationId)).toEqual({ ok: false });
    expect(socket.connected).toBe(true);
  });

  it("never puts a socket in another climber's room", async () => {
    const { user: lucie } = await createUser(t.db);
    const { user: marc } = await createUser(t.db);
    const { socket } = await signedInSocket(marc);
    const fetches = record(socket, 'FetchUserChannel');
    // A client can only ask for conversations: nothing it sends names a user room.
    (socket as unknown as { emit(event: string, ...args: unknown[]): void }).emit('join', `user:${lucie.id}`);
    expect(await joinConversation(socket, `user:${lucie.id}`)).toEqual({ ok: false });
    t.app.appContext.events.emit('user.updated', { userId: lucie.id, reason: 'settings' });
    t.app.appContext.events.emit('user.updated', { userId: marc.id, reason: 'mine' });
    await vi.waitFor(() => expect(fetches).toEqual([{ reason: 'mine' }]));
  });
});

describe('closing the app', () => {
  it('disconnects every socket and still closes promptly', async () => {
    const other = await createTestApp();
    try {
      await other.app.listen({ host: '127.0.0.1', port: 0 });
      const { user } = await createUser(other.db);
      const { socket, session } = await signedInSocket(user, other);
      // As the web app opens it: reconnecting on its own.
      const resilient = openSocket(urlOf(other), session.wsToken, {
        reconnection: true,
        reconnectionDelay: 60_000,
      });
      sockets.push(resilient);
      await connected(resilient);
      const dropped = disconnection(socket);
      const started = performance.now();
      await other.app.close();
      // Cut, not sent away: the client will reconnect by itself (to another node behind a load balancer).
      expect(await dropped).toBe('transport close');
      expect(socket.connected).toBe(false);
      await vi.waitFor(() => expect(resilient.connected).toBe(false));
      expect(resilient.active).toBe(true);
      expect(performance.now() - started).toBeLessThan(5000);
    } finally {
      await other.close();
    }
  });
});
