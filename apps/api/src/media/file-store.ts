import { randomUUID } from 'node:crypto';
import { mkdir, rename, rmdir, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { Config } from '../config';
import { isSafeKey } from './file-keys';
import { S3FileStore } from './s3-file-store';

export { isSafeKey, STORED_FILE_CACHE_CONTROL } from './file-keys';

/**
 * Where uploaded files live (docs/runtime.md): the local disk under `DATA_DIR/uploads` by default, an
 * S3-compatible store when `S3_BUCKET` is set (s3-file-store.ts), behind the same three calls. Keys are relative
 * paths such as `avatars/<uuid>/large.webp`; they are stored in rows, URLs are derived from them.
 */
export interface FileStore {
  /** Stores `body` under `key`, replacing any previous object. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Removes the object; no error when it is already gone. */
  delete(key: string): Promise<void>;
  /** Public URL the object is served at. */
  url(key: string): string;
}

/** URL prefix the local store serves its files under (outside /api/v1). */
export const UPLOADS_URL_PREFIX = '/uploads';

/** Content types the local store serves, by extension; anything else is never served. */
export const SERVED_CONTENT_TYPES: Readonly<Record<string, string>> = { webp: 'image/webp' };

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

export class LocalFileStore implements FileStore {
  readonly root: string;

  constructor(
    root: string,
    private readonly publicUrl: string,
  ) {
    this.root = resolve(root);
  }

  /** Absolute path of a key, or null when the key could point outside the store. */
  pathOf(key: string): string | null {
    if (!isSafeKey(key)) return null;
    const path = resolve(this.root, key);
    const inside = relative(this.root, path);
    if (inside === '' || inside.startsWith('..') || isAbsolute(inside)) return null;
    return path;
  }

  private requirePath(key: string): string {
    const path = this.pathOf(key);
    if (!path) throw new Error(`Unsafe file key: ${JSON.stringify(key)}`);
    return path;
  }

  async put(key: string, body: Buffer, _contentType: string): Promise<void> {
    const path = this.requirePath(key);
    // Owner-only, like the whole data folder (docs/decisions/023).
    await mkdir(dirname(path), { recursive: true, mode: 0o700 });
    // Written beside, then renamed: a reader never sees half a file.
    const temporary = `${path}.${randomUUID()}.tmp`;
    await writeFile(temporary, body, { mode: 0o600 });
    await rename(temporary, path);
  }

  async delete(key: string): Promise<void> {
    const path = this.requirePath(key);
    try {
      await unlink(path);
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
    await this.pruneEmptyFolders(dirname(path));
  }

  url(key: string): string {
    return `${this.publicUrl}${UPLOADS_URL_PREFIX}/${key}`;
  }

  /** Size of a stored file, or null when there is none (or the key is unsafe). */
  async sizeOf(key: string): Promise<number | null> {
    const path = this.pathOf(key);
    if (!path) return null;
    try {
      const stats = await stat(path);
      return stats.isFile() ? stats.size : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /** Removes the folders a deletion left empty, up to (not including) the root. */
  private async pruneEmptyFolders(folder: string): Promise<void> {
    let current = folder;
    while (current.startsWith(`${this.root}${sep}`)) {
      try {
        await rmdir(current);
      } catch {
        return; // not empty (or already gone): nothing more to prune
      }
      current = dirname(current);
    }
  }
}

const stores = new WeakMap<Config, FileStore>();

/**
 * The file store of an installation (one per config): the S3-compatible store of the `S3_*` settings when they are
 * given, else the local disk under `DATA_DIR/uploads`.
 */
export function fileStoreFor(config: Config): FileStore {
  let store = stores.get(config);
  if (!store) {
    store = config.s3
      ? new S3FileStore(config.s3)
      : new LocalFileStore(join(config.dataDir, 'uploads'), config.publicUrl);
    stores.set(config, store);
  }
  return store;
}
