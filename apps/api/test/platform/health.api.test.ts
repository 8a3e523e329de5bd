import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { openTestDatabase } from '../helpers/test-database';

const rootPackage = JSON.parse(readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};
const expectedDriver = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const redisUrl = process.env.REDIS_URL;

describe('GET /api/v1/health', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  it('says the API and its database answer, with the version and the driver', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      version: rootPackage.version,
      database: { reachable: true, driver: expectedDriver },
      redis: { configured: false, reachable: false },
      uptime_seconds: expect.any(Number),
    });
  });
});

describe.skipIf(!redisUrl)('GET /api/v1/health with Redis (REDIS_URL)', () => {
  it('says Redis answers too', async () => {
    const t = await createTestApp({
      env: { REDIS_URL: redisUrl ?? '', REDIS_PREFIX: `${process.env.REDIS_PREFIX ?? ''}health:` },
    });
    try {
      // A node that has just started may still be opening its connections.
      await expect
        .poll(async () => (await t.app.inject({ method: 'GET', url: '/api/v1/health' })).json())
        .toMatchObject({ status: 'ok', redis: { configured: true, reachable: true } });
    } finally {
      await t.close();
    }
  });
});

describe('GET /api/v1/health when the database is gone', () => {
  it('answers 503 degraded', async () => {
    const database = await openTestDatabase();
    const t = await createTestApp({ database });
    try {
      await database.close();
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'degraded', database: { reachable: false } });
    } finally {
      await t.close();
    }
  });
});
