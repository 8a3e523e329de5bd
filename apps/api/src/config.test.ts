import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy } from './config';

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
