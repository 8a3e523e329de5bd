import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  inlineScriptHashes,
  inlineStyleHashes,
  isFramablePath,
  tileSource,
  webAppPolicy,
} from './content-security-policy';

function sha256(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

describe('tileSource', () => {
  it.each([
    ['https://tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://tile.openstreetmap.org'],
    ['https://{s}.tile.openstreetmap.fr/osmfr/{z}/{x}/{y}.png', 'https://*.tile.openstreetmap.fr'],
    ['https://tiles-{s}.Example.net:8443/{z}/{x}/{y}{r}.png', 'https://*.example.net:8443'],
    ['http://localhost:8080/tiles/{z}/{x}/{y}.png', 'http://localhost:8080'],
  ])('allows the host of %s as %s', (url, source) => {
    expect(tileSource(url)).toBe(source);
  });

  it("leaves tiles the server serves itself to 'self'", () => {
    expect(tileSource('/tiles/{z}/{x}/{y}.png')).toBeNull();
  });
});

describe('inlineScriptHashes', () => {
  it('hashes the scripts a browser runs, not files, JSON blocks or other data', () => {
    const html = [
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<script>window.booted = true;</script>',
      "<script type='module'>import('/assets/late.js');</script>",
      '<script type="application/json" id="app-config">{"version":"1"}</script>',
      '<script type="application/ld+json">{"@type":"WebSite"}</script>',
      '<SCRIPT type="text/javascript">window.booted = true;</SCRIPT>',
    ].join('\n');
    expect(inlineScriptHashes(html)).toEqual([sha256('window.booted = true;'), sha256("import('/assets/late.js');")]);
  });
});

describe('inlineStyleHashes', () => {
  it('hashes every <style> element, whatever its attributes, once each', () => {
    const html = [
      '<link rel="stylesheet" href="/assets/page.css">',
      '<style>html,body{margin:0}</style>',
      '<STYLE media="print">.a{color:red}</STYLE>',
      '<style>html,body{margin:0}</style>',
      '<div style="color:red"></div>',
    ].join('\n');
    expect(inlineStyleHashes(html)).toEqual([sha256('html,body{margin:0}'), sha256('.a{color:red}')]);
  });
});

describe('webAppPolicy', () => {
  it("allows styles from the build's files and by their hash only", () => {
    const policy = webAppPolicy({
      scriptHashes: [sha256('a()')],
      styleHashes: [sha256('b{}')],
      tiles: null,
      publicOrigin: 'https://cordee.example.org',
      fileOrigin: null,
      framable: false,
    });
    expect(policy).toContain(`style-src 'self' ${sha256('b{}')};`);
    expect(policy).not.toContain('unsafe-inline');
  });

  const options = {
    scriptHashes: [],
    styleHashes: [],
    tiles: 'https://tile.openstreetmap.org',
    publicOrigin: 'https://cordee.example.org',
    framable: false,
  };

  /** One directive's sources. */
  function sources(policy: string, name: string): string[] | undefined {
    const directive = policy.split('; ').find((part) => part.startsWith(`${name} `));
    return directive?.split(' ').slice(1);
  }

  it('allows images from where the S3 store serves its files when they are kept there', () => {
    expect(sources(webAppPolicy({ ...options, fileOrigin: null }), 'img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://cordee.example.org',
      'https://tile.openstreetmap.org',
    ]);
    expect(sources(webAppPolicy({ ...options, fileOrigin: 'https://photos.cdn.example' }), 'img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://cordee.example.org',
      'https://photos.cdn.example',
      'https://tile.openstreetmap.org',
    ]);
    // Files served under the site's own address (a proxy in front of the store) add nothing.
    expect(sources(webAppPolicy({ ...options, fileOrigin: 'https://cordee.example.org' }), 'img-src')).toHaveLength(5);
  });

  it("frames the video providers' players and nothing else, on every page kind", () => {
    for (const framable of [false, true]) {
      expect(sources(webAppPolicy({ ...options, fileOrigin: null, framable }), 'frame-src')).toEqual([
        'https://www.youtube-nocookie.com',
        'https://player.vimeo.com',
        'https://www.dailymotion.com',
        'https://www.instagram.com',
        'https://www.tiktok.com',
      ]);
    }
  });
});

describe('isFramablePath', () => {
  it('is true for the embed pages of the page table only, not for any other address under /embed/', () => {
    expect(isFramablePath('/embed/crags/map')).toBe(true);
    expect(isFramablePath('/embed/x')).toBe(false);
    expect(isFramablePath('/embed/crags/map/x')).toBe(false);
    expect(isFramablePath('/embedded')).toBe(false);
    expect(isFramablePath('/outdoor/embed/crags')).toBe(false);
  });
});
