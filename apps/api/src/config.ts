import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { DEFAULT_CONSENSUS_MIN_VOTES } from '@climb/contracts';
import { parseRateLimits, type RateLimits } from './lib/rate-limiter';

/** Every setting of the server, read once from the environment (README lists them). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  redisUrl: string | null;
  /** Prefix of every Redis key of this installation (several may share one Redis). */
  redisPrefix: string;
  smtpUrl: string | null;
  /**
   * Development only (`LOG_EMAILS`, off unless set): the outbox e-mails' text, links included, goes to the
   * log too. Never with SMTP, whose e-mails are not logged.
   */
  logEmails: boolean;
  /** Sender of the e-mails (`From`). */
  mailFrom: string;
  /**
   * The rate limits (`lib/rate-limiter.ts`): sign-in, sign-up, password reset and password checks per IP and per
   * account, searches per IP, photo uploads and their bytes per climber; null: off (`RATE_LIMITS=off`).
   */
  rateLimits: RateLimits | null;
  /**
   * Which proxies in front of the server to believe about the client's address (`TRUST_PROXY`): false
   * (none: the address is the connection's), a number of hops, or the proxies' addresses and CIDR ranges.
   */
  trustProxy: TrustProxy;
  /** E-mail of the site administrator created when an empty database is seeded. */
  adminEmail: string;
  publicUrl: string;
  maintenance: boolean;
  mapTileUrl: string;
  supportPaymentUrl: string | null;
  exhibitionGymIds: number[];
  /** Votes a route needs before its quality and hardness consensus shows (`ASCENT_CONSENSUS_MIN_VOTES`, at least 2). */
  ascentConsensusMinVotes: number;
  logLevel: string;
  /** Secret signing the JWTs; generated into the data dir on first start unless given. */
  jwtSecret: string;
  /** The web app's own API key: public by nature, kept in configuration (docs/conventions.md). */
  webApiAccessToken: string;
  /** Where the built web app lives; null serves no HTML (API only). */
  webDistDir: string | null;
  /** The page cache's own bounds (`PAGE_CACHE_MAX_ENTRIES`, `PAGE_CACHE_MAX_MB`): in Redis or in the process alike. */
  pageCache: { maxEntries: number; maxBytes: number };
  /** The S3-compatible store uploaded files go to (`S3_*`); null keeps them on disk under `DATA_DIR/uploads`. */
  s3: S3Settings | null;
  /**
   * The scheduler of the weekly reports (`lib/scheduler.ts`): whether this node may run it (`SCHEDULER`, on unless
   * `off`; every node may, the run table and its lock keep each period to one), and how often it looks
   * (`SCHEDULER_INTERVAL_SECONDS`, 60). The server starts it; tests start their own.
   */
  scheduler: { enabled: boolean; intervalMs: number };
  version: string;
}

/** Where uploaded files go when `S3_BUCKET` is set (docs/decisions/037). */
export interface S3Settings {
  bucket: string;
  region: string;
  /** The store's address (`S3_ENDPOINT`, its origin); null: AWS's own for the region. */
  endpoint: string | null;
  accessKeyId: string;
  secretAccessKey: string;
  /**
   * Where browsers load the files from (`S3_PUBLIC_URL`, no trailing slash): the store's public address or a CDN
   * in front of it. A file's address is this, `/`, its key; its origin is named in the pages' `img-src`.
   */
  publicUrl: string;
}

type Env = Record<string, string | undefined>;

export type TrustProxy = false | number | string[];

