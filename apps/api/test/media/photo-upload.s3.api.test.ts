import { expect } from 'vitest';
import { fileStoreFor } from '../../src/media/file-store';
import { S3FileStore } from '../../src/media/s3-file-store';
import { startS3Server } from '../helpers/s3-server';
import { createTestApp } from '../helpers/test-app';
import { describePhotoUploads } from './photo-upload.suite';

// With the S3 settings, the files are in the bucket and browsers load them from the store's own address.
describePhotoUploads('an S3-compatible store (s3rver)', async () => {
  const s3 = await startS3Server();
  const t = await createTestApp({ env: s3.env });
  expect(fileStoreFor(t.config)).toBeInstanceOf(S3FileStore);
  return {
    t,
    listKeys: () => s3.listKeys(),
    async fetchFile(url) {
      const response = await fetch(url);
      return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
    },
    close: async () => {
      try {
        await t.close();
      } finally {
        await s3.close();
      }
    },
  };
});
