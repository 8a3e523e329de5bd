import { describe, expect, it } from 'vitest';
import { CATALOGUE_VERSION, MemorySharedCache } from '../lib/shared-cache';
import { etagOf, matchesEtag, PAGE_CACHE_SECONDS, PageCache } from './page-cache';

describe('etagOf / matchesEtag', () => {
  it('names the same HTML with the same strong tag, another HTML with another', () => {
    expect(etagOf('<p>a</p>')).toBe(etagOf('<p>a</p>'));
    expect(etagOf('<p>a</p>')).not.toBe(etagOf('<p>b</p>'));
    expect(etagOf('x')).toMatch(/^"[\w-]+"$/);
  });

  it('reads a list, a weak tag and the wildcard', () => {
    const tag = etagOf('page');
    expect(matchesEtag(tag, tag)).toBe(true);
    expect(matchesEtag(`"other", ${tag}`, tag)).toBe(true);
    expect(matchesEtag(`W/${tag}`, tag)).toBe(true);
    expect(matchesEtag('*', tag)).toBe(true);
    expect(matchesEtag('"other"', tag)).toBe(false);
    expect(matchesEtag(undefined, tag)).toBe(false);
  });
});

describe('PageCache', () => {
  const page = { status: 200, html: '<h1>Buoux</h1>', etag: etagOf('<h1>Buoux</h1>') };

  it('keeps a page per address and language, at the catalogue version it was rendered at', async () => {
    const cache = new PageCache(new MemorySharedCache(), 'build-1');
    const version = await cache.currentVersion();
    await cache.set('/crags/1/buoux', 'fr', version, page);
    expect(await cache.get('/crags/1/buoux', 'fr', version)).toEqual(page);
    expect(await cache.get('/crags/1/buoux', 'en', version)).toBeUndefined();
    expect(await cache.get('/crags/1/buoux?page=2', 'fr', version)).toBeUndefined();
  });

  it('serves nothing rendered before a catalogue write', async () => {
    const store = new MemorySharedCache();
    const cache = new PageCache(store, 'build-1');
    const before = await cache.currentVersion();
    await cache.set('/crags/1/buoux', 'fr', before, page);
    await store.bump(CATALOGUE_VERSION);
    expect(await cache.get('/crags/1/buoux', 'fr', await cache.currentVersion())).toBeUndefined();
  });

  it("keeps each build's pages apart: a node never serves a page naming another build's files", async () => {
    const store = new MemorySharedCache();
    const before = new PageCache(store, 'build-1');
    const after = new PageCache(store, 'build-2');
    const version = await before.currentVersion();
    await before.set('/crags/1/buoux', 'fr', version, page);
    expect(await after.get('/crags/1/buoux', 'fr', version)).toBeUndefined();
    expect(await before.get('/crags/1/buoux', 'fr', version)).toEqual(page);
  });

  it('forgets a page after its lifetime', async () => {
    let now = 0;
    const cache = new PageCache(new MemorySharedCache({ now: () => now }), 'build-1');
    await cache.set('/', 'fr', 0, page);
    now = PAGE_CACHE_SECONDS * 1_000 - 1;
    expect(await cache.get('/', 'fr', 0)).toEqual(page);
    now = PAGE_CACHE_SECONDS * 1_000;
    expect(await cache.get('/', 'fr', 0)).toBeUndefined();
  });
});
