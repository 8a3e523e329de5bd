import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
  /** Sender of the e-mails (`From`). */
  mailFrom: string;
  /** Sign-in, sign-up and password reset limits per IP and per account; null: off (`RATE_LIMITS=off`). */
  rateLimits: RateLimits | null;
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
  version: string;
}

type Env = Record<string, string | undefined>;

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
  mkdirSync(dataDir, { recursive: true });
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

export function loadConfig(env: Env = process.env): Config {
  const dataDir = resolve(env.DATA_DIR ?? 'data');
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
    mailFrom: env.MAIL_FROM || `Cordée <no-reply@${hostnameOf(publicUrl)}>`,
    rateLimits: parseRateLimits(env.RATE_LIMITS),
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
    version: packageVersion(),
  };
}
