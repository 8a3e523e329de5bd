import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { PAGE_META, pageTitle } from '@climb/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTML_OPENING_TAG } from '../../src/web/html';
import { createTestApp, type TestApp, WEB_DIST_FIXTURE } from '../helpers/test-app';

/** The content of `<meta name="…">` in a page, or undefined. */
function meta(html: string, name: string): string | undefined {
  return html.match(new RegExp(`<meta name="${name}" content="([^"]*)"`))?.[1];
}

function title(html: string): string | undefined {
  return html.match(/<title>([^<]*)<\/title>/)?.[1];
}

function unescapeHtml(value: string): string {
  return value
    .replaceAll('&#39;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

describe('the web app HTML', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  function get(url: string, headers: Record<string, string> = {}) {
    return t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,*/*;q=0.8', ...headers } });
  }

  it('serves / in French by default, with its title, description, light theme and the web app key', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.body;
    expect(html).toContain('<html lang="fr" data-mantine-color-scheme="light" data-environment="none">');
    expect(unescapeHtml(title(html) ?? '')).toBe(pageTitle('fr', 'home'));
    expect(title(html)).toContain('Cordée');
    expect(unescapeHtml(meta(html, 'description') ?? '')).toBe(PAGE_META.fr.home.description);
    expect(meta(html, 'theme-color')).toBe('#ffffff');
    expect(html).toMatch(/background:\s*#ffffff/);
    expect(meta(html, 'api-access-token')).toBe(t.webKey);
  });

  it('serves English to a visitor whose i18n_redirected cookie says en', async () => {
    const html = (await get('/', { cookie: 'i18n_redirected=en' })).body;
    expect(html).toContain('<html lang="en"');
    expect(unescapeHtml(title(html) ?? '')).toBe(pageTitle('en', 'home'));
    expect(unescapeHtml(meta(html, 'description') ?? '')).toBe(PAGE_META.en.home.description);
    expect(title(html)).not.toBe(pageTitle('fr', 'home'));
  });

  it('falls back to French for an unknown language cookie', async () => {
    const html = (await get('/', { cookie: 'i18n_redirected=de' })).body;
    expect(html).toContain('<html lang="fr"');
  });

  it("sends the same page whatever the theme: the build's bootstrap applies the theme cookie before the first paint", async () => {
    const dark = (await get('/about', { cookie: 'theme=dark; i18n_redirected=en' })).body;
    const light = (await get('/about', { cookie: 'i18n_redirected=en' })).body;
    expect(dark).toBe(light);
    expect(unescapeHtml(title(dark) ?? '')).toBe(pageTitle('en', 'about'));
    // The fixture carries the real build's bootstrap, which reads the cookie and paints the dark background.
    const bootstrap = (html: string) => html.match(/<script>\(\(\)=>\{[\s\S]*?<\/script>/)?.[0];
    const built = readFileSync(join(import.meta.dirname, '../../../web/index.html'), 'utf8');
    expect(bootstrap(dark)).toBe(bootstrap(built));
    expect(bootstrap(dark)).toContain('theme=dark');
    expect(dark).toMatch(/data-mantine-color-scheme="dark"\] body\{background:#121212\}/);
  });

  it('gives each built page its own title', async () => {
    const html = (await get('/indoor?from=home')).body;
    expect(unescapeHtml(title(html) ?? '')).toBe(pageTitle('fr', 'indoor'));
    expect(html).toContain('<link rel="canonical" href="http://cordee.test/indoor" />');
  });

  it("names the page's environment on <html>, whose colour the build's stylesheet gives the theme", async () => {
    for (const [url, environment] of [
      ['/indoor', 'indoor'],
      ['/outdoor', 'outdoor'],
      ['/crags/1/ceuse', 'outdoor'],
      ['/about', 'none'],
      ['/nope/nope', 'none'],
    ] as const) {
      const html = (await get(url)).body;
      expect(html, url).toContain(`data-mantine-color-scheme="light" data-environment="${environment}">`);
    }
  });

  it('answers an unknown page with a 404 status and the app, which shows its 404 page', async () => {
    const response = await get('/nope/nope');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<div id="root"></div>');
    expect(unescapeHtml(title(response.body) ?? '')).toBe(pageTitle('fr', 'notFound'));
    expect(meta(response.body, 'api-access-token')).toBe(t.webKey);
  });

  it('redirects /maintenance to / while maintenance is off', async () => {
    const response = await get('/maintenance');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
  });

  it('never sends the raw template', async () => {
    for (const url of ['/index.html', '/', '/nope']) {
      const html = (await get(url, { cookie: 'i18n_redirected=en; theme=dark' })).body;
      expect(html, url).not.toContain('<!--app-head-->');
      expect(html, url).not.toContain(HTML_OPENING_TAG);
      expect(html, url).toContain('<meta name="api-access-token"');
    }
    expect(readFileSync(join(WEB_DIST_FIXTURE, 'index.html'), 'utf8')).toContain('<!--app-head-->');
  });

  it('escapes what comes from the URL', async () => {
    const html = (await get('/nope/rock&roll')).body;
    expect(html).toContain('<link rel="canonical" href="http://cordee.test/nope/rock&amp;roll" />');
  });

  it('serves built assets with a year-long immutable cache', async () => {
    const response = await get('/assets/app-test.js', { accept: '*/*' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.headers['cache-control']).toContain('max-age=31536000');
    expect(response.body).toBe(readFileSync(join(WEB_DIST_FIXTURE, 'assets', 'app-test.js'), 'utf8'));
  });

  it('does not serve a missing asset as a page', async () => {
    const response = await get('/assets/app-missing.js', { accept: '*/*' });
    expect(response.statusCode).toBe(404);
  });

  it('gives every response a request id, and keeps a well-formed one the client sent', async () => {
    for (const url of ['/', '/nope', '/assets/app-test.js', '/api/v1/health', '/api/v1/nope', '/api/v1/page_views']) {
      const response = await get(url);
      expect(response.headers['x-request-id'], url).toMatch(/^[\w-]{8,64}$/);
    }
    const given = await get('/api/v1/health', { 'x-request-id': 'trace-0123456789' });
    expect(given.headers['x-request-id']).toBe('trace-0123456789');
    const refused = await get('/api/v1/health', { 'x-request-id': 'bad id <script>' });
    expect(refused.headers['x-request-id']).not.toBe('bad id <script>');
  });
});

