import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isSafeKey, LocalFileStore } from './file-store';

let root: string;
let store: LocalFileStore;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'cordee-file-store-'));
  store = new LocalFileStore(join(root, 'uploads'), 'https://cordee.test');
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('isSafeKey', () => {
  it.each(['avatars/0b7f3c1e-52a4-4c8e-9a3b-2f1d6e7c8a90/large.webp', 'banners/abc/medium.webp', 'x.webp'])(
    'accepts %s',
    (key) => expect(isSafeKey(key)).toBe(true),
  );

  it.each([
    '../secrets.json',
    'avatars/../../secrets.webp',
    '/etc/passwd.webp',
    'avatars//large.webp',
    'avatars/./large.webp',
    'avatars/.hidden.webp',
    'avatars\\..\\x.webp',
    'avatars/large',
    'Avatars/LARGE.webp',
    'avatars/a b.webp',
    'avatars/%2e%2e/x.webp',
    '',
  ])('refuses %s', (key) => expect(isSafeKey(key)).toBe(false));
});

describe('LocalFileStore', () => {
  it('puts, serves the path of, and deletes a file, pruning the folders it leaves empty', async () => {
    await store.put('avatars/abc/large.webp', Buffer.from('webp bytes'), 'image/webp');
    const path = store.pathOf('avatars/abc/large.webp');
    expect(path).toBe(join(root, 'uploads', 'avatars', 'abc', 'large.webp'));
    expect(readFileSync(path as string, 'utf8')).toBe('webp bytes');
    expect(await store.sizeOf('avatars/abc/large.webp')).toBe(10);

    await store.delete('avatars/abc/large.webp');
    expect(await store.sizeOf('avatars/abc/large.webp')).toBeNull();
    expect(existsSync(join(root, 'uploads', 'avatars'))).toBe(false);
    expect(existsSync(join(root, 'uploads'))).toBe(true);
  });

  it('keeps its files and folders readable by their owner only', async () => {
    await store.put('avatars/abc/large.webp', Buffer.from('webp bytes'), 'image/webp');
    expect(statSync(join(root, 'uploads', 'avatars', 'abc', 'large.webp')).mode & 0o777).toBe(0o600);
    for (const folder of ['uploads', 'uploads/avatars', 'uploads/avatars/abc']) {
      expect(statSync(join(root, folder)).mode & 0o777, folder).toBe(0o700);
    }
  });

  it('deletes a missing file without an error', async () => {
    await expect(store.delete('avatars/nothing/large.webp')).resolves.toBeUndefined();
  });

  it('refuses to write or delete outside its root', async () => {
    await expect(store.put('../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/Unsafe/);
    await expect(store.delete('../../etc/passwd.webp')).rejects.toThrow(/Unsafe/);
    expect(store.pathOf('../escape.webp')).toBeNull();
    expect(existsSync(join(root, 'escape.webp'))).toBe(false);
  });

  it('builds public URLs under /uploads', () => {
    expect(store.url('avatars/abc/large.webp')).toBe('https://cordee.test/uploads/avatars/abc/large.webp');
  });
});