/** The names `proxy-addr` (Fastify's) knows for the usual private ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(value: string): boolean {
  if (PROXY_RANGE_NAMES.has(value)) return true;
  const [address = '', bits, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * Reads `TRUST_PROXY`: unset, `off`, `false` or `0` trusts no proxy (a client cannot choose its address
 * with `X-Forwarded-For`); a number trusts that many hops in front of the server (the address the last
 * trusted proxy appended wins); otherwise comma-separated addresses, CIDR ranges or `loopback`,
 * `linklocal`, `uniquelocal`. A value that cannot be read stops the start.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || text === 'off' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 20) throw new Error(`TRUST_PROXY: ${hops} hops is more than any real chain of proxies (at most 20)`);
    return hops;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const unreadable = entries.filter((entry) => !isAddressOrRange(entry));
  if (unreadable.length > 0) {
    throw new Error(
      `TRUST_PROXY: cannot read "${unreadable.join('", "')}" (expected off, a hop count, or addresses and CIDR ranges separated by commas)`,
    );
  }
  return entries;
}

function flag(value: string | undefined): boolean {
  return value !== undefined && ['1', 'true', 'on', 'yes'].includes(value.toLowerCase());
}

interface Secrets {
  jwt_secret: string;
  web_api_access_token: string;
}

/** Reads the secrets file of the data dir, creating it with fresh random values on first start. */
export function loadOrCreateSecrets(dataDir: string): Secrets {
  const file = resolve(dataDir, 'secrets.json');
  if (existsSync(file)) {
    return JSON.parse(readFileSync(file, 'utf8')) as Secrets;
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secrets: Secrets = {
    jwt_secret: randomBytes(48).toString('base64url'),
    web_api_access_token: randomBytes(24).toString('base64url'),
  };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

function hostnameOf(url: string): string {
  try {
    return new URL(url).hostname || 'localhost';
  } catch {
    return 'localhost';
  }
}

function packageVersion(): string {
  try {
    const url = new URL('../../../package.json', import.meta.url);
    return (JSON.parse(readFileSync(url, 'utf8')) as { version: string }).version;
  } catch {
    return '0.0.0';
  }
}

const S3_SETTINGS = [
  'S3_BUCKET',
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_PUBLIC_URL',
];

/** A bucket name every S3-compatible store takes: 3 to 63 lower-case letters, digits, dots and hyphens. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/**
 * An http(s) address given in a setting, without the credentials, query or fragment that would make the files'
 * addresses wrong. Anything else stops the start, naming the setting.
 */
function webAddress(name: string, value: string, { pathAllowed }: { pathAllowed: boolean }): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name}: "${value}" is not an address (expected something like https://files.example.org)`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`${name}: "${value}" is not an http or https address`);
  }
  if (url.username || url.password || url.search || url.hash) {
    throw new Error(`${name}: "${value}" may not carry credentials, a query or a fragment`);
  }
  if (!pathAllowed && url.pathname !== '/') {
    throw new Error(`${name}: "${value}" has a path; give the store's address alone (the bucket is S3_BUCKET)`);
  }
  return url;
}

/**
 * Reads the `S3_*` settings: null when none is set (files stay on disk). `S3_BUCKET` turns the store on, and then
 * the keys are needed; a setting given without the bucket, a bucket without keys, a name or an address that cannot
 * be right stops the start with a message naming it, rather than failing at the first upload.
 * `publicUrl` is `PUBLIC_URL`: on an https site, files served over http would be refused by every browser.
 */
