import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { S3Settings } from '../config';
import { S3FileStore } from './s3-file-store';

interface Received {
  method: string;
  /** The path asked, without the query the SDK adds (`?x-id=PutObject`). */
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A store that records each request and answers what the test says (S3's 200 and 204 by default). */
let server: Server;
let received: Received[] = [];
let answer: (request: Received) => { status: number; body?: string } = ({ method }) => ({
  status: method === 'DELETE' ? 204 : 200,
});
let settings: S3Settings;

beforeAll(async () => {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry = {
        method: request.method ?? '',
        path: new URL(request.url ?? '/', 'http://store').pathname,
        headers: request.headers,
        body: Buffer.concat(chunks),
      };
      received.push(entry);
      const { status, body } = answer(entry);
      response.writeHead(status, body ? { 'content-type': 'application/xml' } : {});
      response.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  settings = {
    bucket: 'cordee-photos',
    region: 'eu-west-3',
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'access',
    secretAccessKey: 'secret',
    publicUrl: 'https://photos.cdn.example/cordee',
  };
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received = [];
  answer = ({ method }) => ({ status: method === 'DELETE' ? 204 : 200 });
});

function s3Error(code: string, status = 404) {
  return {
    status,
    body: `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`,
  };
}

describe('S3FileStore', () => {
  it('puts an object path-style, with its type, a year of cache, a signed body and no checksum of its own', async () => {
    const store = new S3FileStore(settings);
    await store.put('photos/abc/large.webp', Buffer.from('webp bytes'), 'image/webp');

    expect(received).toHaveLength(1);
    const [put] = received;
    expect(put?.method).toBe('PUT');
    expect(put?.path).toBe('/cordee-photos/photos/abc/large.webp');
    expect(put?.body.toString()).toBe('webp bytes');
    expect(put?.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': '10',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(put?.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=access\/\d{8}\/eu-west-3\/s3\//);
    // The payload's SHA-256 is signed (the store checks the bytes); no CRC32 header or chunked trailer besides.
    expect(put?.headers['x-amz-content-sha256']).toMatch(/^[0-9a-f]{64}$/);
    expect(Object.keys(put?.headers ?? {}).filter((name) => name.startsWith('x-amz-checksum'))).toEqual([]);
    expect(put?.headers['content-encoding']).toBeUndefined();
  });

  it('deletes an object, and takes a key already gone quietly however the store says it', async () => {
    const store = new S3FileStore(settings);
    await store.delete('photos/abc/large.webp');
    expect(received.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'DELETE /cordee-photos/photos/abc/large.webp',
    ]);

    answer = () => s3Error('NoSuchKey');
    await expect(store.delete('photos/abc/large.webp')).resolves.toBeUndefined();
    answer = () => ({ status: 404 });
    await expect(store.delete('photos/abc/large.webp')).resolves.toBeUndefined();
  });

  it('fails when the bucket is missing or the store refuses', async () => {
    const store = new S3FileStore(settings);
    answer = () => s3Error('NoSuchBucket');
    await expect(store.delete('photos/abc/large.webp')).rejects.toThrow();
    answer = () => s3Error('AccessDenied', 403);
    await expect(store.put('photos/abc/large.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
  });

  it('refuses an unsafe key before any request', async () => {
    const store = new S3FileStore(settings);
    await expect(store.put('../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/Unsafe file key/);
    await expect(store.delete('photos/../../escape.webp')).rejects.toThrow(/Unsafe file key/);
    expect(received).toEqual([]);
  });

  it('gives each file its address under S3_PUBLIC_URL', () => {
    expect(new S3FileStore(settings).url('photos/abc/large.webp')).toBe(
      'https://photos.cdn.example/cordee/photos/abc/large.webp',
    );
  });
});
