import { API_ACCESS_TOKEN_HEADER } from '@climb/contracts';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageViews } from '../../src/db/schema';
import { createOrganization } from '../factories/accounts.factory';
import { type Cluster, multinodeDatabaseUrl, startCluster } from '../helpers/cluster';
import { queryRows } from '../helpers/sql';

const serverUrl = multinodeDatabaseUrl();

describe.skipIf(!serverUrl)('two API nodes on one PostgreSQL database', () => {
  let cluster: Cluster;

  beforeAll(async () => {
    // Both nodes start at once on an empty database: their migrations race, as in a rolling deploy.
    cluster = await startCluster(serverUrl as string, 2);
  });

  afterAll(async () => {
    await cluster?.close();
  });

  it('both migrated the database once and are healthy', async () => {
    const [row] = await queryRows<{ count: number | string }>(
      cluster.nodes[0]?.database.db ?? expect.fail('no node'),
      sql`select count(*) as count from drizzle.__drizzle_migrations`,
    );
    expect(Number(row?.count)).toBeGreaterThan(0);
    for (const node of cluster.nodes) {
      const response = await node.app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(response.statusCode, node.name).toBe(200);
      expect(response.json(), node.name).toMatchObject({
        status: 'ok',
        database: { reachable: true, driver: 'postgres' },
      });
    }
  });

  it('stores a page view posted to each node, and each node sees both', async () => {
    const [a, b] = cluster.nodes;
    if (!a || !b) return expect.fail('two nodes expected');
    const post = (node: typeof a, path: string) =>
      node.app.inject({
        method: 'POST',
        url: '/api/v1/page_views',
        headers: cluster.keyHeaders,
        payload: { path, language: 'fr' },
      });
    expect((await post(a, '/outdoor')).statusCode).toBe(204);
    expect((await post(b, '/indoor')).statusCode).toBe(204);

    for (const node of [a, b]) {
      const rows = await node.database.db.select().from(pageViews).orderBy(asc(pageViews.id));
      expect(
        rows.map((row) => row.path),
        node.name,
      ).toEqual(['/outdoor', '/indoor']);
    }
  });

  it("accepts on one node an organization's key created through the other", async () => {
    const [a, b] = cluster.nodes;
    if (!a || !b) return expect.fail('two nodes expected');
    const { key } = await createOrganization(a.database.db);
    const response = await b.app.inject({
      method: 'POST',
      url: '/api/v1/page_views',
      headers: { [API_ACCESS_TOKEN_HEADER]: key },
      payload: { path: '/community', language: 'en' },
    });
    expect(response.statusCode).toBe(204);
  });

  it('lets a node started later find nothing left to migrate', async () => {
    const before = await queryRows<{ id: number }>(
      cluster.nodes[0]?.database.db ?? expect.fail('no node'),
      sql`select id from drizzle.__drizzle_migrations order by id`,
    );
    const late = await cluster.addNode();
    const after = await queryRows<{ id: number }>(
      late.database.db,
      sql`select id from drizzle.__drizzle_migrations order by id`,
    );
    expect(after).toEqual(before);
    expect((await late.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
  });
});
