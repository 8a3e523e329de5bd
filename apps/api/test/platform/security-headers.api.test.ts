import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, WEB_DIST_FIXTURE } from '../helpers/test-app';

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: unknown): Map<string, string[]> {
  expect(typeof header, 'a Content-Security-Policy header').toBe('string');
  const map = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name, sources);
  }
  return map;
}

/** Script types a browser runs; any other type (`application/json`…) is data it never executes. */
const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/** The text of every inline script of the page that a browser would run. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = '']) => !/\bsrc\s*=/i.test(attributes))
    .filter(([, attributes = '']) => {
      const type = attributes.match(/\btype\s*=\s*["']?([^"'\s>]*)/i)?.[1] ?? '';
      return EXECUTABLE_TYPES.has(type.toLowerCase());
    })
    .map(([, , body = '']) => body);
}

/** The text of every <style> element of the page. */
function inlineStyles(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, body = '']) => body);
}

function sha256Source(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** The JSON block `<script type="application/json" id="…">` of the page, parsed. */
function jsonBlock(html: string, id: string): unknown {
  const match = html.match(new RegExp(`<script type="application/json" id="${id}">([\\s\\S]*?)</script>`));
  expect(match, `the ${id} block`).not.toBeNull();
  return JSON.parse(match?.[1] ?? 'null');
}

const HTML = { accept: 'text/html,*/*;q=0.8' };

describe('security headers on http', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      env: { SUPPORT_PAYMENT_URL: 'https://pay.example/?from=</script><script>alert(1)</script>' },
    });
  });

  afterAll(async () => {
    await t?.close();
  });

  it.each([
    ['the HTML shell', '/', HTML],
    ['a page the app does not know', '/nope/nope', HTML],
    ['an API call', '/api/v1/health', { accept: 'application/json' }],
    ['an unknown API path', '/api/v1/nope', { accept: 'application/json' }],
    ['a built asset', '/assets/app-test.js', { accept: '*/*' }],
  ])('%s forbids MIME sniffing and keeps the path out of cross-origin referrers', async (_label, url, headers) => {
    const response = await t.app.inject({ method: 'GET', url, headers });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('gives the HTML shell a policy with no inline or evaluated script, no plugin and no framing', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: HTML });
    const policy = directives(response.headers['content-security-policy']);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toContain("'self'");
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('connect-src')).toContain("'self'");
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    // Uploaded images (files on disk: served by the app itself), image previews (blob:) and the default map tiles.
    expect(policy.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'http://cordee.test',
      'https://tile.openstreetmap.org',
    ]);
  });

  it("frames nothing but the video providers' players, on every page kind", async () => {
    for (const url of ['/', '/crags/1/ceuse', '/embed/crags/map', '/nope/nope']) {
      const response = await t.app.inject({ method: 'GET', url, headers: HTML });
      expect(directives(response.headers['content-security-policy']).get('frame-src'), url).toEqual([
        'https://www.youtube-nocookie.com',
        'https://player.vimeo.com',
        'https://www.dailymotion.com',
        'https://www.instagram.com',
        'https://www.tiktok.com',
      ]);
    }
  });

  it('lets the embed pages of the page table be framed by other sites, and no other page', async () => {
    const embed = await t.app.inject({ method: 'GET', url: '/embed/crags/map?zoom=9', headers: HTML });
    expect(embed.statusCode).toBe(200);
    const embedPolicy = directives(embed.headers['content-security-policy']);
    expect(embedPolicy.has('frame-ancestors')).toBe(false);
    expect(embed.headers['x-frame-options']).toBeUndefined();
    expect(embedPolicy.get('script-src')).not.toContain("'unsafe-inline'");
    for (const url of ['/outdoor', '/embedded', '/outdoor/embed/crags/map', '/crags/1/ceuse', '/embed/crags/map/x']) {
      const response = await t.app.inject({ method: 'GET', url, headers: HTML });
      expect(directives(response.headers['content-security-policy']).get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(response.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('answers an unknown address under /embed/ with the 404 page, which no site may frame', async () => {
    for (const url of ['/embed/x', '/embed/', '/embed/crags']) {
      const response = await t.app.inject({ method: 'GET', url, headers: HTML });
      expect(response.statusCode, url).toBe(404);
      expect(directives(response.headers['content-security-policy']).get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(response.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('hands the runtime settings over in a JSON block no browser executes, which cannot be closed from inside', async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/', headers: HTML })).body;
    expect(jsonBlock(html, 'app-config')).toMatchObject({
      maintenance: false,
      mapTileUrl: t.config.mapTileUrl,
      supportPaymentUrl: 'https://pay.example/?from=</script><script>alert(1)</script>',
    });
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('name="app-config"');
  });

  it("hashes the build's inline scripts, the theme and session bootstraps and the scripts' loader, and no other", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: HTML });
    const scripts = inlineScripts(response.body);
    // The fixture carries the real build's bootstraps, byte for byte: their hashes are the ones a browser checks.
    const built = readFileSync(join(import.meta.dirname, '../../../web/index.html'), 'utf8');
    expect(scripts).toEqual(inlineScripts(built));
    expect(scripts).toEqual([
      expect.stringContaining('theme=dark'),
      expect.stringContaining('data-session'),
      expect.stringContaining('page-scripts'),
    ]);
    const scriptSrc = directives(response.headers['content-security-policy']).get('script-src') ?? [];
    expect(scriptSrc.filter((source) => source.startsWith("'sha256-"))).toEqual(scripts.map(sha256Source));
  });

  it("allows the build's stylesheets and its <style> elements by their hash, and no other inline style", async () => {
    for (const url of ['/', '/outdoor', '/crags/1/ceuse', '/embed/crags/map', '/nope/nope']) {
      const response = await t.app.inject({ method: 'GET', url, headers: HTML });
      const styles = inlineStyles(response.body);
      // The theme's background before the first paint, and the first screen's styles the build writes inline.
      expect(styles, url).toEqual([expect.stringContaining('background:#121212'), expect.stringContaining('.shell')]);
      const styleSrc = directives(response.headers['content-security-policy']).get('style-src');
      expect(styleSrc, url).toEqual(["'self'", ...styles.map(sha256Source)]);
      expect(response.body, url).not.toMatch(/<[a-z][^>]*\sstyle=/i);
    }
  });

  it('gives the API reference page its own policy: its scripts are files, never inline', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/docs/', headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(inlineScripts(response.body)).toEqual([]);
    const policy = directives(response.headers['content-security-policy']);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('security headers on https, with a build that has inline scripts', () => {
  const bootstrap = "document.documentElement.dataset.booted = 'yes';";
  const module = "import('/assets/app-test.js');";
  let dist: string;
  let t: TestApp;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'cordee-web-dist-'));
    cpSync(WEB_DIST_FIXTURE, dist, { recursive: true });
    const template = readFileSync(join(dist, 'index.html'), 'utf8').replace(
      '</body>',
      `<script>${bootstrap}</script>\n<script type="module">${module}</script>\n` +
        '<script type="application/ld+json">{"@type":"WebSite"}</script>\n</body>',
    );
    writeFileSync(join(dist, 'index.html'), template);
    t = await createTestApp({
      env: {
        WEB_DIST_DIR: dist,
        PUBLIC_URL: 'https://cordee.example.org',
        MAP_TILE_URL: 'https://{s}.tiles.example.net:8443/outdoor/{z}/{x}/{y}.png',
        // Uploaded files in an S3-compatible store, served through a CDN (no request reaches it here).
        S3_BUCKET: 'cordee-photos',
        S3_ENDPOINT: 'https://s3.fr-par.scw.cloud',
        S3_ACCESS_KEY_ID: 'access',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_PUBLIC_URL: 'https://photos.cdn.example/cordee',
      },
    });
  });

  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each([
    ['the HTML shell', '/', HTML],
    ['an API call', '/api/v1/health', { accept: 'application/json' }],
    ['a built asset', '/assets/app-test.js', { accept: '*/*' }],
  ])('%s tells browsers to come back over https only', async (_label, url, headers) => {
    const response = await t.app.inject({ method: 'GET', url, headers });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('allows the configured tile host, whatever its subdomain, in img-src', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/outdoor/crags/map', headers: HTML });
    const imgSrc = directives(response.headers['content-security-policy']).get('img-src');
    expect(imgSrc).toContain('https://*.tiles.example.net:8443');
    expect(imgSrc).not.toContain('https://tile.openstreetmap.org');
  });

  it('allows images from where the S3 store’s files are served, and not from the store’s own address', async () => {
    for (const url of ['/', '/crags/1/ceuse', '/embed/crags/map']) {
      const response = await t.app.inject({ method: 'GET', url, headers: HTML });
      const policy = directives(response.headers['content-security-policy']);
      expect(policy.get('img-src'), url).toEqual([
        "'self'",
        'data:',
        'blob:',
        'https://cordee.example.org',
        'https://photos.cdn.example',
        'https://*.tiles.example.net:8443',
      ]);
      // Browsers only ever load the files: the store's address is named nowhere.
      expect(String(response.headers['content-security-policy']), url).not.toContain('scw.cloud');
    }
  });

  it('hashes exactly the inline scripts the page carries, and nothing else', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/about', headers: HTML });
    const scripts = inlineScripts(response.body);
    // The build's theme and session bootstraps and its scripts' loader first, then the two this test added.
    expect(scripts).toEqual([
      expect.stringContaining('theme=dark'),
      expect.stringContaining('data-session'),
      expect.stringContaining('page-scripts'),
      bootstrap,
      module,
    ]);
    const scriptSrc = directives(response.headers['content-security-policy']).get('script-src') ?? [];
    expect(scriptSrc.filter((source) => source.startsWith("'sha256-")).sort()).toEqual(
      scripts.map(sha256Source).sort(),
    );
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });

  it('lets the live socket connect to the public address over wss', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: HTML });
    const connectSrc = directives(response.headers['content-security-policy']).get('connect-src');
    expect(connectSrc).toEqual(expect.arrayContaining(["'self'", 'wss://cordee.example.org']));
  });
});

