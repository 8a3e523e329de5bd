import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { password as passwordRules } from '@climb/contracts';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../src/composition';
import { users } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
const logged: { object: unknown; message?: string }[] = [];

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'off', ADMIN_EMAIL: 'Chef@Cordee.Example' } });
});

afterAll(async () => {
  await t?.close();
});

function readCredentials(): { email: string; password: string } {
  const text = readFileSync(join(t.config.dataDir, 'admin-credentials.txt'), 'utf8');
  return {
    email: /^email: (.+)$/m.exec(text)?.[1] ?? '',
    password: /^password: (.+)$/m.exec(text)?.[1] ?? '',
  };
}

describe('seeding an empty database', () => {
  it('creates one site administrator with the configured e-mail', async () => {
    const admins = await t.db.select().from(users).where(eq(users.super_admin, true));
    expect(admins).toHaveLength(1);
    expect(admins[0]?.email).toBe('chef@cordee.example');
    expect(admins[0]?.password_digest).toMatch(/^\$argon2id\$/);
  });

  it('writes the generated credentials to DATA_DIR/admin-credentials.txt, readable by its owner only', async () => {
    const file = join(t.config.dataDir, 'admin-credentials.txt');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const { email, password } = readCredentials();
    expect(email).toBe('chef@cordee.example');
    expect(passwordRules.safeParse(password).success).toBe(true);
    expect(password.length).toBeGreaterThanOrEqual(20);
  });

  it('gives credentials that sign in as a super_admin who can read the outbox', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sessions/sign_in',
      headers: t.keyHeaders,
      payload: readCredentials(),
    });
    expect(signIn.statusCode).toBe(200);
    const { token } = signIn.json<{ token: string }>();
    const outbox = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/outbox_emails.json',
      headers: { ...t.keyHeaders, authorization: `Bearer ${token}` },
    });
    expect(outbox.statusCode).toBe(200);
  });

  it('adds the three demo climbers and the demo gym’s manager, clearly named, whom nobody can sign in as', async () => {
    const demo = await t.db.select().from(users).where(like(users.email, '%@demo.cordee.local'));
    expect(demo).toHaveLength(4);
    for (const climber of demo) {
      expect(climber.last_name).toMatch(/^D[ée]mo-/);
      expect(climber.password_digest).toBeNull();
      expect(climber.super_admin).toBe(false);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/sessions/sign_in',
        headers: t.keyHeaders,
        payload: { email: climber.email, password: 'Granite2026' },
      });
      expect(response.statusCode).toBe(401);
    }
    expect(new Set(demo.map((climber) => climber.slug_name)).size).toBe(4);
  });

  it('does nothing the second time: no second administrator, the file is not rewritten', async () => {
    const before = readCredentials();
    const log = { info: (object: unknown, message?: string) => logged.push({ object, message }) };
    expect(await seedDatabase(t.db, log, { ...t.config, adminEmail: 'other@cordee.local' })).toBe(false);
    expect(await t.db.select().from(users).where(eq(users.super_admin, true))).toHaveLength(1);
    expect(readCredentials()).toEqual(before);
    expect(logged).toEqual([]);
  });
});

describe('the credentials hand-over', () => {
  it('says in the log where the credentials are, never the password itself, once', async () => {
    const other = await createTestApp({ env: { RATE_LIMITS: 'off' } });
    try {
      const lines: { object: unknown; message?: string }[] = [];
      const log = { info: (object: unknown, message?: string) => lines.push({ object, message }) };
      await seedDatabase(other.db, log, other.config);
      const file = join(other.config.dataDir, 'admin-credentials.txt');
      const password = /^password: (.+)$/m.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
      expect(password.length).toBeGreaterThanOrEqual(20);
      expect(JSON.stringify(lines)).not.toContain(password);
      const handOver = lines.filter((line) => line.message?.includes('administrator'));
      expect(handOver).toEqual([{ object: { file }, message: expect.stringContaining(file) }]);
      await seedDatabase(other.db, log, other.config);
      expect(lines.filter((line) => line.message?.includes('administrator'))).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it('keeps the password out of the server log at start', async () => {
    const logLines: string[] = [];
    const other = await createTestApp({
      seed: true,
      env: { RATE_LIMITS: 'off', LOG_LEVEL: 'info' },
      logDestination: { write: (line) => logLines.push(line) },
    });
    try {
      const file = join(other.config.dataDir, 'admin-credentials.txt');
      const password = /^password: (.+)$/m.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
      expect(password.length).toBeGreaterThanOrEqual(20);
      const log = logLines.join('');
      expect(log).not.toContain(password);
      const handOver = logLines.map((line) => JSON.parse(line)).find((line) => line.msg.includes('administrator'));
      expect(handOver).toMatchObject({ level: 30, file });
      expect(handOver.msg).toContain(file);
    } finally {
      await other.close();
    }
  });
});
