import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../config';
import { isSafeKey, STORED_FILE_CACHE_CONTROL } from './file-keys';
import type { FileStore } from './file-store';

type S3Sdk = typeof import('@aws-sdk/client-s3');

/** What the store needs of the SDK, loaded at its first call. */
interface Connection {
  sdk: S3Sdk;
  client: S3Client;
}

/** No upload waits on a store that stopped answering: the request fails and the upload with it. */
const CONNECTION_TIMEOUT_MS = 5_000;
const REQUEST_TIMEOUT_MS = 60_000;

/** The SDK's names for a 404 answer to a delete: the key's own, or a bare 404 (no body to name it). */
const MISSING_KEY_ERRORS = new Set(['NoSuchKey', 'NotFound']);

function requireSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Unsafe file key: ${JSON.stringify(key)}`);
}

/**
 * The file store on any S3-compatible store (`S3_*` settings, docs/decisions/037): one object per key in the
 * bucket, served to browsers from `S3_PUBLIC_URL` (the store's public address or a CDN in front of it), never
 * through the server. Requests are path-style, and checksums are computed and checked only where the operation
 * requires them, so that stores other than AWS (and s3rver in the tests) take them.
 * The SDK is loaded at the first call: a server keeping its files on disk never loads it.
 */
export class S3FileStore implements FileStore {
  private connection: Promise<Connection> | null = null;

  constructor(private readonly settings: S3Settings) {}

  private connect(): Promise<Connection> {
    this.connection ??= import('@aws-sdk/client-s3').then((sdk) => {
      const { region, endpoint, accessKeyId, secretAccessKey } = this.settings;
      const client = new sdk.S3Client({
        region,
        ...(endpoint ? { endpoint } : {}),
        credentials: { accessKeyId, secretAccessKey },
        forcePathStyle: true,
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        requestHandler: {
          connectionTimeout: CONNECTION_TIMEOUT_MS,
          requestTimeout: REQUEST_TIMEOUT_MS,
          throwOnRequestTimeout: true,
        },
      });
      return { sdk, client };
    });
    return this.connection;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    requireSafeKey(key);
    const { sdk, client } = await this.connect();
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: key,
        Body: body,
        ContentLength: body.length,
        ContentType: contentType,
        // A key never changes content (a new upload gets a new key): browsers and CDNs keep it a year.
        CacheControl: STORED_FILE_CACHE_CONTROL,
      }),
    );
  }

  async delete(key: string): Promise<void> {
    requireSafeKey(key);
    const { sdk, client } = await this.connect();
    try {
      await client.send(new sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
    } catch (error) {
      // S3 answers a missing key with 204; some compatible stores with a 404 (NoSuchKey, or no body). Either way it
      // is gone. A missing bucket (NoSuchBucket) is an error all the same.
      if (!MISSING_KEY_ERRORS.has((error as { name?: string }).name ?? '')) throw error;
    }
  }

  url(key: string): string {
    return `${this.settings.publicUrl}/${key}`;
  }
}