/** What a raw request over TCP gets back, up to the server closing the connection: status and headers. */
function rawAnswer(port: number, request: string): Promise<{ status: number; headers: Map<string, string> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => {
      text += chunk;
    });
    // The server may close before it has read everything sent: what it answered is read all the same.
    socket.on('error', () => {});
    socket.on('close', () => {
      const [statusLine = '', ...lines] = (text.split('\r\n\r\n')[0] ?? '').split('\r\n');
      const headers = new Map(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      const status = Number(statusLine.split(' ')[1]);
      if (Number.isNaN(status)) reject(new Error(`no answer: ${JSON.stringify(text.slice(0, 200))}`));
      else resolve({ status, headers });
    });
    socket.write(request);
  });
}

describe('security headers on the answers Fastify does not write', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://cordee.example.org' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await t?.close();
  });

  function expectCommonHeaders(headers: Map<string, string> | Headers, label: string) {
    expect(headers.get('x-content-type-options'), label).toBe('nosniff');
    expect(headers.get('referrer-policy'), label).toBe('strict-origin-when-cross-origin');
    expect(headers.get('strict-transport-security'), label).toBe('max-age=31536000; includeSubDomains');
  }

  it.each([
    ['the opening of a polling connection', '/socket.io/?EIO=4&transport=polling', 200],
    ['a transport it does not know', '/socket.io/?EIO=4&transport=carrier-pigeon', 400],
    ['a session it does not know', '/socket.io/?EIO=4&transport=polling&sid=nope', 400],
  ])('gives Socket.IO’s answer to %s the common headers', async (label, path, status) => {
    const response = await fetch(`http://127.0.0.1:${port}${path}`);
    await response.arrayBuffer();
    expect(response.status).toBe(status);
    expectCommonHeaders(response.headers, label);
  });

  it('answers a request whose headers are too large with 431 and the common headers', async () => {
    const answer = await rawAnswer(
      port,
      `GET /api/v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(100_000)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expectCommonHeaders(answer.headers, '431');
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('answers a request the HTTP parser cannot read with 400 and the common headers', async () => {
    const answer = await rawAnswer(port, 'NOT AN HTTP REQUEST\r\n\r\n');
    expect(answer.status).toBe(400);
    expectCommonHeaders(answer.headers, '400');
  });
});
