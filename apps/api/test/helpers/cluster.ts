import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_ACCESS_TOKEN_HEADER } from '@climb/contracts';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import { type DatabaseHandle, openDatabase } from '../../src/db/client';
import { createDatabase, dropDatabase, randomSuffix, testDatabasePrefix } from './database-admin';
import { WEB_DIST_FIXTURE } from './test-app';

/**
 * The PostgreSQL server of the multinode tier. Without DATABASE_URL the tier is skipped on a
 * developer machine, but under CI it registers a failing test: CI must never pass by skipping.
 */
export function multinodeDatabaseUrl(): string | undefined {
  const url = process.env.DATABASE_URL;
  if (url) return url;
  const ci = ['1', 'true'].includes((process.env.CI ?? '').toLowerCase());
  if (ci) {
    it('runs on PostgreSQL: DATABASE_URL is set (required under CI)', () => {
      expect.fail('The multinode tier needs PostgreSQL: set DATABASE_URL (CI=true forbids skipping it).');
    });
  } else {
    console.warn('multinode tier skipped: it runs on PostgreSQL only, set DATABASE_URL to run it.');
  }
  return undefined;
}

/**
 * The Redis server the realtime fan-out of the multinode tier goes through (REDIS_URL). Like the
 * database, skipped on a developer machine without it, a failing test under CI.
 */
export function multinodeRedisUrl(): string | undefined {
  const url = process.env.REDIS_URL;
  if (url) return url;
  const ci = ['1', 'true'].includes((process.env.CI ?? '').toLowerCase());
  if (ci) {
    it('runs with Redis: REDIS_URL is set (required under CI)', () => {
      expect.fail('The realtime multinode tests need Redis: set REDIS_URL (CI=true forbids skipping them).');
    });
  } else {
    console.warn('multinode realtime tests skipped: set REDIS_URL to run them.');
  }
  return undefined;
}

export interface ClusterNode {
  name: string;
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  /** Makes the node listen on an ephemeral loopback port (once); resolves to its base URL. */
  listen(): Promise<string>;
}

export interface Cluster {
  nodes: ClusterNode[];
  /** The shared web app key (configuration, the same on every node). */
  webKey: string;
  keyHeaders: Record<string, string>;
  databaseUrl: string;
  /** Adds one more node on the same database, migrating at start like `server.ts`. */
  addNode(): Promise<ClusterNode>;
  close(): Promise<void>;
}

/**
 * `count` API nodes as a load balancer would see them: each its own process state, data dir and
 * connection pool, all on one fresh PostgreSQL database, sharing their secrets through the
 * environment. They start together, so their migrations run concurrently as they would in production.
 * Every node gets REDIS_URL (when set) and a REDIS_PREFIX of its own cluster, so their sockets share
 * rooms through the Redis adapter; `node.listen()` opens a port for socket clients.
 */
export async function startCluster(serverUrl: string, count: number): Promise<Cluster> {
  const databaseName = `${testDatabasePrefix(serverUrl)}_cluster`;
  const databaseUrl = await createDatabase(serverUrl, databaseName);
  const sharedEnv: Record<string, string> = {
    DATABASE_URL: databaseUrl,
    JWT_SECRET: `cluster-jwt-${randomSuffix()}${randomSuffix()}`,
    WEB_API_ACCESS_TOKEN: `cluster-web-${randomSuffix()}${randomSuffix()}`,
    WEB_DIST_DIR: WEB_DIST_FIXTURE,
    PUBLIC_URL: 'http://cordee.test',
    LOG_LEVEL: 'silent',
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    REDIS_PREFIX: `${process.env.REDIS_PREFIX ?? 'test:'}${databaseName}:`,
  };
  const nodes: ClusterNode[] = [];
  const dataDirs: string[] = [];

  const startNode = async (name: string): Promise<ClusterNode> => {
    const dataDir = mkdtempSync(join(tmpdir(), `cordee-${name}-`));
    dataDirs.push(dataDir);
    const config = loadConfig({ ...sharedEnv, DATA_DIR: dataDir });
    const database = await openDatabase({ driver: 'postgres', url: databaseUrl }, () => {});
    try {
      await database.migrate();
      const app = await buildApp({ config, database, logger: false });
      await app.ready();
      let listening: Promise<string> | undefined;
      const listen = () => {
        listening ??= app.listen({ host: '127.0.0.1', port: 0 }).then(() => {
          const address = app.server.address();
          if (!address || typeof address === 'string') throw new Error(`${name}: no TCP address`);
          return `http://127.0.0.1:${address.port}`;
        });
        return listening;
      };
      const node = { name, app, database, config, listen };
      nodes.push(node);
      return node;
    } catch (error) {
      await database.close();
      throw error;
    }
  };

  const close = async () => {
    for (const node of nodes) {
      await node.app.close();
      await node.database.close();
    }
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase(serverUrl, databaseName);
  };

  try {
    const started = await Promise.allSettled(
      Array.from({ length: count }, (_, index) => startNode(`node-${String.fromCharCode(97 + index)}`)),
    );
    const failed = started.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failed) throw failed.reason;
  } catch (error) {
    await close();
    throw error;
  }
  nodes.sort((a, b) => a.name.localeCompare(b.name));

  return {
    nodes,
    webKey: sharedEnv.WEB_API_ACCESS_TOKEN as string,
    keyHeaders: { [API_ACCESS_TOKEN_HEADER]: sharedEnv.WEB_API_ACCESS_TOKEN as string },
    databaseUrl,
    addNode: () => startNode(`node-${String.fromCharCode(97 + nodes.length)}`),
    close,
  };
}
