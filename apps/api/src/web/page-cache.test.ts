import { matchPageWithParams } from '@climb/contracts';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_VERSION, INDOOR_VERSION, MemorySharedCache } from '../lib/shared-cache';
import { etagOf, matchesEtag, PAGE_CACHE_SECONDS, PageCache, pageAddress } from './page-cache';

const BOUNDS = { maxEntries: 100, maxBytes: 1024 * 1024 };

/** The address a URL's page is kept at, as the server computes it. */
function addressOf(url: string) {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const matched = matchPageWithParams(pathname);
  if (!matched) throw new Error(`no page at ${url}`);
  return pageAddress(matched.page, matched.params, searchParams);
}

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

describe('pageAddress', () => {
  it('keeps the query parameters a page reads, in its order, and leaves the others out', () => {
    expect(addressOf('/crags/12/ceuse/routes?utm_source=x&sort=grade&page=2')).toEqual({
      url: '/crags/12/ceuse/routes?page=2&sort=grade',
      versions: [CATALOGUE_VERSION],
    });
    expect(addressOf('/crags/12/ceuse?page=2&anything=1')?.url).toBe('/crags/12/ceuse');
  });

  it('carries the versions of the records a page shows, the catalogue first', () => {
    expect(addressOf('/crags/12/ceuse')?.versions).toEqual([CATALOGUE_VERSION, 'crag:12']);
    expect(addressOf('/crag-routes/7/la-voie')?.versions).toEqual([CATALOGUE_VERSION, 'route:7']);
    expect(addressOf('/about')?.versions).toEqual([CATALOGUE_VERSION]);
  });

  it('keeps a record’s history at both catalogues’ versions: a gym record’s moves with every indoor write', () => {
    expect(addressOf('/versions/gyms/3/changes?page=2')).toEqual({
      url: '/versions/gyms/3/changes?page=2',
      versions: [CATALOGUE_VERSION, INDOOR_VERSION],
    });
  });

  it("carries the collection a page names instead of the catalogue's, or none", () => {
    const page = (collection: 'indoor' | 'none') =>
      ({
        path: '/gyms/:gymId?/:gymName?',
        layout: 'default',
        access: 'public',
        meta: 'gym',
        cache: { shows: ['gym:{gymId}'], collection },
      }) as const;
    const params = { gymId: '3', gymName: 'bloc' };
    expect(pageAddress(page('none'), params, new URLSearchParams())?.versions).toEqual(['gym:3']);
    expect(pageAddress(page('indoor'), params, new URLSearchParams())?.versions).toEqual([INDOOR_VERSION, 'gym:3']);
  });

  it('writes the path from the page pattern (a trailing slash makes no other entry)', () => {
    expect(addressOf('/crags/12/ceuse/')?.url).toBe('/crags/12/ceuse');
  });

  it('keeps no search page, and no page naming a record by something that is not an id or a slug', () => {
    expect(addressOf('/outdoor/search/crags?query=ceuse')).toBeNull();
    expect(addressOf('/outdoor/search/crag-routes?query=x')).toBeNull();
    expect(addressOf('/crags/search?query=x')).toBeNull();
    expect(addressOf('/crags/12%20or%201/ceuse')).toBeNull();
    expect(addressOf(`/crags/12/ceuse/routes?sort=${'x'.repeat(500)}`)).toBeNull();
  });
});

describe('PageCache', () => {
  const page = { status: 200, html: '<h1>Buoux</h1>', etag: etagOf('<h1>Buoux</h1>') };
  const buoux = { url: '/crags/1/buoux', versions: [CATALOGUE_VERSION, 'crag:1'] };
  const ceuse = { url: '/crags/2/ceuse', versions: [CATALOGUE_VERSION, 'crag:2'] };

  it('keeps a page per address and language, at the versions it was rendered at', async () => {
    const cache = new PageCache(new MemorySharedCache(), 'build-1', BOUNDS);
    const versions = await cache.currentVersions(buoux);
    await cache.set(buoux, 'fr', versions, page);
    expect(await cache.get(buoux, 'fr', versions)).toEqual(page);
    expect(await cache.get(buoux, 'en', versions)).toBeUndefined();
    expect(await cache.get({ ...buoux, url: '/crags/1/buoux?page=2' }, 'fr', versions)).toBeUndefined();
  });

  it('serves nothing rendered before a write of one record it shows, and keeps the other pages', async () => {
    const store = new MemorySharedCache();
    const cache = new PageCache(store, 'build-1', BOUNDS);
    for (const address of [buoux, ceuse]) {
      await cache.set(address, 'fr', await cache.currentVersions(address), page);
    }
    await store.bump('crag:1');
    expect(await cache.get(buoux, 'fr', await cache.currentVersions(buoux))).toBeUndefined();
    expect(await cache.get(ceuse, 'fr', await cache.currentVersions(ceuse))).toEqual(page);
    await store.bump(CATALOGUE_VERSION);
    expect(await cache.get(ceuse, 'fr', await cache.currentVersions(ceuse))).toBeUndefined();
  });

  it("keeps each build's pages apart: a node never serves a page naming another build's files", async () => {
    const store = new MemorySharedCache();
    const before = new PageCache(store, 'build-1', BOUNDS);
    const after = new PageCache(store, 'build-2', BOUNDS);
    const versions = await before.currentVersions(buoux);
    await before.set(buoux, 'fr', versions, page);
    expect(await after.get(buoux, 'fr', versions)).toBeUndefined();
    expect(await before.get(buoux, 'fr', versions)).toEqual(page);
  });

  it('forgets a page after its lifetime', async () => {
    let now = 0;
    const cache = new PageCache(new MemorySharedCache({ now: () => now }), 'build-1', BOUNDS);
    await cache.set(buoux, 'fr', [0, 0], page);
    now = PAGE_CACHE_SECONDS * 1_000 - 1;
    expect(await cache.get(buoux, 'fr', [0, 0])).toEqual(page);
    now = PAGE_CACHE_SECONDS * 1_000;
    expect(await cache.get(buoux, 'fr', [0, 0])).toBeUndefined();
  });

  it('stays within its own bounds, evicting the least recently used pages, and never the shared entries', async () => {
    const store = new MemorySharedCache();
    await store.set('crag:json:1', { name: 'Buoux' }, 60);
    const cache = new PageCache(store, 'b', { maxEntries: 3, maxBytes: 1024 * 1024 });
    const at = (n: number) => ({ url: `/crags/${n}/x`, versions: [CATALOGUE_VERSION] });
    for (let n = 1; n <= 3; n += 1) await cache.set(at(n), 'fr', [0], page);
    await cache.get(at(1), 'fr', [0]);
    const usage = await cache.set(at(4), 'fr', [0], page);
    expect(usage?.entries).toBe(3);
    expect(await cache.get(at(2), 'fr', [0])).toBeUndefined();
    expect(await cache.get(at(1), 'fr', [0])).toEqual(page);
    expect(await store.get('crag:json:1')).toEqual({ name: 'Buoux' });

    const small = new PageCache(new MemorySharedCache(), 'b', { maxEntries: 1_000, maxBytes: 2_000 });
    const big = { ...page, html: 'é'.repeat(400) };
    let last = null;
    for (let n = 1; n <= 20; n += 1) last = await small.set(at(n), 'fr', [0], big);
    expect(last?.bytes).toBeLessThanOrEqual(2_000);
    expect(last?.entries).toBe(2);
    expect(await small.usage()).toEqual(last);
  });
});
