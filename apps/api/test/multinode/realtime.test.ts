import type { ConversationMessage, CurrentUser } from '@climb/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createNotification } from '../../src/community/notification.service';
import { publishConversationMessage } from '../../src/realtime/realtime';
import { createConversation, createNotificationRow } from '../factories/community.factory';
import { authHeaders, createSession, createUser } from '../factories/users.factory';
import {
  type Cluster,
  type ClusterNode,
  multinodeDatabaseUrl,
  multinodeRedisUrl,
  startCluster,
} from '../helpers/cluster';
import {
  connected,
  disconnection,
  joinConversation,
  openSocket,
  record,
  type TestSocket,
} from '../helpers/socket-client';

const serverUrl = multinodeDatabaseUrl();
const redisUrl = serverUrl ? multinodeRedisUrl() : undefined;

describe.skipIf(!serverUrl || !redisUrl)('live channels across two API nodes (PostgreSQL + Redis adapter)', () => {
  let cluster: Cluster;
  let a: ClusterNode;
  let b: ClusterNode;
  let bUrl: string;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    cluster = await startCluster(serverUrl as string, 2);
    [a, b] = cluster.nodes as [ClusterNode, ClusterNode];
    bUrl = await b.listen();
  });

  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });

  afterAll(async () => {
    await cluster?.close();
  });

  /** A new session of the climber, its socket token asked of node A. */
  async function openSession(user: { id: number; uuid: string }) {
    const session = await createSession(a.database.db, user, a.config.jwtSecret);
    const headers = { ...cluster.keyHeaders, authorization: session.bearer };
    const response = await a.app.inject({ method: 'GET', url: '/api/v1/current_users.json', headers });
    expect(response.statusCode).toBe(200);
    return { ...session, headers, wsToken: response.json<CurrentUser>().ws_token };
  }

  /** A socket on node B of a new session of the climber. */
  async function socketOnB(user: { id: number; uuid: string }) {
    const session = await openSession(user);
    const socket = openSocket(bUrl, session.wsToken);
    sockets.push(socket);
    const flags = record(socket, 'NotificationChannel');
    await connected(socket);
    await vi.waitFor(() => expect(flags.length).toBeGreaterThan(0));
    return { socket, flags, session };
  }

  it('delivers to a socket on node B the notification flag of a notification created on node A', async () => {
    const { user } = await createUser(a.database.db);
    const { flags } = await socketOnB(user);
    expect(flags).toEqual([{ unread: false }]);

    await createNotification(a.app.appContext, user.id, 'new_follower', {});
    await vi.waitFor(() => expect(flags).toEqual([{ unread: false }, { unread: true }]));
  });

  it('delivers to node B the flag cleared by a read_all answered by node A', async () => {
    const { user } = await createUser(a.database.db);
    await createNotificationRow(a.database.db, user.id);
    const { flags } = await socketOnB(user);
    expect(flags).toEqual([{ unread: true }]);

    const headers = await authHeaders(user, a.config.jwtSecret, cluster.keyHeaders);
    const response = await a.app.inject({ method: 'PUT', url: '/api/v1/notifications/read_all.json', headers });
    expect(response.statusCode).toBe(204);
    await vi.waitFor(() => expect(flags).toEqual([{ unread: true }, { unread: false }]));
  });

  it('delivers a conversation message published on node A to a member on node B, never to an outsider', async () => {
    const { user: lucie } = await createUser(a.database.db);
    const { user: marc } = await createUser(a.database.db);
    const { user: outsider } = await createUser(a.database.db);
    const conversation = await createConversation(a.database.db, [lucie.id, marc.id]);

    const member = (await socketOnB(marc)).socket;
    const stranger = (await socketOnB(outsider)).socket;
    const memberInbox = record(member, 'ConversationChannel');
    const strangerInbox = record(stranger, 'ConversationChannel');
    expect(await joinConversation(member, conversation.id)).toEqual({ ok: true });
    expect(await joinConversation(stranger, conversation.id)).toEqual({ ok: false });

    const message: ConversationMessage = {
      conversation_id: conversation.id,
      message_id: 1,
      user_id: lucie.id,
      body: 'Corde de 80 m ou de 70 m ?',
      created_at: new Date().toISOString(),
    };
    publishConversationMessage(a.app.appContext, message);
    await vi.waitFor(() => expect(memberInbox).toEqual([message]));

    // A later push to the stranger, through node A too, arrives: the message did not go to it.
    const strangerFetches = record(stranger, 'FetchUserChannel');
    a.app.appContext.events.emit('user.updated', { userId: outsider.id, reason: 'probe' });
    await vi.waitFor(() => expect(strangerFetches).toEqual([{ reason: 'probe' }]));
    expect(strangerInbox).toEqual([]);
  });

  it('drops on node B the sockets of a climber whose password changed through node A', async () => {
    const { user } = await createUser(a.database.db);
    const { socket } = await socketOnB(user);
    const dropped = new Promise((resolve) => socket.once('disconnect', resolve));
    a.app.appContext.events.emit('user.password_changed', { userId: user.id });
    expect(await dropped).toBe('io server disconnect');
  });

  it("drops on node B the sockets of a session signed out through node A, and only that session's", async () => {
    const { user } = await createUser(a.database.db);
    const phone = await socketOnB(user);
    const laptop = await socketOnB(user);
    const dropped = disconnection(phone.socket);

    const response = await a.app.inject({
      method: 'DELETE',
      url: '/api/v1/sessions/sign_in',
      headers: phone.session.headers,
      payload: { refresh_token: phone.session.refreshToken },
    });
    expect(response.statusCode).toBe(204);
    expect(await dropped).toBe('io server disconnect');
    await expect(connected(openSocket(bUrl, phone.session.wsToken))).rejects.toMatchObject({ message: 'unauthorized' });

    await createNotification(a.app.appContext, user.id, 'new_follower', {});
    await vi.waitFor(() => expect(laptop.flags).toEqual([{ unread: false }, { unread: true }]));
    expect(laptop.socket.connected).toBe(true);
  });
});
