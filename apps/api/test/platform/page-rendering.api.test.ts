import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { APP_SHELL_PATH } from '@climb/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverBundlePath } from '../../src/web/page-renderer';
import { createCrag } from '../factories/outdoor.factory';
import { authHeaders, createUser } from '../factories/users.factory';
import { createTestApp, type TestApp, WEB_DIST_FIXTURE } from '../helpers/test-app';

/** The crag page's own styles in the fixture build, as the page writes them in. */
const CRAG_PAGE_CSS = readFileSync(join(WEB_DIST_FIXTURE, 'assets', 'crag-page.css'), 'utf8').trim();

/** The stand-in renderer the server loaded (the same module instance: one process, one URL). */
async function renderCount(): Promise<number> {
  const bundle = (await import(pathToFileURL(serverBundlePath(WEB_DIST_FIXTURE)).href)) as { renderCount(): number };
  return bundle.renderCount();
}

function pageState(html: string): unknown {
  const json = html.match(/<script type="application\/json" id="page-state">([\s\S]*?)<\/script>/)?.[1];
  return json ? JSON.parse(json) : undefined;
}

describe('public pages rendered on the server (docs/decisions/022)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

  it('sends a crag page with its content, read through the API, and the data the browser hydrates with', async () => {
    const crag = await createCrag(t.db, { name: 'Rocher des Aiguilles' });
    const response = await get(`/crags/${crag.id}/${crag.slug_name}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"><h1>Rocher des Aiguilles</h1></div>');
    expect(pageState(response.body)).toMatchObject({
      queries: { crag: { id: crag.id, name: 'Rocher des Aiguilles' } },
    });
    // The page's own files (the build's `.page-assets.json`): its styles written in, its scripts named for the loader,
    // which fetches them with the entry once the page is painted.
    expect(response.body).toContain(
      `<style>${CRAG_PAGE_CSS}</style><link rel="stylesheet" crossorigin href="/assets/crag-page.css" disabled></head>`,
    );
    expect(response.body).not.toContain('<script type="module"');
    expect(response.body).toContain(
      '<script type="application/json" id="page-scripts">{"entry":"/assets/app-test.js","modules":["/assets/crag-page.js","/assets/crags-fr.js"]}</script>',
    );
    expect(response.headers.vary).toBe('Cookie');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it("allows the page's own styles by their hash, on the first answer and on those from the cache", async () => {
    const crag = await createCrag(t.db, { name: 'Falaise du Hash' });
    const hash = `'sha256-${createHash('sha256').update(CRAG_PAGE_CSS, 'utf8').digest('base64')}'`;
    const first = await get(`/crags/${crag.id}/${crag.slug_name}`);
    const again = await get(`/crags/${crag.id}/${crag.slug_name}`);
    for (const response of [first, again]) {
      const styleSrc = /style-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1] ?? '';
      expect(styleSrc.split(' ')).toContain(hash);
      expect(styleSrc).not.toContain("'unsafe-inline'");
    }
    expect(again.body).toBe(first.body);
    // A page without styles of its own allows no more than the build's.
    const shell = await get('/ascents/new');
    expect(String(shell.headers['content-security-policy'])).not.toContain(hash);
  });

  it('answers the 404 page for a crag that does not exist, as the shell the browser renders', async () => {
    const response = await get('/crags/999999/nowhere');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('leaves the pages that show the climber their own things to the browser', async () => {
    const before = await renderCount();
    const response = await get('/ascents/new');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(pageState(response.body)).toBeUndefined();
    expect(await renderCount()).toBe(before);
  });

  it('answers a revisit with 304 Not Modified, by the ETag of the page', async () => {
    const crag = await createCrag(t.db, { slug_name: 'x' });
    const first = await get(`/crags/${crag.id}/x`);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get(`/crags/${crag.id}/x`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await get(`/crags/${crag.id}/x`, { 'if-none-match': '"something-else"' });
    expect(other.statusCode).toBe(200);
  });

  it('keeps a rendered page per address and language, and renders it again after a write', async () => {
    const { user } = await createUser(t.db);
    const headers = await authHeaders(user, t.config.jwtSecret, t.keyHeaders);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/crags.json',
      headers,
      payload: { name: 'Falaise du Moulin', latitude: 44.7, longitude: 5.2, climbing_types: ['sport_climbing'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, slug_name } = created.json() as { id: number; slug_name: string };
    // Its canonical address: a page asked under another slug is sent there (docs/decisions/027).
    const path = `/crags/${id}/${slug_name}`;

    const fr = await get(path);
    const rendered = await renderCount();
    const cached = await get(path);
    expect(await renderCount()).toBe(rendered);
    expect(cached.body).toBe(fr.body);

    // Another language is another page.
    await get('/about', { cookie: 'i18n_redirected=en' });
    const about = await get('/about', { cookie: 'i18n_redirected=fr' });
    expect(about.body).toContain('<h1>/about (fr)</h1>');

    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/crags/${id}.json`,
      headers,
      payload: { name: 'Falaise du Vieux Moulin' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    // The renamed crag has a new address: the old one sends there for good (docs/decisions/027).
    const moved = await get(path, { 'if-none-match': fr.headers.etag as string });
    expect(moved.statusCode).toBe(301);
    const after = await get(moved.headers.location as string, { 'if-none-match': fr.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('<h1>Falaise du Vieux Moulin</h1>');
  });

  it('sends the empty shell the service worker keeps for offline pages', async () => {
    const before = await renderCount();
    const response = await get(APP_SHELL_PATH);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('<meta name="api-access-token"');
    expect(await renderCount()).toBe(before);
  });

  it('finds the renderer beside the web build', () => {
    expect(serverBundlePath(WEB_DIST_FIXTURE)).toBe(join(WEB_DIST_FIXTURE, '..', 'dist-server', 'entry-server.js'));
  });
});
