import { randomBytes } from 'node:crypto';
import type { CurrentUser, TokenPair } from '@climb/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { connected, disconnection, openSocket, record, type TestSocket } from '../helpers/socket-client';
import { call, type DrillTarget, report } from './drill-client';
import { createDrillDatabase, type DrillDatabase } from './drill-database';
import { RedisProcess } from './redis-process';
import { killAllProcesses, ServerProcess } from './server-process';

/**
 * The live channel cut at sign-out, against real server processes with Redis: a climber has two
 * sessions, each with a socket on node B; signing one out through node A closes its socket within a
 * second and its socket token is refused, while the other socket still gets a notification. On
 * PostgreSQL (two processes on one database) when DATABASE_URL is set, else on PGlite (one process,
 * which is then both A and B).
 */
const CUT_WITHIN_MS = 1_000;
const PASSWORD = 'Granite2026';

afterAll(async () => {
  await killAllProcesses();
});

async function signUp(node: DrillTarget, email: string): Promise<TokenPair> {
  const answer = await call(node, 'POST', '/sessions/sign_up', {
    body: { first_name: 'Drill', last_name: 'Climber', email, password: PASSWORD, password_confirmation: PASSWORD },
  });
  if (answer.status !== 201) throw new Error(`sign-up: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as TokenPair;
}

async function signIn(node: DrillTarget, email: string): Promise<TokenPair> {
  const answer = await call(node, 'POST', '/sessions/sign_in', { body: { email, password: PASSWORD } });
  if (answer.status !== 200) throw new Error(`sign-in: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as TokenPair;
}

/** The session's socket token, as the web app gets it. */
async function wsTokenOf(node: DrillTarget, pair: TokenPair): Promise<string> {
  const answer = await call(node, 'GET', '/current_users.json', { token: pair.token });
  if (answer.status !== 200) throw new Error(`current user: ${answer.status}`);
  return (answer.body as CurrentUser).ws_token;
}

describe('the socket cut at sign-out', () => {
  const redis = new RedisProcess();
  let database: DrillDatabase | undefined;
  const servers: ServerProcess[] = [];
  const sockets: TestSocket[] = [];

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await Promise.all(servers.map((server) => server.dispose()));
    await redis.kill();
    await database?.drop();
  });

  it('closes the signed-out session’s socket on every node within a second, and only that one', async () => {
    await redis.start();
    const postgresServer = process.env.DATABASE_URL;
    if (postgresServer) database = await createDrillDatabase(postgresServer, 'socket_cut');
    // Both nodes share the keys a load balancer's nodes share; each has its own data dir.
    const shared = {
      REDIS_URL: redis.url,
      REDIS_PREFIX: `${process.env.REDIS_PREFIX ?? 'drill:'}socket-cut:`,
      RATE_LIMITS: 'off',
      JWT_SECRET: randomBytes(32).toString('base64url'),
      WEB_API_ACCESS_TOKEN: randomBytes(24).toString('base64url'),
      ...(database ? { DATABASE_URL: database.url } : {}),
    };
    const keyHeaders = { HttpApiAccessToken: shared.WEB_API_ACCESS_TOKEN };
    const nodeA = new ServerProcess({ name: 'socket-cut-a', env: shared });
    servers.push(nodeA);
    // One after the other: the first seeds the empty database.
    await nodeA.start();
    let nodeB = nodeA;
    if (database) {
      nodeB = new ServerProcess({ name: 'socket-cut-b', env: shared });
      servers.push(nodeB);
      await nodeB.start();
    }
    const a: DrillTarget = { url: nodeA.url, keyHeaders };
    const b: DrillTarget = { url: nodeB.url, keyHeaders };

    const email = `drill.${randomBytes(4).toString('hex')}@example.test`;
    const phone = await signUp(a, email);
    const laptop = await signIn(a, email);
    const phoneToken = await wsTokenOf(a, phone);
    const laptopToken = await wsTokenOf(a, laptop);

    const open = async (token: string) => {
      const socket = openSocket(b.url, token);
      sockets.push(socket);
      const flags = record(socket, 'NotificationChannel');
      await connected(socket);
      return { socket, flags };
    };
    const phoneSocket = await open(phoneToken);
    const laptopSocket = await open(laptopToken);
    const dropped = disconnection(phoneSocket.socket);

    const startedAt = performance.now();
    const signOut = await call(a, 'DELETE', '/sessions/sign_in', {
      token: phone.token,
      body: { refresh_token: phone.refresh_token },
    });
    const reason = await Promise.race([dropped, new Promise((resolve) => setTimeout(resolve, 5_000, 'still open'))]);
    const cutMs = Math.round(performance.now() - startedAt);
    expect(signOut.status).toBe(204);
    expect(reason).toBe('io server disconnect');

    const refused = openSocket(b.url, phoneToken);
    sockets.push(refused);
    await expect(connected(refused)).rejects.toMatchObject({ message: 'unauthorized' });

    // The other session's socket is still live: a notification made through node A reaches it on B.
    const organization = await call(a, 'POST', '/organizations.json', {
      token: laptop.token,
      body: { name: 'Drill club', usage_type: 'personal' },
    });
    expect(organization.status).toBe(201);
    const { id } = organization.body as { id: number };
    const notifiedAt = performance.now();
    const regenerated = await call(a, 'POST', `/organizations/${id}/api_access_token.json`, { token: laptop.token });
    expect(regenerated.status).toBeLessThan(300);
    while (!laptopSocket.flags.some((flag) => flag.unread) && performance.now() - notifiedAt < 5_000) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const notifiedMs = Math.round(performance.now() - notifiedAt);
    expect(laptopSocket.flags).toContainEqual({ unread: true });
    expect(laptopSocket.socket.connected).toBe(true);
    expect(phoneSocket.flags).not.toContainEqual({ unread: true });

    report('socket cut at sign-out', {
      database: database ? 'postgresql' : 'pglite',
      nodes: servers.length,
      cutMs,
      otherSessionNotifiedMs: notifiedMs,
    });
    expect(cutMs).toBeLessThan(CUT_WITHIN_MS);
  });
});
