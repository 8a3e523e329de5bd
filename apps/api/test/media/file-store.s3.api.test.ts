import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fileStoreFor } from '../../src/media/file-store';
import { S3FileStore } from '../../src/media/s3-file-store';
import { startS3Server } from '../helpers/s3-server';
import { createTestApp } from '../helpers/test-app';
import { describeFileStore } from './file-store.suite';

// With the S3 settings, the files are in the bucket and browsers load them from the store's own address
// (S3_PUBLIC_URL's default: the endpoint and the bucket, path-style).
describeFileStore('an S3-compatible store (s3rver)', async () => {
  const s3 = await startS3Server();
  const t = await createTestApp({ env: s3.env });
  const store = fileStoreFor(t.config);
  expect(store).toBeInstanceOf(S3FileStore);
  return {
    store,
    baseUrl: `${s3.env.S3_ENDPOINT}/${s3.env.S3_BUCKET}`,
    async fetchServed(url) {
      const response = await fetch(url);
      return {
        status: response.status,
        body: Buffer.from(await response.arrayBuffer()),
        contentType: response.headers.get('content-type') ?? undefined,
        cacheControl: response.headers.get('cache-control') ?? undefined,
      };
    },
    listKeys: () => s3.listKeys(),
    close: async () => {
      try {
        await t.close();
      } finally {
        await s3.close();
      }
    },
  };
});

describe('the app with its files on an S3-compatible store', () => {
  it('serves no file itself at /uploads/…: they are at the store’s address only', async () => {
    const s3 = await startS3Server();
    const t = await createTestApp({ env: s3.env });
    try {
      const key = `avatars/${randomUUID()}/large.webp`;
      await fileStoreFor(t.config).put(key, Buffer.from('webp bytes'), 'image/webp');
      expect(await s3.listKeys()).toEqual([key]);
      const response = await t.app.inject({ method: 'GET', url: `/uploads/${key}`, headers: { accept: 'image/webp' } });
      expect(response.statusCode).toBe(404);
    } finally {
      await t.close();
      await s3.close();
    }
  });

  it('serves the files from S3_PUBLIC_URL when it is set (a CDN in front of the store)', async () => {
    const s3 = await startS3Server();
    const t = await createTestApp({ env: { ...s3.env, S3_PUBLIC_URL: 'https://photos.cdn.example/cordee/' } });
    try {
      expect(fileStoreFor(t.config).url('photos/abc/large.webp')).toBe(
        'https://photos.cdn.example/cordee/photos/abc/large.webp',
      );
    } finally {
      await t.close();
      await s3.close();
    }
  });
});
