import type { NotificationType } from '@climb/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails, users } from '../../src/db/schema';
import { createPhotoRow } from '../factories/media.factory';
import { createCrag } from '../factories/outdoor.factory';
import { authHeaders, createUser } from '../factories/users.factory';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { callApi, postComment } from '../media/media-api';

/*
 * The notification e-mails (docs/domain/community.md): a reply or a like is e-mailed only when the climber chose
 * that kind, in their language, with the link that turns it off without signing in.
 */

let t: TestApp;
let cragId: number;

beforeAll(async () => {
  t = await createTestApp();
  cragId = (await createCrag(t.db, { name: 'Céüse', slug_name: 'ceuse' })).id;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

/** A climber with an address, a language and the kinds of e-mail they chose. */
async function climber(choices: NotificationType[], language: 'fr' | 'en' = 'fr') {
  const { user } = await createUser(t.db, { first_name: 'Inès', language, email_notifications: choices });
  return { user, headers: await authHeaders(user, t.config.jwtSecret, t.keyHeaders) };
}

function emailsTo(address: string) {
  return t.db.select().from(outboxEmails).where(eq(outboxEmails.to_address, address));
}

function like(headers: Record<string, string>, type: string, id: number) {
  return callApi(t, 'POST', 'likes.json', headers, { likeable_type: type, likeable_id: id });
}

function tokenOf(text: string): string {
  const match = /\/notifications\/unsubscribe\?token=([^\s"]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no unsubscribe link in: ${text}`);
  return decodeURIComponent(match[1]);
}

function unsubscribe(token: string) {
  return callApi(t, 'POST', 'notification_emails/unsubscribe.json', t.keyHeaders, { token });
}

describe('a reply', () => {
  it('is e-mailed in the climber’s language when they chose replies, with the reply and the link to turn it off', async () => {
    const author = await climber(['new_reply'], 'en');
    const { headers: replier } = await climber([]);
    const first = await postComment(t, author.headers, { type: 'crags', id: cragId }, 'Which sector is the shadiest?');
    expect(first.statusCode, first.body).toBe(201);
    const reply = await postComment(
      t,
      replier,
      { type: 'crags', id: cragId },
      'Biographie, in the morning',
      first.json<{ id: number }>().id,
    );
    expect(reply.statusCode, reply.body).toBe(201);
    const [email] = await emailsTo(author.user.email ?? '');
    expect(email?.subject).toMatch(/replied to your comment/);
    expect(email?.text_body).toContain('> Biographie, in the morning');
    expect(email?.text_body).toContain(`http://cordee.test/comments/${reply.json<{ id: number }>().id}`);
    expect(email?.text_body).toContain('http://cordee.test/notifications/unsubscribe?token=');
    expect(email?.html_body).toContain('/notifications/unsubscribe?token=');
  });

  it('is not e-mailed when the climber did not choose replies', async () => {
    const author = await climber(['new_like']);
    const { headers: replier } = await climber([]);
    const first = await postComment(t, author.headers, { type: 'crags', id: cragId }, 'Premier');
    await postComment(t, replier, { type: 'crags', id: cragId }, 'Réponse', first.json<{ id: number }>().id);
    expect(await emailsTo(author.user.email ?? '')).toEqual([]);
  });
});

describe('a like', () => {
  it('is e-mailed in French when chosen; its link turns likes off without signing in, and then nothing is sent', async () => {
    const author = await climber(['new_like', 'new_reply']);
    const photo = await createPhotoRow(t.db, { type: 'crags', id: cragId }, author.user.id);
    const first = await climber([]);
    expect((await like(first.headers, 'photos', photo.id)).statusCode).toBe(201);
    const [email] = await emailsTo(author.user.email ?? '');
    expect(email?.subject).toMatch(/^Cordée : .* aime votre photo$/);
    expect(email?.text_body).toContain(`http://cordee.test/photos/${photo.id}`);

    const token = tokenOf(email?.text_body ?? '');
    const response = await unsubscribe(token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ notification_type: 'new_like' });
    expect((await unsubscribe(token)).statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, author.user.id));
    expect(row?.email_notifications).toEqual(['new_reply']);

    const second = await climber([]);
    expect((await like(second.headers, 'photos', photo.id)).statusCode).toBe(201);
    expect(await emailsTo(author.user.email ?? '')).toHaveLength(1);
  });

  it('is not e-mailed when the climber did not choose likes', async () => {
    const author = await climber([]);
    const photo = await createPhotoRow(t.db, { type: 'crags', id: cragId }, author.user.id);
    const { headers } = await climber([]);
    expect((await like(headers, 'photos', photo.id)).statusCode).toBe(201);
    expect(await emailsTo(author.user.email ?? '')).toEqual([]);
  });
});

describe('the unsubscribe link', () => {
  it('refuses a tampered or foreign token, and the token of a deleted account', async () => {
    const author = await climber(['new_like']);
    const photo = await createPhotoRow(t.db, { type: 'crags', id: cragId }, author.user.id);
    const { headers } = await climber([]);
    await like(headers, 'photos', photo.id);
    const [email] = await emailsTo(author.user.email ?? '');
    const token = tokenOf(email?.text_body ?? '');
    const [id, type, signature] = token.split('.') as [string, string, string];
    const tampered = [
      `${Number(id) + 1}.${type}.${signature}`,
      `${id}.new_reply.${signature}`,
      `${id}.${type}.${signature.slice(0, -2)}AA`,
      'not-a-token',
    ];
    for (const bad of tampered) {
      const response = await unsubscribe(bad);
      expect(response.statusCode, bad).toBe(422);
      expect(response.json()).toMatchObject({ error: { token: ['invalid'] } });
    }
    await t.db.update(users).set({ deleted_at: new Date() }).where(eq(users.id, author.user.id));
    expect((await unsubscribe(token)).statusCode).toBe(422);
  });
});
