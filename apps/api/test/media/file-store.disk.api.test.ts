import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { expect } from 'vitest';
import { fileStoreFor, LocalFileStore } from '../../src/media/file-store';
import { createTestApp } from '../helpers/test-app';
import { describeFileStore } from './file-store.suite';

/** Every file under a folder, as keys relative to it. */
function filesUnder(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

// With no S3 setting, the files are on disk under DATA_DIR/uploads and the app serves them at /uploads/<key>.
describeFileStore('disk', async () => {
  const t = await createTestApp();
  const store = fileStoreFor(t.config);
  expect(store).toBeInstanceOf(LocalFileStore);
  const root = join(t.config.dataDir, 'uploads');
  return {
    store,
    baseUrl: `${t.config.publicUrl}/uploads`,
    async fetchServed(url) {
      const parsed = new URL(url);
      expect(parsed.origin).toBe(t.config.publicUrl);
      const response = await t.app.inject({ method: 'GET', url: parsed.pathname });
      return {
        status: response.statusCode,
        body: response.rawPayload,
        contentType: response.headers['content-type'] as string | undefined,
        cacheControl: response.headers['cache-control'] as string | undefined,
      };
    },
    listKeys: async () => filesUnder(root),
    close: () => t.close(),
  };
});
