import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';

/** What the tests use of s3rver (it ships no types). */
interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
  httpServer?: Server;
}
type S3rverClass = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}) => S3rverInstance;

const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

/** The keys s3rver takes by default (it checks request signatures against them). */
const ACCESS_KEY = 'S3RVER';
const BUCKET = 'cordee-test';

export interface TestS3Server {
  /** The `S3_*` settings that make `loadConfig` (and `createTestApp({ env })`) keep files in the bucket. */
  env: Record<string, string>;
  /** Every key in the bucket, sorted. */
  listKeys(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * An S3-compatible store of the test's own: s3rver in the process, on a free loopback port, with its bucket in
 * a temporary folder. The files are served to browsers from the store itself (path-style: `<endpoint>/<bucket>/<key>`),
 * as `S3_PUBLIC_URL` defaults to.
 */
export async function startS3Server(): Promise<TestS3Server> {
  // The SDK warns once per process that its releases after January 2027 need Node 22: true, and no news to a test.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const directory = mkdtempSync(join(tmpdir(), 'cordee-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const env = {
    S3_BUCKET: BUCKET,
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: ACCESS_KEY,
    S3_SECRET_ACCESS_KEY: ACCESS_KEY,
  };
  // The same options as the server's own store (s3-file-store.ts).
  const client = new S3Client({
    region: env.S3_REGION,
    endpoint,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  const listKeys = async () => {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, ContinuationToken: token }));
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys.sort();
  };

  const close = async () => {
    client.destroy();
    try {
      // The app's store keeps its connections alive: closed here, or the server would wait for them.
      server.httpServer?.closeAllConnections();
      await server.close();
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  };

  return { env, listKeys, close };
}
