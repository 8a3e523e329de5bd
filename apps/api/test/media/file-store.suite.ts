import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStore } from '../../src/media/file-store';

/** What a browser gets at a file's address. */
export interface ServedFile {
  status: number;
  body: Buffer;
  contentType: string | undefined;
  cacheControl: string | undefined;
}

/** One driver of the file store, as a test app built with its settings uses it. */
export interface FileStoreUnderTest {
  /** `fileStoreFor(config)` of the test app. */
  store: FileStore;
  /** Where the driver's files are served from: a file's address is this, `/`, its key. */
  baseUrl: string;
  /** Asks the file's address as a browser would (the app's `/uploads/…` route, or the store's own address). */
  fetchServed(url: string): Promise<ServedFile>;
  /** Every key the driver holds, wherever it holds them (the disk folder, the bucket). */
  listKeys(): Promise<string[]>;
  close(): Promise<void>;
}

/** A fresh key under a folder of its own, as `storeImage` makes them. */
function freshKey(variant = 'large'): string {
  return `photos/${randomUUID()}/${variant}.webp`;
}

/**
 * The contract every file store driver keeps (docs/runtime.md "Uploaded files"): what `put` stores is served at
 * `url(key)` with its type and a year's cache, a second `put` replaces it, `delete` removes it and takes a missing
 * key quietly, and a key that could point outside the store is refused before anything is written.
 */
export function describeFileStore(driver: string, start: () => Promise<FileStoreUnderTest>): void {
  describe(`the file store on ${driver}`, () => {
    let under: FileStoreUnderTest;

    beforeAll(async () => {
      under = await start();
    });

    afterAll(async () => {
      await under?.close();
    });

    it('serves what it stored at its address, with its type and a year of immutable cache', async () => {
      const key = freshKey();
      const bytes = randomBytes(2048);
      await under.store.put(key, bytes, 'image/webp');

      expect(await under.listKeys()).toContain(key);
      const served = await under.fetchServed(under.store.url(key));
      expect(served.status).toBe(200);
      expect(served.body.equals(bytes)).toBe(true);
      expect(served.contentType).toBe('image/webp');
      expect(served.cacheControl).toBe('public, max-age=31536000, immutable');
    });

    it('builds each address from where its files are served and the key', () => {
      const key = freshKey('thumbnail');
      expect(under.store.url(key)).toBe(`${under.baseUrl}/${key}`);
      expect(under.store.url('avatars/abc/large.webp')).toBe(`${under.baseUrl}/avatars/abc/large.webp`);
    });

    it('replaces a file put again under the same key', async () => {
      const key = freshKey();
      await under.store.put(key, Buffer.from('first version'), 'image/webp');
      await under.store.put(key, Buffer.from('second, longer version'), 'image/webp');

      expect((await under.listKeys()).filter((stored) => stored === key)).toHaveLength(1);
      const served = await under.fetchServed(under.store.url(key));
      expect(served.body.toString()).toBe('second, longer version');
    });

    it('keeps a file of several megabytes byte for byte', async () => {
      // A large photo's biggest variant weighs a few megabytes: sent in one request, checked by its bytes.
      const key = freshKey();
      const bytes = randomBytes(6 * 1024 * 1024);
      await under.store.put(key, bytes, 'image/webp');
      const served = await under.fetchServed(under.store.url(key));
      expect(served.status).toBe(200);
      expect(served.body.length).toBe(bytes.length);
      expect(served.body.equals(bytes)).toBe(true);
      await under.store.delete(key);
    });

    it('deletes a file: gone from the store and from its address, its neighbours kept', async () => {
      const folder = `photos/${randomUUID()}`;
      await under.store.put(`${folder}/large.webp`, Buffer.from('large'), 'image/webp');
      await under.store.put(`${folder}/medium.webp`, Buffer.from('medium'), 'image/webp');

      await under.store.delete(`${folder}/large.webp`);
      const keys = await under.listKeys();
      expect(keys).not.toContain(`${folder}/large.webp`);
      expect(keys).toContain(`${folder}/medium.webp`);
      expect((await under.fetchServed(under.store.url(`${folder}/large.webp`))).status).toBe(404);
      expect((await under.fetchServed(under.store.url(`${folder}/medium.webp`))).status).toBe(200);

      await under.store.delete(`${folder}/medium.webp`);
      expect((await under.listKeys()).filter((key) => key.startsWith(`${folder}/`))).toEqual([]);
    });

    it('deletes a file that is not there without an error, twice over', async () => {
      const key = freshKey();
      await expect(under.store.delete(key)).resolves.toBeUndefined();
      await under.store.put(key, Buffer.from('x'), 'image/webp');
      await under.store.delete(key);
      await expect(under.store.delete(key)).resolves.toBeUndefined();
    });

    it.each([
      '../escape.webp',
      'photos/../../escape.webp',
      '/etc/passwd.webp',
      'photos//large.webp',
      'photos/./large.webp',
      'photos/.escape.webp',
      'photos\\..\\escape.webp',
      'photos/ESCAPE.webp',
      'photos/%2e%2e/escape.webp',
      'photos/escape',
      '',
    ])('refuses the key %j before writing or deleting anything', async (key) => {
      const before = await under.listKeys();
      await expect(under.store.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(/Unsafe file key/);
      await expect(under.store.delete(key)).rejects.toThrow(/Unsafe file key/);
      expect(await under.listKeys()).toEqual(before);
    });
  });
}
