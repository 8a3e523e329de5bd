import { desc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageViews } from '../../src/db/schema';
import { queryRows } from '../helpers/sql';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

function postPageView(payload: object, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/page_views',
    headers: { ...t.keyHeaders, ...headers },
    payload,
  });
}

async function lastPageView() {
  const [row] = await t.db.select().from(pageViews).orderBy(desc(pageViews.id)).limit(1);
  return row;
}

describe('POST /api/v1/page_views', () => {
  it('records the view and answers 204 with no body', async () => {
    const response = await postPageView({ path: '/outdoor', referrer: null, language: 'fr' });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await lastPageView()).toMatchObject({ path: '/outdoor', referrer: null, language: 'fr' });
  });

  it('keeps the path without its query string or fragment', async () => {
    await postPageView({ path: '/crags/12/ceuse?utm_source=newsletter&email=me@example.org#sector-2', language: 'en' });
    expect(await lastPageView()).toMatchObject({ path: '/crags/12/ceuse', language: 'en' });
  });

  it('reduces the referrer to its origin', async () => {
    await postPageView({
      path: '/indoor',
      referrer: 'https://www.example.org/search?q=escalade+lyon&user=alice',
      language: 'fr',
    });
    expect((await lastPageView())?.referrer).toBe('https://www.example.org');
  });

  it('drops a referrer that is not a URL', async () => {
    await postPageView({ path: '/community', referrer: 'alice@example.org', language: 'fr' });
    expect(await lastPageView()).toMatchObject({ path: '/community', referrer: null });
  });

  it('keeps nothing of the visitor: no IP address, no user agent', async () => {
    await postPageView(
      { path: '/about', language: 'fr' },
      { 'x-forwarded-for': '203.0.113.77', 'user-agent': 'Mozilla/5.0 (Cordee test agent)' },
    );
    const columns = await queryRows<{ column_name: string }>(
      t.db,
      sql`select column_name from information_schema.columns where table_schema = 'public' and table_name = 'page_views'`,
    );
    expect(columns.length).toBeGreaterThan(0);
    for (const { column_name } of columns) expect(column_name).not.toMatch(/ip|addr|agent|user|session|cookie/i);

    const stored = JSON.stringify(await lastPageView());
    expect(stored).not.toContain('203.0.113.77');
    expect(stored).not.toContain('Cordee test agent');
  });
});
