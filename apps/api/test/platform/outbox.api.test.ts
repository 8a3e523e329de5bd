import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../src/db/schema';
import { authHeaders, createUser } from '../factories/users.factory';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
const URL = '/api/v1/admin/outbox_emails.json';

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'off' } });
  // 30 e-mails, a minute apart, the newest last.
  const start = Date.now() - 60 * 60_000;
  await t.db.insert(outboxEmails).values(
    Array.from({ length: 30 }, (_, index) => ({
      to_address: `climber.${index + 1}@example.test`,
      subject: `Message ${index + 1}`,
      text_body: `Text ${index + 1}`,
      html_body: index % 2 === 0 ? `<p>Text ${index + 1}</p>` : null,
      created_at: new Date(start + index * 60_000),
    })),
  );
});

afterAll(async () => {
  await t?.close();
});

async function adminHeaders() {
  const { user } = await createUser(t.db, { super_admin: true });
  return authHeaders(user, t.config.jwtSecret, t.keyHeaders);
}

describe('GET /api/v1/admin/outbox_emails.json', () => {
  it('answers 401 without a signed-in climber', async () => {
    const response = await t.app.inject({ method: 'GET', url: URL, headers: t.keyHeaders });
    expect(response.statusCode).toBe(401);
  });

  it('answers 403 naming the super_admin role to an ordinary climber', async () => {
    const { user } = await createUser(t.db);
    const response = await t.app.inject({
      method: 'GET',
      url: URL,
      headers: await authHeaders(user, t.config.jwtSecret, t.keyHeaders),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'forbidden', message: expect.any(String), need: { role: 'super_admin' } });
    expect(response.body).not.toContain('climber.');
  });

  it('lists the e-mails newest first, 25 a page, with the total in X-Total-Count', async () => {
    const response = await t.app.inject({ method: 'GET', url: URL, headers: await adminHeaders() });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('30');
    const emails = response.json<{ subject: string; html_body: string | null }[]>();
    expect(emails).toHaveLength(25);
    expect(emails[0]).toEqual({
      id: expect.any(Number),
      to: 'climber.30@example.test',
      subject: 'Message 30',
      text_body: 'Text 30',
      html_body: null,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(emails[1]?.html_body).toBe('<p>Text 29</p>');
    expect(emails.map((email) => email.subject)).toEqual(
      Array.from({ length: 25 }, (_, index) => `Message ${30 - index}`),
    );
  });

  it('pages with page and per_page', async () => {
    const headers = await adminHeaders();
    const second = await t.app.inject({ method: 'GET', url: `${URL}?page=2`, headers });
    expect(second.json<unknown[]>().map((email) => (email as { subject: string }).subject)).toEqual([
      'Message 5',
      'Message 4',
      'Message 3',
      'Message 2',
      'Message 1',
    ]);
    const small = await t.app.inject({ method: 'GET', url: `${URL}?page=3&per_page=4`, headers });
    expect(small.json<{ subject: string }[]>().map((email) => email.subject)).toEqual([
      'Message 22',
      'Message 21',
      'Message 20',
      'Message 19',
    ]);
    expect(small.headers['x-total-count']).toBe('30');
  });

  it('answers 422 for a page size over 100 or a page below 1', async () => {
    const headers = await adminHeaders();
    const big = await t.app.inject({ method: 'GET', url: `${URL}?per_page=101`, headers });
    expect(big.statusCode).toBe(422);
    expect(big.json()).toEqual({ error: { per_page: ['too_big'] } });
    const zero = await t.app.inject({ method: 'GET', url: `${URL}?page=0`, headers });
    expect(zero.json()).toEqual({ error: { page: ['too_small'] } });
  });

  it('shows a password reset e-mail written by the app', async () => {
    const { user } = await createUser(t.db);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/sessions/reset_password',
      headers: t.keyHeaders,
      payload: { email: user.email },
    });
    const response = await t.app.inject({ method: 'GET', url: `${URL}?per_page=1`, headers: await adminHeaders() });
    const [email] = response.json<{ to: string; text_body: string }[]>();
    expect(email?.to).toBe(user.email);
    expect(email?.text_body).toContain('http://cordee.test/new-password?token=');
  });
});
