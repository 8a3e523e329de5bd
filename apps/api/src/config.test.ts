import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig, parseS3Settings, parseTrustProxy } from './config';

let dataDir: string;

beforeEach(() => {
  dataDir = join(mkdtempSync(join(tmpdir(), 'cordee-config-')), 'data');
});

afterEach(() => {
  rmSync(join(dataDir, '..'), { recursive: true, force: true });
});

describe('secrets', () => {
  it('are generated into DATA_DIR/secrets.json on first start and reused on the next', () => {
    expect(existsSync(join(dataDir, 'secrets.json'))).toBe(false);
    const first = loadConfig({ DATA_DIR: dataDir });

    const file = join(dataDir, 'secrets.json');
    expect(existsSync(file)).toBe(true);
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    expect(stored).toEqual({ jwt_secret: first.jwtSecret, web_api_access_token: first.webApiAccessToken });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(64);
    expect(first.webApiAccessToken.length).toBeGreaterThanOrEqual(32);
    expect(first.jwtSecret).not.toBe(first.webApiAccessToken);

    const second = loadConfig({ DATA_DIR: dataDir });
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(second.webApiAccessToken).toBe(first.webApiAccessToken);
  });

  it('are readable by their owner only', () => {
    loadConfig({ DATA_DIR: dataDir });
    expect(statSync(join(dataDir, 'secrets.json')).mode & 0o077).toBe(0);
  });

  it('differ between two installations', () => {
    const other = join(dataDir, 'other');
    expect(loadConfig({ DATA_DIR: other }).jwtSecret).not.toBe(loadConfig({ DATA_DIR: dataDir }).jwtSecret);
  });

  it('given by the environment win over the generated ones', () => {
    loadConfig({ DATA_DIR: dataDir });
    const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'from-the-environment', WEB_API_ACCESS_TOKEN: 'web' });
    expect(config.jwtSecret).toBe('from-the-environment');
    expect(config.webApiAccessToken).toBe('web');
  });
});

describe('settings', () => {
  it('default to a zero set-up installation', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      dataDir,
      databaseUrl: null,
      redisUrl: null,
      maintenance: false,
      publicUrl: 'http://localhost:3000',
      s3: null,
    });
  });

  it.each([
    ['on', true],
    ['true', true],
    ['1', true],
    ['off', false],
    ['', false],
  ])('MAINTENANCE=%j means maintenance %s', (value, expected) => {
    expect(loadConfig({ DATA_DIR: dataDir, MAINTENANCE: value }).maintenance).toBe(expected);
  });

  it('read the database, Redis, port and public URL from the environment', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://cordee@db:5432/cordee',
      REDIS_URL: 'redis://cache:6379',
      PORT: '8080',
      PUBLIC_URL: 'https://cordee.example.org/',
    });
    expect(config).toMatchObject({
      databaseUrl: 'postgres://cordee@db:5432/cordee',
      redisUrl: 'redis://cache:6379',
      port: 8080,
      publicUrl: 'https://cordee.example.org',
    });
  });

  it('serve no HTML when WEB_DIST_DIR is empty', () => {
    expect(loadConfig({ DATA_DIR: dataDir, WEB_DIST_DIR: '' }).webDistDir).toBeNull();
  });
});

describe('TRUST_PROXY', () => {
  it.each([undefined, '', 'off', 'false', '0', ' OFF '])('trusts no proxy for %j', (value) => {
    expect(parseTrustProxy(value)).toBe(false);
  });

  it('reads a number of hops', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
  });

  it('reads addresses, CIDR ranges and the named private ranges', () => {
    expect(parseTrustProxy('10.0.0.1, 192.168.0.0/16,loopback, ::1, fd00::/8')).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      'loopback',
      '::1',
      'fd00::/8',
    ]);
  });

  it.each(['on', 'true', '30', '10.0.0.0/33', '::1/129', 'proxy.example', '10.0.0.1/8/2', '10.0.0.1,'])(
    'refuses %j, which would let a client choose its address or trust nobody by mistake',
    (value) => {
      expect(() => parseTrustProxy(value)).toThrow(/TRUST_PROXY/);
    },
  );

  it('is read from the environment and off by default', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
  });
});

describe('the scheduler', () => {
  it('may run on every node, looking once a minute, unless SCHEDULER turns it off', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).scheduler).toEqual({ enabled: true, intervalMs: 60_000 });
    for (const off of ['off', 'false', '0', 'NO']) {
      expect(loadConfig({ DATA_DIR: dataDir, SCHEDULER: off }).scheduler.enabled).toBe(false);
    }
    expect(loadConfig({ DATA_DIR: dataDir, SCHEDULER: 'on' }).scheduler.enabled).toBe(true);
  });

  it('reads its interval in seconds, keeping the default for a value it cannot use', () => {
    expect(loadConfig({ DATA_DIR: dataDir, SCHEDULER_INTERVAL_SECONDS: '5' }).scheduler.intervalMs).toBe(5_000);
    expect(loadConfig({ DATA_DIR: dataDir, SCHEDULER_INTERVAL_SECONDS: '-3' }).scheduler.intervalMs).toBe(60_000);
    expect(loadConfig({ DATA_DIR: dataDir, SCHEDULER_INTERVAL_SECONDS: 'soon' }).scheduler.intervalMs).toBe(60_000);
  });
});

