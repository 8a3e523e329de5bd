import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens, users } from '../../src/db/schema';
import { createUser } from '../factories/users.factory';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'off' } });
});

afterAll(async () => {
  await t?.close();
});

/** A reset token of `userId` as the e-mailed link carries it, stored as its digest. */
async function resetToken(userId: number, values: { expiresInSeconds?: number; used?: boolean } = {}) {
  const token = randomBytes(32).toString('base64url');
  await t.db.insert(passwordResetTokens).values({
    user_id: userId,
    token_digest: createHash('sha256').update(token).digest('hex'),
    expires_at: new Date(Date.now() + (values.expiresInSeconds ?? 1_800) * 1000),
    used_at: values.used ? new Date() : null,
  });
  return token;
}

function owner(token: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/v1/sessions/new_password?token=${encodeURIComponent(token)}`,
    headers: t.keyHeaders,
  });
}

describe('GET /api/v1/sessions/new_password', () => {
  it('names the account of a valid token by first name and masked e-mail, never the whole address', async () => {
    const { user } = await createUser(t.db, { first_name: 'Jeanne', email: 'jeanne.bouin@example.com' });
    const token = await resetToken(user.id);

    const response = await owner(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ first_name: 'Jeanne', masked_email: 'j•••@example.com' });
    expect(response.body).not.toContain('jeanne.bouin');
    expect(response.body).not.toContain(user.last_name);

    // Asking does not use the token up.
    const [stored] = await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.user_id, user.id));
    expect(stored?.used_at).toBeNull();
    expect((await owner(token)).statusCode).toBe(200);
  });

  it('hides the length of a short local part too', async () => {
    const { user } = await createUser(t.db, { email: 'x@example.org' });
    expect((await owner(await resetToken(user.id))).json()).toMatchObject({ masked_email: 'x•••@example.org' });
  });

  it.each([
    ['an unknown token', async () => randomBytes(32).toString('base64url')],
    ['an expired token', async () => resetToken((await createUser(t.db)).user.id, { expiresInSeconds: -1 })],
    ['a used token', async () => resetToken((await createUser(t.db)).user.id, { used: true })],
    [
      'the token of a deleted account',
      async () => {
        const { user } = await createUser(t.db);
        const token = await resetToken(user.id);
        await t.db.update(users).set({ deleted_at: new Date() }).where(eq(users.id, user.id));
        return token;
      },
    ],
  ])('answers 422 token invalid for %s', async (_label, make) => {
    const response = await owner(await make());
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: { token: ['invalid'] } });
  });

  it('answers 422 token required without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/sessions/new_password', headers: t.keyHeaders });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: { token: expect.any(Array) } });
  });
});
