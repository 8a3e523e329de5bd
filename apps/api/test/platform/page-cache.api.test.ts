import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverBundlePath } from '../../src/web/page-renderer';
import { createAscent } from '../factories/logbook.factory';
import { createCrag, createCragRoute } from '../factories/outdoor.factory';
import { authHeaders, createUser, DEFAULT_PASSWORD } from '../factories/users.factory';
import { createTestApp, type TestApp, WEB_DIST_FIXTURE } from '../helpers/test-app';

interface StandIn {
  renderCount(): number;
  failNextRender(kind: 'throw' | 'query'): void;
}

/** The stand-in renderer the server loaded (the same module instance: one process, one URL). */
async function standIn(): Promise<StandIn> {
  return (await import(pathToFileURL(serverBundlePath(WEB_DIST_FIXTURE)).href)) as StandIn;
}

const redisUrl = process.env.REDIS_URL;

/** The same cases in memory and, when REDIS_URL is set, in Redis (docs/decisions/026). */
const stores: { name: string; env: Record<string, string> }[] = [
  { name: 'in memory', env: {} },
  ...(redisUrl
    ? [
        {
          name: 'in Redis',
          env: { REDIS_URL: redisUrl, REDIS_PREFIX: `test-page-cache-${process.pid}-${Date.now()}:` },
        },
      ]
    : []),
];

describe.each(stores)('the page cache, $name (docs/decisions/026)', ({ env }) => {
  let t: TestApp;
  let renderer: StandIn;

  beforeAll(async () => {
    t = await createTestApp({ env });
    renderer = await standIn();
  });

  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

  /** Whether a visit renders the page (a miss) rather than serving it from the cache. */
  async function renders(url: string): Promise<boolean> {
    const before = renderer.renderCount();
    const response = await get(url);
    expect(response.statusCode, url).toBe(200);
    return renderer.renderCount() > before;
  }

  it('keeps a crag page asked under its canonical address', async () => {
    const crag = await createCrag(t.db, { name: 'Céüse', slug_name: 'ceuse' });
    expect(await renders(`/crags/${crag.id}/ceuse`)).toBe(true);
    expect(await renders(`/crags/${crag.id}/ceuse`)).toBe(false);
  });

  it('renders a page once for visitors who miss it at the same moment, and sends each of them that page', async () => {
    const crag = await createCrag(t.db, { name: 'Buoux', slug_name: 'buoux' });
    const before = renderer.renderCount();
    const answers = await Promise.all(Array.from({ length: 6 }, () => get(`/crags/${crag.id}/buoux`)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
    expect(renderer.renderCount() - before).toBe(1);
  });

  it('keeps no render that failed: the next visitor gets the page rendered again, whole', async () => {
    const crag = await createCrag(t.db, { name: 'Buoux', slug_name: 'buoux' });
    const path = `/crags/${crag.id}/buoux`;
    renderer.failNextRender('throw');
    const failed = await get(path);
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('<div id="root"></div>');
    renderer.failNextRender('query');
    expect(await renders(path)).toBe(true);
    const next = await get(path);
    expect(next.body).toContain('<h1>Buoux</h1>');
    expect(await renders(path)).toBe(false);
  });

  it('never keeps a search page', async () => {
    expect(await renders('/outdoor/search/crags?query=ceuse')).toBe(true);
    expect(await renders('/outdoor/search/crags?query=ceuse')).toBe(true);
  });

  it('makes no entry for a wrong slug, nor for a query parameter the page does not read', async () => {
    const crag = await createCrag(t.db, { name: 'Orpierre', slug_name: 'orpierre' });
    expect(await renders(`/crags/${crag.id}/orpierre`)).toBe(true);
    // Another slug is sent to the crag's own address (docs/decisions/027), neither rendered nor kept.
    const before = renderer.renderCount();
    const wrong = await get(`/crags/${crag.id}/wrong-name`);
    expect([wrong.statusCode, wrong.headers.location]).toEqual([301, `/crags/${crag.id}/orpierre`]);
    expect(renderer.renderCount()).toBe(before);
    // Parameters the crag page does not read lead to the one entry of its address.
    expect(await renders(`/crags/${crag.id}/orpierre?utm_source=a`)).toBe(false);
    expect(await renders(`/crags/${crag.id}/orpierre?page=9&x=1`)).toBe(false);
    // A parameter a page reads is another page.
    expect(await renders(`/crags/${crag.id}/orpierre/routes?page=2&x=1`)).toBe(true);
    expect(await renders(`/crags/${crag.id}/orpierre/routes?page=2&x=2`)).toBe(false);
  });

  it('keeps no page of a record that does not exist', async () => {
    // Rendered each time (its 404 inside the layout, which the browser hydrates quietly), never kept.
    const before = renderer.renderCount();
    expect((await get('/crags/99999999/nowhere')).statusCode).toBe(404);
    expect((await get('/crags/99999999/nowhere')).statusCode).toBe(404);
    expect(renderer.renderCount()).toBe(before + 2);
  });

  describe("a climber's comment leaves the route's page at once", () => {
    async function commentedRoute(comment: string) {
      const { user } = await createUser(t.db, { first_name: 'Zoé', last_name: 'Dalle', public_outdoor_ascents: true });
      const crag = await createCrag(t.db, { slug_name: 'la-falaise' });
      const route = await createCragRoute(t.db, crag.id, { name: 'La Voie', slug_name: 'la-voie' });
      const ascent = await createAscent(t.db, user.id, route, { comment });
      const other = await createCrag(t.db, { name: 'Ailleurs', slug_name: 'ailleurs' });
      const path = `/crag-routes/${route.id}/la-voie`;
      const otherPath = `/crags/${other.id}/ailleurs`;
      expect((await get(path)).body).toContain(comment);
      await get(otherPath);
      expect(await renders(otherPath)).toBe(false);
      const headers = await authHeaders(user, t.config.jwtSecret, t.keyHeaders);
      return { user, ascent, path, otherPath, headers };
    }

    it('when the climber makes their ascents private', async () => {
      const { path, otherPath, headers } = await commentedRoute('Superbe dalle grise');
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/current_users.json',
        headers,
        payload: { user: { public_outdoor_ascents: false } },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect((await get(path)).body).not.toContain('Superbe dalle grise');
      expect(await renders(otherPath)).toBe(false);
    });

    it('when the climber deletes the ascent', async () => {
      const { ascent, path, otherPath, headers } = await commentedRoute('Bloc du milieu dur');
      const response = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/ascent_crag_routes/${ascent.id}.json`,
        headers,
      });
      expect(response.statusCode, response.body).toBe(204);
      expect((await get(path)).body).not.toContain('Bloc du milieu dur');
      expect(await renders(otherPath)).toBe(false);
    });

    it('when the climber deletes the account, name and all', async () => {
      const { path, otherPath, headers } = await commentedRoute('Rocher magnifique');
      const response = await t.app.inject({
        method: 'DELETE',
        url: '/api/v1/current_users.json',
        headers,
        payload: { password: DEFAULT_PASSWORD },
      });
      expect(response.statusCode, response.body).toBe(204);
      const body = (await get(path)).body;
      expect(body).not.toContain('Rocher magnifique');
      expect(body).not.toContain('Zoé');
      expect(await renders(otherPath)).toBe(false);
    });
  });
});