export function parseS3Settings(env: Env, publicUrl: string): S3Settings | null {
  const value = (name: string) => env[name]?.trim() || undefined;
  const bucket = value('S3_BUCKET');
  if (!bucket) {
    const given = S3_SETTINGS.filter((name) => value(name) !== undefined);
    if (given.length === 0) return null;
    throw new Error(
      `S3_BUCKET is not set, but ${given.join(', ')} ${given.length === 1 ? 'is' : 'are'}: set S3_BUCKET to keep uploaded files in that store, or unset ${given.length === 1 ? 'it' : 'them'} to keep them on disk`,
    );
  }
  if (!BUCKET_NAME.test(bucket) || bucket.includes('..')) {
    throw new Error(`S3_BUCKET: "${bucket}" is not a bucket name (3 to 63 lower-case letters, digits, dots, hyphens)`);
  }
  const accessKeyId = value('S3_ACCESS_KEY_ID');
  const secretAccessKey = value('S3_SECRET_ACCESS_KEY');
  if (!accessKeyId || !secretAccessKey) {
    const missing = [accessKeyId ? null : 'S3_ACCESS_KEY_ID', secretAccessKey ? null : 'S3_SECRET_ACCESS_KEY'];
    const names = missing.filter((name) => name !== null);
    throw new Error(
      `S3_BUCKET is set but ${names.join(' and ')} ${names.length === 1 ? 'is' : 'are'} not: the store needs both keys`,
    );
  }
  const region = value('S3_REGION') ?? 'us-east-1';
  if (!/^[a-z0-9][a-z0-9-]{0,49}$/i.test(region)) {
    throw new Error(`S3_REGION: "${region}" is not a region name (like us-east-1, eu-west-3, auto)`);
  }
  const endpointText = value('S3_ENDPOINT');
  const endpoint = endpointText ? webAddress('S3_ENDPOINT', endpointText, { pathAllowed: false }).origin : null;
  const publicText = value('S3_PUBLIC_URL');
  // Path-style, like every request the server makes: the bucket's address on the store itself.
  const files = publicText
    ? webAddress('S3_PUBLIC_URL', publicText, { pathAllowed: true })
    : new URL(`${endpoint ?? `https://s3.${region}.amazonaws.com`}/${bucket}`);
  if (publicUrl.startsWith('https:') && files.protocol !== 'https:') {
    throw new Error(
      `S3_PUBLIC_URL: the site is served over https (PUBLIC_URL) but its files would be at ${files.href.replace(/\/$/, '')}, which browsers refuse on an https page: set S3_PUBLIC_URL to the https address they are served from`,
    );
  }
  return {
    bucket,
    region,
    endpoint,
    accessKeyId,
    secretAccessKey,
    publicUrl: files.href.replace(/\/+$/, ''),
  };
}

/** A setting's number when it is one above zero, else undefined (the default applies). */
function positiveNumber(value: string | undefined): number | undefined {
  const number = Number(value);
  return value && Number.isFinite(number) && number > 0 ? number : undefined;
}

/** The data folder (`DATA_DIR`, `./data` by default), as an absolute path. */
export function dataDirOf(env: Env = process.env): string {
  return resolve(env.DATA_DIR ?? 'data');
}

export function loadConfig(env: Env = process.env): Config {
  const dataDir = dataDirOf(env);
  const secrets = loadOrCreateSecrets(dataDir);
  const port = Number(env.PORT ?? 3000);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  const defaultWebDist = resolve(new URL('../../web/dist', import.meta.url).pathname);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    redisUrl: env.REDIS_URL || null,
    redisPrefix: env.REDIS_PREFIX ?? 'cordee:',
    smtpUrl: env.SMTP_URL || null,
    logEmails: flag(env.LOG_EMAILS),
    mailFrom: env.MAIL_FROM || `Cordée <no-reply@${hostnameOf(publicUrl)}>`,
    rateLimits: parseRateLimits(env.RATE_LIMITS),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    adminEmail: (env.ADMIN_EMAIL || 'admin@cordee.local').trim().toLowerCase(),
    publicUrl,
    maintenance: flag(env.MAINTENANCE),
    mapTileUrl: env.MAP_TILE_URL ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    supportPaymentUrl: env.SUPPORT_PAYMENT_URL || null,
    ascentConsensusMinVotes: Math.max(
      2,
      Number.parseInt(env.ASCENT_CONSENSUS_MIN_VOTES ?? '', 10) || DEFAULT_CONSENSUS_MIN_VOTES,
    ),
    exhibitionGymIds: (env.EXHIBITION_GYM_IDS ?? '')
      .split(',')
      .map((id) => Number(id.trim()))
      .filter((id) => Number.isInteger(id) && id > 0)
      .slice(0, 3),
    logLevel: env.LOG_LEVEL ?? 'info',
    jwtSecret: env.JWT_SECRET || secrets.jwt_secret,
    webApiAccessToken: env.WEB_API_ACCESS_TOKEN || secrets.web_api_access_token,
    webDistDir: env.WEB_DIST_DIR === '' ? null : resolve(env.WEB_DIST_DIR ?? defaultWebDist),
    pageCache: {
      maxEntries: positiveNumber(env.PAGE_CACHE_MAX_ENTRIES) ?? 5_000,
      maxBytes: Math.round((positiveNumber(env.PAGE_CACHE_MAX_MB) ?? 100) * 1024 * 1024),
    },
    s3: parseS3Settings(env, publicUrl),
    scheduler: {
      enabled: !['off', 'false', '0', 'no'].includes((env.SCHEDULER ?? '').trim().toLowerCase()),
      intervalMs: Math.round((positiveNumber(env.SCHEDULER_INTERVAL_SECONDS) ?? 60) * 1000),
    },
    version: packageVersion(),
  };
}