describe("the web app's index.html", () => {
  it.each([
    ['the source template', fileURLToPath(new URL('../../../web/index.html', import.meta.url))],
    ['the test fixture', join(WEB_DIST_FIXTURE, 'index.html')],
  ])('%s carries the <html> tag and the head marker the server fills', (_label, file) => {
    const template = readFileSync(file, 'utf8');
    expect(template).toContain(HTML_OPENING_TAG);
    expect(template).toContain('<!--app-head-->');
  });
});

describe('the web app HTML under maintenance', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { MAINTENANCE: 'on' } });
  });

  afterAll(async () => {
    await t?.close();
  });

  it.each(['/', '/outdoor', '/about/attributions', '/nope/nope'])('redirects %s to /maintenance', async (url) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/maintenance');
  });

  it('serves the maintenance page in the visitor language', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/maintenance',
      headers: { accept: 'text/html', cookie: 'i18n_redirected=en' },
    });
    expect(response.statusCode).toBe(200);
    expect(unescapeHtml(title(response.body) ?? '')).toBe(pageTitle('en', 'maintenance'));
    expect(response.body).toContain('<html lang="en"');
  });
});

describe('the built assets, compressed once at build time', () => {
  const script = `console.log(${JSON.stringify('une longue voie '.repeat(500))});\n`;
  let dist: string;
  let t: TestApp;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'cordee-web-dist-'));
    cpSync(WEB_DIST_FIXTURE, dist, { recursive: true });
    const asset = join(dist, 'assets', 'index-precompressed.js');
    writeFileSync(asset, script);
    writeFileSync(`${asset}.br`, brotliCompressSync(script));
    writeFileSync(`${asset}.gz`, gzipSync(script));
    t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  });

  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  function getAsset(acceptEncoding: string) {
    return t.app.inject({
      method: 'GET',
      url: '/assets/index-precompressed.js',
      headers: { accept: '*/*', 'accept-encoding': acceptEncoding },
    });
  }

  it('sends the brotli copy to a browser that takes brotli, the gzip copy otherwise, with the immutable cache', async () => {
    const brotli = await getAsset('gzip, deflate, br');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toContain('immutable');
    // A shared cache keeps one copy per encoding: a browser without brotli never gets the brotli copy.
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.equals(readFileSync(join(dist, 'assets', 'index-precompressed.js.br')))).toBe(true);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);

    const gzip = await getAsset('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(readFileSync(join(dist, 'assets', 'index-precompressed.js.gz')))).toBe(true);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await getAsset('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });
});
