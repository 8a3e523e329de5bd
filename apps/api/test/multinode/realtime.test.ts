import type { ConversationMessage } from '@climb/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createNotification } from '../../src/community/notification.service';
import { publishConversationMessage } from '../../src/realtime/realtime';
import { createConversation, createNotificationRow } from '../factories/community.factory';
import { authHeaders, createUser } from '../factories/users.factory';
import {
  type Cluster,
  type ClusterNode,
  multinodeDatabaseUrl,
  multinodeRedisUrl,
  startCluster,
} from '../helpers/cluster';
import { connected, joinConversation, openSocket, record, type TestSocket } from '../helpers/socket-client';

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

  async function socketOnB(wsToken: string) {
    const socket = openSocket(bUrl, wsToken);
    sockets.push(socket);
    const flags = record(socket, 'NotificationChannel');
    await connected(socket);
    await vi.waitFor(() => expect(flags.length).toBeGreaterThan(0));
    return { socket, flags };
  }

  it('delivers to a socket on node B the notification flag of a notification created on node A', async () => {
    const { user } = await createUser(a.database.db);
    const { flags } = await socketOnB(user.ws_token);
    expect(flags).toEqual([{ unread: false }]);

    await createNotification(a.app.appContext, user.id, 'new_follower', {});
    await vi.waitFor(() => expect(flags).toEqual([{ unread: false }, { unread: true }]));
  });

  it('delivers to node B the flag cleared by a read_all answered by node A', async () => {
    const { user } = await createUser(a.database.db);
    await createNotificationRow(a.database.db, user.id);
    const { flags } = await socketOnB(user.ws_token);
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

    const member = (await socketOnB(marc.ws_token)).socket;
    const stranger = (await socketOnB(outsider.ws_token)).socket;
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
    const { socket } = await socketOnB(user.ws_token);
    const dropped = new Promise((resolve) => socket.once('disconnect', resolve));
    a.app.appContext.events.emit('user.password_changed', { userId: user.id });
    expect(await dropped).toBe('io server disconnect');
  });
});
