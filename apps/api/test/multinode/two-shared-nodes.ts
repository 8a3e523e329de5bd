import { afterAll, beforeAll, expect } from 'vitest';
import { authHeaders, createUser } from '../factories/users.factory';
import {
  type Cluster,
  type ClusterNode,
  multinodeDatabaseUrl,
  multinodeRedisUrl,
  startCluster,
} from '../helpers/cluster';

/**
 * The PostgreSQL server two nodes share, when a Redis is there for them to share too; else undefined and the suite
 * skips (under CI, `multinodeDatabaseUrl` and `multinodeRedisUrl` register a failing test instead). Called at the top
 * of a test file, where those failing tests can register.
 */
export function sharedServerUrl(): string | undefined {
  const serverUrl = multinodeDatabaseUrl();
  const redisUrl = serverUrl ? multinodeRedisUrl() : undefined;
  return redisUrl ? serverUrl : undefined;
}

/** Two API nodes on one database and one Redis, a climber and a super admin signed in on them. */
export interface TwoSharedNodes {
  cluster: Cluster;
  a: ClusterNode;
  b: ClusterNode;
  /** The headers of the climber's requests (the web app key and the climber's session). */
  climber: Record<string, string>;
  /** The headers of a super admin's requests. */
  admin: Record<string, string>;
}

/**
 * Starts two API nodes before the suite's tests and closes them after; the climber (with `climberFields`) and the
 * admin are written through node A. The answer's fields are set once the suite's `beforeAll` has run.
 */
export function twoSharedNodes(
  serverUrl: string,
  climberFields: Parameters<typeof createUser>[1] = {},
): TwoSharedNodes {
  const nodes = {} as TwoSharedNodes;
  beforeAll(async () => {
    nodes.cluster = await startCluster(serverUrl, 2);
    [nodes.a, nodes.b] = nodes.cluster.nodes as [ClusterNode, ClusterNode];
    const { db } = nodes.a.database;
    const { user } = await createUser(db, climberFields);
    const { user: adminUser } = await createUser(db, { super_admin: true });
    nodes.climber = await authHeaders(user, nodes.a.config.jwtSecret, nodes.cluster.keyHeaders);
    nodes.admin = await authHeaders(adminUser, nodes.a.config.jwtSecret, nodes.cluster.keyHeaders);
  });
  afterAll(async () => {
    await nodes.cluster?.close();
  });
  return nodes;
}

/** Sends a request to one node and expects it to succeed; resolves to the answer's JSON (null when empty). */
export async function sendTo<Body>(
  node: ClusterNode,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
): Promise<Body> {
  const response = await node.app.inject({ method, url: `/api/v1/${url}`, headers, ...(payload ? { payload } : {}) });
  expect(response.statusCode, `${node.name} ${method} ${url}: ${response.body}`).toBeLessThan(300);
  return (response.body ? response.json() : null) as Body;
}