describe('S3 settings', () => {
  const keys = { S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret/key+example' };

  it('keep files on disk when no S3 setting is given, blank ones included', () => {
    expect(parseS3Settings({}, 'https://cordee.example.org')).toBeNull();
    expect(parseS3Settings({ S3_BUCKET: ' ', S3_ENDPOINT: '' }, 'https://cordee.example.org')).toBeNull();
  });

  it('put files in the AWS bucket named by S3_BUCKET, served from its path-style address by default', () => {
    expect(parseS3Settings({ S3_BUCKET: 'cordee-photos', ...keys }, 'https://cordee.example.org')).toEqual({
      bucket: 'cordee-photos',
      region: 'us-east-1',
      endpoint: null,
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret/key+example',
      publicUrl: 'https://s3.us-east-1.amazonaws.com/cordee-photos',
    });
    expect(
      parseS3Settings({ S3_BUCKET: 'cordee-photos', S3_REGION: 'eu-west-3', ...keys }, 'https://cordee.example.org'),
    ).toMatchObject({ region: 'eu-west-3', publicUrl: 'https://s3.eu-west-3.amazonaws.com/cordee-photos' });
  });

  it('use any S3-compatible store at S3_ENDPOINT, its files served from the store unless S3_PUBLIC_URL says where', () => {
    const env = { S3_BUCKET: 'cordee', S3_ENDPOINT: 'https://s3.fr-par.scw.cloud/', S3_REGION: 'fr-par', ...keys };
    expect(parseS3Settings(env, 'https://cordee.example.org')).toMatchObject({
      endpoint: 'https://s3.fr-par.scw.cloud',
      region: 'fr-par',
      publicUrl: 'https://s3.fr-par.scw.cloud/cordee',
    });
    const behindCdn = { ...env, S3_PUBLIC_URL: 'https://photos.cdn.example/cordee/' };
    expect(parseS3Settings(behindCdn, 'https://cordee.example.org')?.publicUrl).toBe(
      'https://photos.cdn.example/cordee',
    );
  });

  it('are read by loadConfig', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      S3_BUCKET: 'cordee',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      ...keys,
    });
    expect(config.s3).toMatchObject({ bucket: 'cordee', publicUrl: 'http://127.0.0.1:9000/cordee' });
  });

  it.each([
    [{ S3_ENDPOINT: 'https://s3.example.net' }, /S3_BUCKET is not set, but S3_ENDPOINT is/],
    [keys, /S3_BUCKET is not set, but S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are/],
    [{ S3_BUCKET: 'cordee' }, /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are not/],
    [{ S3_BUCKET: 'cordee', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' }, /S3_SECRET_ACCESS_KEY is not/],
    [{ S3_BUCKET: 'Cordee_Photos', ...keys }, /S3_BUCKET: "Cordee_Photos" is not a bucket name/],
    [{ S3_BUCKET: 'cordee', S3_REGION: 'eu west', ...keys }, /S3_REGION/],
    [
      { S3_BUCKET: 'cordee', S3_ENDPOINT: 's3.example.net', ...keys },
      /S3_ENDPOINT: "s3.example.net" is not an address/,
    ],
    [{ S3_BUCKET: 'cordee', S3_ENDPOINT: 'ftp://s3.example.net', ...keys }, /S3_ENDPOINT: .* not an http or https/],
    [{ S3_BUCKET: 'cordee', S3_ENDPOINT: 'https://s3.example.net/cordee', ...keys }, /S3_ENDPOINT: .* has a path/],
    [{ S3_BUCKET: 'cordee', S3_ENDPOINT: 'https://key:secret@s3.example.net', ...keys }, /S3_ENDPOINT: .*credentials/],
    [{ S3_BUCKET: 'cordee', S3_PUBLIC_URL: 'https://cdn.example/?v=1', ...keys }, /S3_PUBLIC_URL: .*a query/],
    [{ S3_BUCKET: 'cordee', S3_PUBLIC_URL: 'cdn.example/cordee', ...keys }, /S3_PUBLIC_URL: .* is not an address/],
  ])('stop the start on a half or malformed configuration: %j', (env, message) => {
    expect(() => parseS3Settings(env, 'http://localhost:3000')).toThrow(message);
    expect(() => loadConfig({ DATA_DIR: dataDir, ...env })).toThrow(message);
  });

  it('refuse files served over http to a site served over https, which browsers would not show', () => {
    const env = { S3_BUCKET: 'cordee', S3_ENDPOINT: 'http://minio:9000', ...keys };
    expect(() => parseS3Settings(env, 'https://cordee.example.org')).toThrow(
      /S3_PUBLIC_URL: .*http:\/\/minio:9000\/cordee.*set S3_PUBLIC_URL/,
    );
    expect(
      parseS3Settings({ ...env, S3_PUBLIC_URL: 'https://files.cordee.example.org' }, 'https://cordee.example.org'),
    ).toMatchObject({ endpoint: 'http://minio:9000', publicUrl: 'https://files.cordee.example.org' });
    expect(parseS3Settings(env, 'http://localhost:3000')?.publicUrl).toBe('http://minio:9000/cordee');
  });

  it('never show the secret key in a refusal', () => {
    const env = { S3_BUCKET: 'cordee', S3_ENDPOINT: 'https://s3.example.net/x', ...keys };
    expect(() => parseS3Settings(env, 'http://localhost:3000')).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining(keys.S3_SECRET_ACCESS_KEY) }),
    );
  });
});
